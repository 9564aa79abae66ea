import { createStatsController, type StatsControllerOptions } from './stats-controller';
import type { AudienceTracker } from './tracking';
import type { StatsApi, StatsCall, StatsSource, Timers } from './types';

const timers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as number),
};

interface Sent {
  at: number;
  via: 'api' | 'beacon';
  call: StatsCall;
}

function recordingApi(withBeacon = true) {
  const sent: Sent[] = [];
  const record = (call: StatsCall) => {
    sent.push({ at: Date.now(), via: 'api', call });
    return Promise.resolve();
  };
  const api: StatsApi = {
    stat: (statId, seconds, extra) => record({ method: 'stat', statId, seconds, ...extra }),
    playbackStart: (payload) => record({ method: 'playbackStart', payload }),
    playbackUpdate: (payload) => record({ method: 'playbackUpdate', payload }),
    playbackError: (payload) => record({ method: 'playbackError', payload }),
    tracking: (payload) => record({ method: 'tracking', payload }),
    analytics: (event) => record({ method: 'analytics', event }),
    history: (payload) => record({ method: 'history', payload }),
  };
  if (withBeacon) {
    api.beacon = (call) => {
      sent.push({ at: Date.now(), via: 'beacon', call });
      return true;
    };
  }
  return { api, sent };
}

const methods = (sent: Sent[], method: StatsCall['method']) => sent.filter((s) => s.call.method === method);
const statSeconds = (sent: Sent[]) =>
  methods(sent, 'stat').map((s) => (s.call.method === 'stat' ? s.call.seconds : 0));

