import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, mockMediaElement, settle } from '../../test/feature-harness';
import type { ScheduleItem } from '../api/operator-api';
import type { StreamResponse } from '../types/stream-response';
import type { ChannelConfig, TimelineChannel } from './types';

const NOW = 1_800_000_000;
const programmes: ScheduleItem[] = [
  { id: 1, timestamp: NOW - 3600, duration: 1800, is_catchup_available: true, program: { title: 'One' } },
  { id: 2, timestamp: NOW - 1800, duration: 1800, is_catchup_available: true, program: { title: 'Two' } },
  { id: 3, timestamp: NOW - 600, duration: 1800, is_catchup_available: true, program: { title: 'Now' } },
  { id: 4, timestamp: NOW + 1200, duration: 1800, is_catchup_available: true, program: { title: 'Later' } },
];
const channel: TimelineChannel = { id: 1, archived_days: 7, is_purchased: true, is_available: true, age: 0 };

function operator(ch: TimelineChannel = channel, schedule = programmes) {
  const channelStream = vi.fn(async (_id: unknown, opts: { ts?: number } = {}): Promise<StreamResponse> => {
    if (opts.ts === undefined) return { hls: 'http://media/live.m3u8' };
    const programme = schedule.find((p) => opts.ts! >= p.timestamp && opts.ts! < p.timestamp + p.duration)!;
    return {
      hls: `http://media/archive-${programme.id}.m3u8`,
      stream_info: { start: programme.timestamp, offset: opts.ts - programme.timestamp, is_archive: true },
    };
  });
  return {
    channelStream,
    contentStream: vi.fn(),
    schedule: vi.fn(async () => schedule),
    stat: vi.fn(),
    channel: vi.fn(async () => ch),
    configuration: vi.fn(async () => ({
      catchup_blackout_mattress_url: 'http://media/mattress.mp4',
      catchup_blackout_mattress_screenshot_url: 'http://media/mattress.jpg',
    })),
  };
}

