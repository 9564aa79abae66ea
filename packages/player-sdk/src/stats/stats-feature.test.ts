import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, mockMediaElement, settle } from '../../test/feature-harness';
import type { StreamResponse } from '../types/stream-response';
import { createHttpStatsApi } from './http-stats-api';
import type { StatsApi } from './types';

function statsApi() {
  return {
    stat: vi.fn<StatsApi['stat']>(async () => undefined),
    playbackStart: vi.fn(async () => undefined),
    playbackUpdate: vi.fn(async () => undefined),
    playbackError: vi.fn(async () => undefined),
    tracking: vi.fn(async () => undefined),
    analytics: vi.fn(async () => undefined),
  } satisfies StatsApi;
}

function operator(history: { seconds: number; watch_percentage: number } | null = null) {
  return {
    channelStream: vi.fn(),
    contentStream: vi.fn(
      async (id: unknown): Promise<StreamResponse> => ({
        hls: `http://media/vod-${String(id)}.m3u8`,
        stat: { id: 20000 + Number(id) },
      }),
    ),
    schedule: vi.fn(),
    stat: vi.fn(),
    contentMeta: vi.fn(async () => ({ history })),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  mockMediaElement();
  // The audience pixel (tns) goes through fetch: answered here, so no test reaches the network and a pixel
  // stuck on a real DNS look-up cannot hold the queue's later pings in retries.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/**
 * Plays for `seconds` of media time, one timeupdate per second, as an element would. Promise callbacks run
 * between the seconds, as they do in a browser: a send answered at once must not meet its 10 s deadline.
 */
async function playFor(h: ReturnType<typeof harness>, from: number, seconds: number, duration = 3600) {
  for (let s = 1; s <= seconds; s++) {
    await vi.advanceTimersByTimeAsync(1000);
    h.tick(from + s, duration);
  }
}

describe('stats feature', () => {
  it('starts a playback, pings 30 s of watching with the position, sends the rest on destroy', async () => {
    const api = statsApi();
    const h = harness(operator(), { statsApi: api, now: () => Date.now() });
    await h.player.loadContent(7);
    h.video.dispatchEvent(new Event('playing'));
    await settle();
    expect(api.playbackStart).toHaveBeenCalledWith(
      expect.objectContaining({ statId: 20007, contentId: 7, startType: 'content', position: 0 }),
      { signal: expect.any(AbortSignal) },
    );
    await playFor(h, 0, 31);
    await settle();
    // The position is the last one the element reported before the 30th second was reached.
    expect(api.stat).toHaveBeenCalledWith(20007, 30, expect.objectContaining({ position: 29 }), {
      signal: expect.any(AbortSignal),
    });
    expect(h.player.getState().stats).toMatchObject({ statId: 20007, watchedSeconds: 31 });
    // A paused player does not count.
    h.video.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(60_000);
    h.video.dispatchEvent(new Event('playing'));
    await playFor(h, 31, 12);
    h.player.destroy();
    await settle();
    const seconds = api.stat.mock.calls.map((call) => call[1]);
    expect(seconds).toEqual([30, 13]);
  });

  it("gives the default HTTP client's stand-in its client as the stats start: a beacon needs no wait", async () => {
    const beacons: string[] = [];
    const api = createHttpStatsApi({
      baseUrl: 'http://api.test/v2',
      sendBeacon: (url) => beacons.push(url) > 0,
    });
    const h = harness(operator(), { statsApi: api, now: () => Date.now() });
    await vi.waitFor(() => expect(h.player.getState().stats).toBeDefined());
    // No call has gone through the stand-in yet, so only the player can have given it its client; a stand-in
    // still waiting would refuse the beacon (a closing page's calls would then be lost).
    expect(api.beacon?.({ method: 'tracking', payload: { fts: 1, evtp: 1 } })).toBe(true);
    expect(beacons).toEqual(['http://api.test/v2/stat/tracking']);
    h.player.destroy();
  });

  it('resumes a content from its history and offers to watch from the beginning', async () => {
    const api = statsApi();
    const operatorApi = operator({ seconds: 100, watch_percentage: 30 });
    const h = harness(operatorApi, { statsApi: api, now: () => Date.now() });
    await h.player.loadContent(8);
    await settle();
    expect(h.engines[0]?.startPosition).toBe(100);
    h.tick(100);
    h.video.dispatchEvent(new Event('playing'));
    await settle();
    expect(api.playbackStart).toHaveBeenCalledWith(
      expect.objectContaining({ startType: 'resume', position: 100 }),
      { signal: expect.any(AbortSignal) },
    );
    expect(h.player.getState().stats?.resumeOffer).toEqual({ position: 100 });
    h.player.watchFromBeginning();
    expect(h.video.currentTime).toBe(0);
    expect(h.player.getState().stats?.resumeOffer).toBeNull();
  });

  it('does not resume a finished content', async () => {
    const h = harness(operator({ seconds: 100, watch_percentage: 100 }), {
      statsApi: statsApi(),
      now: () => Date.now(),
    });
    await h.player.loadContent(8);
    expect(h.engines[0]?.startPosition).toBeUndefined();
  });

  it('reports a fatal error with its code and position', async () => {
    const api = statsApi();
    const h = harness(operator(), { statsApi: api, now: () => Date.now() });
    await h.player.loadContent(9);
    h.video.dispatchEvent(new Event('playing'));
    await playFor(h, 0, 5);
    h.engines[0]?.context.callbacks.error({
      code: 'network.manifest_load',
      category: 'network',
      fatal: true,
      errorType: 'Manifest load error',
      message: 'gone',
    });
    await settle();
    expect(api.playbackError).toHaveBeenCalledWith(
      expect.objectContaining({ statId: 20009, position: 5, code: expect.any(Number) }),
      { signal: expect.any(AbortSignal) },
    );
  });

  it('goes to the next episode near the end, and from the last of a season to the next season', async () => {
    const episodes = [
      { id: 123, season: 1, series: 1 },
      { id: 125, season: 1, series: 2 },
      { id: 126, season: 2, series: 1 },
    ];
    const operatorApi = operator();
    const h = harness(operatorApi, { statsApi: statsApi(), now: () => Date.now() });
    await h.player.loadContent(123, { episodes, seriesId: 120 });
    h.video.dispatchEvent(new Event('playing'));
    h.tick(97, 100);
    await settle();
    expect(operatorApi.contentStream).toHaveBeenCalledTimes(1);
    h.tick(98.5, 100);
    await vi.waitFor(() =>
      expect(operatorApi.contentStream).toHaveBeenLastCalledWith(125, expect.anything()),
    );
    await vi.waitFor(() => expect(h.player.getState().source?.contentId).toBe(125));
    expect(h.player.getState().source).toMatchObject({ startType: 'next_episode', contentParentId: 120 });
    h.video.dispatchEvent(new Event('ended'));
    await vi.waitFor(() =>
      expect(operatorApi.contentStream).toHaveBeenLastCalledWith(126, expect.anything()),
    );
  });

  it('runs a test profile faster with statsTimings', async () => {
    const api = statsApi();
    const h = harness(operator(), { statsApi: api, now: () => Date.now(), statsTimings: { rate: 10 } });
    await h.player.loadContent(7);
    h.video.dispatchEvent(new Event('playing'));
    await vi.advanceTimersByTimeAsync(3100);
    await settle();
    expect(api.stat).toHaveBeenCalledWith(20007, 30, expect.anything(), { signal: expect.any(AbortSignal) });
  });

  it('sends nothing when stats are turned off', async () => {
    const h = harness(operator(), { statsApi: false, now: () => Date.now() });
    await h.player.loadContent(7);
    expect(h.player.getState().stats).toBeUndefined();
  });
});