function setup(overrides: Partial<StatsControllerOptions> = {}, withBeacon = true) {
  const { api, sent } = recordingApi(withBeacon);
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const page = new EventTarget();
  const controller = new AbortController();
  const stats = createStatsController({
    api,
    now: () => Date.now(),
    timers,
    signal: controller.signal,
    document: doc,
    page,
    bridge: null,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    pixel: () => Promise.resolve(),
    ...overrides,
  });
  const hide = (hidden: boolean) => {
    doc.visibilityState = hidden ? 'hidden' : 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { stats, sent, hide, page, destroy: () => controller.abort() };
}

const live: StatsSource = { kind: 'live', channelId: 1, stream: { stat: { id: 10_001 } } };
const episode = (extra: Partial<StatsSource> = {}): StatsSource => ({
  kind: 'content',
  contentId: 102,
  contentParentId: 100,
  libraryId: 2,
  stream: { stat: { id: 'st-102' } },
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('stats controller: stat pings', () => {
  it('pings every 30 s of playback, only while playing, and sends the remainder on stop', async () => {
    const { stats, sent } = setup();
    stats.sourceLoaded(live);
    stats.playing();
    await vi.advanceTimersByTimeAsync(95_000);
    expect(statSeconds(sent)).toEqual([30, 30, 30]);
    expect(methods(sent, 'stat').map((s) => s.at - 1_000_000)).toEqual([30_000, 60_000, 90_000]);
    stats.paused();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(statSeconds(sent)).toEqual([30, 30, 30]);
    stats.playing();
    await vi.advanceTimersByTimeAsync(27_000);
    expect(statSeconds(sent)).toEqual([30, 30, 30, 30]);
    // The snapshot moves at marks and facts, not every second: 120 is the last mark reached.
    expect(stats.getState().watchedSeconds).toBe(120);
    stats.stopped();
    await vi.advanceTimersByTimeAsync(0);
    expect(statSeconds(sent)).toEqual([30, 30, 30, 30, 2]);
    expect(sent.every((s) => s.via === 'api')).toBe(true);
    expect(stats.getState().statId).toBeNull();
  });

  it('a ping carries the playback position and the QoE so far', async () => {
    const extras: unknown[] = [];
    const { api } = recordingApi();
    api.stat = async (_statId, _seconds, extra) => void extras.push(extra);
    const { stats } = setup({ api });
    stats.sourceLoaded(episode({ startPosition: 600 }));
    stats.firstFrame();
    stats.playing();
    stats.timeupdate(629.6, 1500);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(extras).toEqual([
      {
        position: 629,
        qoe: expect.objectContaining({ startupMs: 0, rebufferCount: 0 }),
        view: {
          id: expect.stringMatching(/^[0-9a-f]{32}$/),
          seq: 1,
          kind: 'content',
          contentId: 102,
          device: 1,
        },
      },
    ]);
  });

  it('does not count buffering, ads or a hidden tab', async () => {
    const { stats, sent, hide } = setup();
    stats.sourceLoaded(live);
    stats.playing();
    await vi.advanceTimersByTimeAsync(10_000);
    stats.waiting();
    await vi.advanceTimersByTimeAsync(60_000);
    stats.playing();
    stats.adStarted();
    await vi.advanceTimersByTimeAsync(60_000);
    stats.adEnded();
    await vi.advanceTimersByTimeAsync(5000);
    hide(true);
    await vi.advanceTimersByTimeAsync(60_000);
    hide(false);
    expect(statSeconds(sent)).toEqual([15]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(statSeconds(sent)).toEqual([15, 15]);
  });

  it('sends the unsent seconds as a beacon when the page is hidden or closed', async () => {
    const { stats, sent, hide, page } = setup();
    stats.sourceLoaded(live);
    stats.playing();
    await vi.advanceTimersByTimeAsync(45_000);
    hide(true);
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(methods(sent, 'stat').map((s) => [s.via, s.call.method === 'stat' && s.call.seconds])).toEqual([
      ['api', 30],
      ['beacon', 15],
    ]);
  });

  it('sends the unsent seconds on switch and on destroy, and never after', async () => {
    const { stats, sent, destroy } = setup();
    stats.sourceLoaded(live);
    stats.playing();
    await vi.advanceTimersByTimeAsync(12_000);
    stats.sourceLoaded({ ...live, channelId: 2, stream: { stat: { id: 10_002 } } });
    stats.playing();
    await vi.advanceTimersByTimeAsync(7000);
    destroy();
    destroy();
    await vi.advanceTimersByTimeAsync(120_000);
    stats.playing();
    expect(methods(sent, 'stat')).toMatchObject([
      { via: 'api', call: { method: 'stat', statId: 10_001, seconds: 12 } },
      { via: 'beacon', call: { method: 'stat', statId: 10_002, seconds: 7 } },
    ]);
  });
});

describe('stats controller: playback events', () => {
  it('sends start, updates at 120/300/600/…/3000 s and the 5-minute event at 300 s', async () => {
    const { stats, sent } = setup();
    stats.sourceLoaded(episode());
    stats.playing();
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(methods(sent, 'playbackStart').map((s) => s.call)).toEqual([
      {
        method: 'playbackStart',
        payload: {
          statId: 'st-102',
          contentId: 102,
          contentParentId: 100,
          libraryId: 2,
          startType: 'content',
          position: 0,
          view: expect.objectContaining({ seq: 0, kind: 'content', contentId: 102 }),
        },
      },
    ]);
    expect(methods(sent, 'playbackUpdate').map((s) => (s.at - 1_000_000) / 1000)).toEqual([
      120, 300, 600, 1200, 1800, 2400, 3000,
    ]);
    expect(methods(sent, 'analytics').map((s) => [(s.at - 1_000_000) / 1000, s.call])).toEqual([
      [
        300,
        {
          method: 'analytics',
          event: { event: 'play', name_template: 'watch_5_minutes', value: 102, source: 'content' },
        },
      ],
    ]);
    expect(statSeconds(sent)).toHaveLength(120);
  });

  it('updates carry the current position; an error carries the diagnostics code and QoE', async () => {
    const { stats, sent } = setup();
    stats.sourceLoaded(episode());
    stats.playing();
    for (let second = 1; second <= 120; second += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      stats.timeupdate(second + 0.4, 1500);
    }
    expect(methods(sent, 'playbackUpdate').map((s) => s.call)).toEqual([
      {
        method: 'playbackUpdate',
        payload: { statId: 'st-102', position: 119, view: expect.objectContaining({ kind: 'content' }) },
      },
    ]);
    stats.error({ code: 404, errorType: 'Fragment load error' });
    await vi.advanceTimersByTimeAsync(0);
    const [report] = methods(sent, 'playbackError');
    expect(report?.call).toMatchObject({
      method: 'playbackError',
      payload: { statId: 'st-102', position: 120, code: 404, errorType: 'Fragment load error' },
    });
    expect(report?.call.method === 'playbackError' && report.call.payload.qoe.rebufferCount).toBe(0);
  });

  it('sends nothing to the stat calls for a source without a stat id', async () => {
    const { stats, sent } = setup();
    stats.sourceLoaded({ kind: 'trailer', contentId: 5, stream: {} });
    stats.playing();
    await vi.advanceTimersByTimeAsync(400_000);
    stats.stopped();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
  });
});

describe('stats controller: history and resume', () => {
  it('resumes with the affordance for 5 s and saves history from 10 s of playback', async () => {
    const { stats, sent } = setup();
    stats.sourceLoaded(episode({ startPosition: 600 }));
    expect(stats.getState().resumeOffer).toBeNull();
    stats.firstFrame();
    stats.playing();
    expect(stats.getState().resumeOffer).toEqual({ position: 600 });
    expect(methods(sent, 'playbackStart')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(methods(sent, 'playbackStart')[0]?.call).toMatchObject({
      payload: { startType: 'resume', position: 600 },
    });
    await vi.advanceTimersByTimeAsync(4999);
    stats.timeupdate(605);
    expect(stats.getState().resumeOffer).toEqual({ position: 600 });
    expect(stats.getState().historySeconds).toBeNull();
    expect(methods(sent, 'history')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stats.getState().resumeOffer).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(methods(sent, 'history').map((s) => s.call)).toEqual([
      { method: 'history', payload: { contentId: 102, libraryId: 2, seconds: 605 } },
    ]);
    stats.timeupdate(610.2);
    expect(stats.getState().historySeconds).toBe(610);
  });

  it('shows no affordance when playback starts from the beginning', () => {
    const { stats } = setup();
    stats.sourceLoaded(episode({ startPosition: 5 }));
    stats.playing();
    expect(stats.getState().resumeOffer).toBeNull();
  });
});

describe('stats controller: next episode', () => {
  const episodes = [
    { id: 101, season: 1, series: 1 },
    { id: 102, season: 1, series: 2 },
    { id: 201, season: 2, series: 1 },
  ];

  it('runs the end-ad check 2 s before the end, then offers the first episode of the next season', async () => {
    let finishPostRoll = () => {};
    const endAdCheck = vi.fn(() => new Promise<void>((resolve) => (finishPostRoll = resolve)));
    const onNextEpisode = vi.fn();
    const { stats } = setup({ endAdCheck, onNextEpisode });
    stats.sourceLoaded(episode({ episodes }));
    stats.playing();
    stats.timeupdate(1197.9, 1200);
    expect(endAdCheck).not.toHaveBeenCalled();
    stats.timeupdate(1198, 1200);
    stats.ended();
    expect(endAdCheck).toHaveBeenCalledTimes(1);
    expect(stats.getState().nextEpisode.status).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(onNextEpisode).not.toHaveBeenCalled();
    finishPostRoll();
    await vi.advanceTimersByTimeAsync(0);
    expect(onNextEpisode).toHaveBeenCalledWith({ kind: 'next', episode: episodes[2] });
    expect(stats.getState().nextEpisode).toEqual({ status: 'next', episode: episodes[2], warning: null });
  });

  it('drops the outcome when the viewer switched during the post-roll', async () => {
    const onNextEpisode = vi.fn();
    const { stats } = setup({ onNextEpisode, endAdCheck: () => Promise.resolve() });
    stats.sourceLoaded(episode({ episodes }));
    stats.ended();
    stats.sourceLoaded(live);
    await vi.advanceTimersByTimeAsync(0);
    expect(onNextEpisode).not.toHaveBeenCalled();
    expect(stats.getState().nextEpisode.status).toBe('idle');
  });
});

describe('stats controller: tracking, QoE and the bridge', () => {
  it('tracks the start (live) and a scrub (archive) with the tns pixel', async () => {
    const tnsTracker: AudienceTracker = {
      tracker_type: 'tns',
      params: { CatID: 101 },
      pixel_url: 'http://x.test/sink/tns',
    };
    const pixels: string[] = [];
    const { stats, sent } = setup({ pixel: async (url) => void pixels.push(url) });
    stats.sourceLoaded({
      ...live,
      stream: {
        stat: { id: 10_001 },
        trackers: [tnsTracker],
      },
    });
    stats.playing();
    stats.paused();
    stats.playing();
    stats.seeking();
    stats.seeked(30);
    await vi.advanceTimersByTimeAsync(0);
    expect(methods(sent, 'tracking').map((s) => s.call)).toEqual([
      { method: 'tracking', payload: { fts: 1000, evtp: 1 } },
      { method: 'tracking', payload: { fts: 1000, evtp: 3 } },
    ]);
    expect(pixels).toEqual([
      'http://x.test/sink/tns?CatID=101&dvtp=1&fts=1000&evtp=1',
      'http://x.test/sink/tns?CatID=101&dvtp=1&fts=1000&evtp=3',
    ]);
  });

  it('keeps QoE figures in state', async () => {
    const { stats } = setup();
    stats.sourceLoaded(live);
    await vi.advanceTimersByTimeAsync(700);
    stats.firstFrame();
    stats.playing();
    stats.levelSwitched(800_000);
    stats.levelSwitched(2_000_000);
    stats.videoQuality({ droppedVideoFrames: 4, totalVideoFrames: 1000 });
    await vi.advanceTimersByTimeAsync(10_000);
    stats.waiting();
    await vi.advanceTimersByTimeAsync(2000);
    stats.playing();
    expect(stats.getState().qoe).toEqual({
      startupMs: 700,
      rebufferCount: 1,
      rebufferMs: 2000,
      rebufferRatio: 0.2,
      bitrateSwitches: 1,
      bitrate: 2_000_000,
      droppedFrames: 4,
      totalFrames: 1000,
    });
  });

  it('reports playing and paused to the mobile app bridge', () => {
    const states: string[] = [];
    const { stats } = setup({ bridge: { report: (state) => void states.push(state) } });
    stats.sourceLoaded(live);
    stats.playing();
    stats.paused();
    expect(states).toEqual(['playing', 'paused']);
  });
});

describe('stats controller: the viewing (issue 40)', () => {
  const viewOf = (s: Sent) => {
    const call = s.call;
    if (call.method === 'stat') return call.view;
    if (
      call.method === 'playbackStart' ||
      call.method === 'playbackUpdate' ||
      call.method === 'playbackError'
    )
      return call.payload.view;
    return undefined;
  };
  const statExtras = () => {
    const extras: { seconds: number; extra: unknown }[] = [];
    const { api } = recordingApi();
    api.stat = async (_statId, seconds, extra) => void extras.push({ seconds, extra });
    return { api, extras };
  };

  it('names a new viewing at every load and numbers its calls, with the engine and brand the player gives', async () => {
    const context = { engine: 'hls' as const, provider: 2 };
    const { stats, sent } = setup({ viewContext: () => context });
    stats.sourceLoaded(live);
    stats.playing();
    await vi.advanceTimersByTimeAsync(61_000);
    stats.error({ code: 403, errorType: 'Key load error', serverCode: 8002 });
    stats.sourceLoaded({ ...live, channelId: 2, stream: { stat: { id: 10_002 } } });
    stats.playing();
    await vi.advanceTimersByTimeAsync(0);
    const views = sent.map(viewOf).filter((v) => v !== undefined);
    const [first, second] = [...new Set(views.map((v) => v.id))];
    expect(first).not.toBe(second);
    const firstViewing = views.filter((v) => v.id === first);
    expect(firstViewing.map((v) => v.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(firstViewing[0]).toEqual({
      id: first,
      seq: 0,
      kind: 'live',
      channelId: 1,
      device: 1,
      engine: 'hls',
      provider: 2,
    });
    expect(views.filter((v) => v.id === second).map((v) => [v.seq, v.channelId])).toEqual([[0, 2]]);
    expect(methods(sent, 'playbackError')[0]?.call).toMatchObject({
      payload: { code: 403, serverCode: 8002 },
    });
    expect(stats.getState().view).toMatchObject({ id: second, channelId: 2, engine: 'hls' });
    expect(stats.getState().view).not.toHaveProperty('seq');
  });

  it('marks the last ping of a viewing final, on a switch and on destroy', async () => {
    const { api, extras } = statExtras();
    const { stats, destroy } = setup({ api });
    stats.sourceLoaded(live);
    stats.playing();
    await vi.advanceTimersByTimeAsync(40_000);
    stats.sourceLoaded({ ...live, channelId: 2, stream: { stat: { id: 10_002 } } });
    stats.playing();
    await vi.advanceTimersByTimeAsync(5_000);
    destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(extras.map((e) => [e.seconds, (e.extra as { final?: boolean }).final])).toEqual([
      [30, undefined],
      [10, true],
    ]);
  });

  it('a viewing that played but is left within its first second (a fast zap) still closes, with its QoE', async () => {
    const { api, extras } = statExtras();
    const { stats } = setup({ api });
    stats.sourceLoaded(live);
    stats.firstFrame(140);
    stats.playing();
    await vi.advanceTimersByTimeAsync(600);
    stats.sourceLoaded({ ...live, channelId: 2, stream: { stat: { id: 10_002 } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(extras).toEqual([
      {
        seconds: 0,
        extra: expect.objectContaining({
          final: true,
          qoe: expect.objectContaining({ startupMs: 140 }),
          view: expect.objectContaining({ channelId: 1 }),
        }),
      },
    ]);
    expect((extras[0]?.extra as { exit?: boolean } | undefined)?.exit).toBeUndefined();
  });

  it('a viewing left before its first frame, without an error, says so in a zero-second ping; one that failed does not', async () => {
    const { api, extras } = statExtras();
    const { stats } = setup({ api });
    stats.sourceLoaded(live);
    await vi.advanceTimersByTimeAsync(4_000);
    stats.sourceLoaded({ ...live, channelId: 2, stream: { stat: { id: 10_002 } } });
    stats.error({ code: 404, errorType: 'Manifest load error' });
    stats.stopped();
    await vi.advanceTimersByTimeAsync(0);
    expect(extras).toEqual([
      {
        seconds: 0,
        extra: expect.objectContaining({
          exit: true,
          final: true,
          view: expect.objectContaining({ channelId: 1 }),
        }),
      },
    ]);
  });

  it('reports the player’s own startup measure (its firstframe time) as the startup time', () => {
    const { stats } = setup();
    stats.sourceLoaded(live);
    vi.advanceTimersByTime(2_000);
    stats.firstFrame(1_234);
    expect(stats.getState().qoe.startupMs).toBe(1_234);
  });
});