let media: ReturnType<typeof mockMediaElement>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  media = mockMediaElement();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('timeline feature', () => {
  it('opens a channel live with its schedule and publishes the current programme', async () => {
    const api = operator();
    const h = harness(api, {}, NOW * 1000);
    await h.player.loadChannel(1);
    await settle();
    expect(api.channelStream).toHaveBeenCalledWith(1, expect.not.objectContaining({ ts: expect.anything() }));
    expect(h.engines[0]?.plan?.url).toBe('http://media/live.m3u8');
    h.tick(100);
    const { timeline, source } = h.player.getState();
    expect(source).toMatchObject({ kind: 'live', channelId: 1 });
    expect(timeline).toMatchObject({
      isLive: true,
      programme: { id: 3, title: 'Now' },
      scheduleStatus: 'ready',
    });
  });

  it('asks for the channel and the platform configuration side by side, not one after the other', async () => {
    const api = operator();
    let answerChannel: (ch: TimelineChannel) => void = () => {};
    api.channel.mockImplementationOnce(() => new Promise((done) => (answerChannel = done)));
    const h = harness(api, {}, NOW * 1000);
    const loading = h.player.loadChannel(1);
    await settle();
    // The configuration is on its way while the channel is still unanswered: one round trip, not two.
    expect(api.configuration).toHaveBeenCalledTimes(1);
    expect(api.channelStream).not.toHaveBeenCalled();
    answerChannel(channel);
    await loading;
    await settle();
    expect(h.engines[0]?.plan?.url).toBe('http://media/live.m3u8');
  });

  it('plays a past programme as archive by ts, starting at the asked second of the programme', async () => {
    const api = operator();
    const h = harness(api, {}, NOW * 1000);
    await h.player.loadChannel(1, { ts: NOW - 3000 });
    expect(api.channelStream).toHaveBeenCalledWith(1, expect.objectContaining({ ts: NOW - 3000 }));
    expect(h.engines[0]?.startPosition).toBe(600);
    h.tick(600);
    expect(h.player.getState().timeline).toMatchObject({
      isArchive: true,
      programme: { id: 1 },
      positionMs: (NOW - 3000) * 1000,
    });
  });

  it('asks the archive on the 10 s grid and starts at the very second asked', async () => {
    const api = operator();
    const h = harness(api, {}, NOW * 1000);
    await h.player.loadChannel(1, { ts: NOW - 2995 });
    expect(api.channelStream).toHaveBeenCalledWith(1, expect.objectContaining({ ts: NOW - 3000 }));
    expect(h.engines[0]?.startPosition).toBe(605);
    expect(h.player.getState().source).toMatchObject({ kind: 'archive', ts: NOW - 2995 });
  });

  it('loads the next programme when archive playback runs off the end of one', async () => {
    const api = operator();
    const h = harness(api, {}, NOW * 1000);
    await h.player.loadChannel(1, { ts: NOW - 1900 });
    h.tick(1790);
    expect(api.channelStream).toHaveBeenCalledTimes(1);
    h.tick(1800.5);
    await settle();
    expect(api.channelStream).toHaveBeenLastCalledWith(1, expect.objectContaining({ ts: NOW - 1800 }));
    await vi.waitFor(() => expect(h.engines[1]?.plan?.url).toBe('http://media/archive-2.m3u8'));
    expect(h.engines[1]?.startPosition).toBe(0);
  });

  it('stacks three skips into one seek 30 s later, then resumes play', async () => {
    const h = harness(operator(), {}, NOW * 1000);
    await h.player.loadChannel(1, { ts: NOW - 3000 });
    h.tick(600);
    h.player.skip(1);
    h.player.skip(1);
    h.player.skip(1);
    expect(h.player.getState().timeline?.skipPending).toMatchObject({ steps: 3 });
    vi.advanceTimersByTime(499);
    expect(h.video.currentTime).toBe(600);
    vi.advanceTimersByTime(1);
    expect(h.video.currentTime).toBe(630);
    const plays = media.plays.length;
    vi.advanceTimersByTime(400);
    expect(media.plays.length).toBe(plays + 1);
  });

  it('← at a programme start: the programme being left plays on while the one before loads, its seconds count for nothing', async () => {
    const h = harness(operator(), {}, NOW * 1000);
    await h.player.loadChannel(1, { ts: NOW - 1800 });
    h.tick(20);
    // A time update of the old stream right after the operator answered for programme 1 (the old source is
    // still the session's until the loader gets to it; on a busy machine that is a long while).
    let stale = false;
    const stop = h.player.subscribe((state) => {
      if (stale || state.timeline?.programme?.id !== 1) return;
      stale = true;
      h.tick(25);
    });
    h.player.stepProgramme(-1, 'end');
    vi.advanceTimersByTime(500);
    await vi.waitFor(() => expect(h.engines[1]?.plan?.url).toBe('http://media/archive-1.m3u8'));
    stop();
    expect(stale).toBe(true);
    expect(h.engines[1]?.startPosition).toBe(1790);
    // Before, the bar read programme 1's start + 25 s here (the e2e's "5380 s before the boundary").
    expect(h.player.getState().timeline?.positionMs).toBe((NOW - 1810) * 1000);
    h.tick(0, undefined, 1); // the new source, not yet moved to its start
    expect(h.player.getState().timeline?.positionMs).toBe((NOW - 1810) * 1000);
    h.tick(1791);
    expect(h.player.getState().timeline?.positionMs).toBe((NOW - 1809) * 1000);
  });

  it('refuses a future programme with error_schedule_from_future and plays nothing', async () => {
    const api = operator();
    const h = harness(api, {}, NOW * 1000);
    await h.player.loadChannel(1, { ts: NOW + 1500 });
    expect(h.player.getState().refusal).toEqual({ key: 'error_schedule_from_future' });
    expect(api.channelStream).not.toHaveBeenCalled();
    expect(h.engines).toHaveLength(0);
    expect(h.player.getState().loading).toBe(false);
  });

  it('loops the blackout mattress for a programme whose catch-up is banned', async () => {
    const banned = programmes.map((p) => (p.id === 1 ? { ...p, is_catchup_available: false } : p));
    const api = operator(channel, banned);
    const h = harness(api, {}, NOW * 1000);
    await h.player.loadChannel(1, { ts: NOW - 3000 });
    expect(api.channelStream).not.toHaveBeenCalled();
    expect(h.engines[0]?.plan?.url).toBe('http://media/mattress.mp4');
    expect(h.video.loop).toBe(true);
    expect(h.player.getState().refusal).toEqual({ key: 'error_schedule_copyright_banned' });
    // The next load is an ordinary stream again.
    await h.player.loadChannel(1);
    expect(h.video.loop).toBe(false);
    expect(h.player.getState().refusal).toBeNull();
  });

  it('refuses to pause live on a channel without archive, with warning_archive_no_pause', async () => {
    const h = harness(operator({ ...channel, archived_days: 0 }), {}, NOW * 1000);
    const warnings: string[] = [];
    h.player.on('warning', ({ key }) => warnings.push(key));
    await h.player.loadChannel(1);
    h.player.pause();
    expect(media.pauses).toHaveLength(0);
    expect(warnings).toEqual(['warning_archive_no_pause']);
    expect(h.player.getState().timeline?.warnings).toContain('warning_archive_no_pause');
  });

  it('asks the host before an adult channel and refuses without its approval', async () => {
    const adult = { ...channel, age: 18 };
    const refused = harness(operator(adult), { parentalCheck: async () => false }, NOW * 1000);
    await refused.player.loadChannel(1);
    expect(refused.player.getState().refusal).toEqual({ key: 'parental_check_required' });
    expect(refused.engines).toHaveLength(0);

    const parentalCheck = vi.fn(async () => true);
    const approved = harness(operator(adult), { parentalCheck }, NOW * 1000);
    await approved.player.loadChannel(1);
    expect(parentalCheck).toHaveBeenCalledWith(adult);
    expect(approved.engines[0]?.plan?.url).toBe('http://media/live.m3u8');

    // No hook: the host gated the channel before loading it.
    const hostGated = harness(operator(adult), {}, NOW * 1000);
    await hostGated.player.loadChannel(1);
    expect(hostGated.engines[0]?.plan?.url).toBe('http://media/live.m3u8');
  });

  it('goes back to live and moves to a wall-clock second through the timeline', async () => {
    const api = operator();
    const h = harness(api, {}, NOW * 1000);
    await h.player.loadChannel(1, { ts: NOW - 3000 });
    h.tick(600);
    h.player.seekTimeline(NOW - 3500);
    expect(h.video.currentTime).toBe(100);
    h.player.goToLive();
    await vi.waitFor(() => expect(h.engines[1]?.plan?.url).toBe('http://media/live.m3u8'));
    expect(h.player.getState().source?.kind).toBe('live');
  });

  it('drops the timeline when a content is loaded', async () => {
    const h = harness(operator(), {}, NOW * 1000);
    await h.player.loadChannel(1);
    expect(h.player.getState().timeline).toBeDefined();
    await h.player.load({ kind: 'content', stream: { hls: 'http://media/vod.m3u8' }, contentId: 5 });
    expect(h.player.getState().timeline).toBeUndefined();
    h.tick(10);
    h.player.skip(1);
    expect(h.video.currentTime).toBe(20);
  });
});

describe('timeline feature, external player', () => {
  it('shows a purchased vitrina channel live in the external player iframe, without picture-in-picture', async () => {
    const vitrina: TimelineChannel = {
      ...channel,
      stream_types: [{ type: 'vitrina' }],
      vitrinaUrl: 'http://partner.example/vitrina.html?channel=10',
    };
    const api = {
      ...operator({ ...vitrina, vitrinaUrl: '/static/vitrina.html?channel=10' }),
      // The demo backend's shape: { player, url } objects, which the ChannelConfig type does not describe.
      channelConfig: vi.fn(
        async () =>
          ({
            config: { web: { player: 'vitrina', url: 'http://partner.example/vitrina.html?channel=10' } },
          }) as unknown as ChannelConfig,
      ),
    };
    const h = harness(api, {}, NOW * 1000);
    await h.player.loadChannel(10);
    const frame = h.container.querySelector('iframe');
    expect(frame?.src).toBe('http://partner.example/vitrina.html?channel=10');
    expect(h.player.getState()).toMatchObject({
      external: { url: 'http://partner.example/vitrina.html?channel=10' },
      pip: { available: false },
      loading: false,
    });
    expect(api.channelStream).not.toHaveBeenCalled();
    h.player.destroy();
    expect(h.container.querySelector('iframe')).toBeNull();
  });
});
