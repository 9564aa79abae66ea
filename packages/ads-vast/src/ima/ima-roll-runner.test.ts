import { errorAnalyticsEvent } from '../error-log/analytics-event';
import { createErrorLog } from '../error-log/error-log';
import { isAdErrorCode } from '../errors';
import type { AdAnalyticsEvent } from '../roll/types';
import { createImaRollRunner } from './ima-roll-runner';
import type { ImaAdsRequest, ImaNamespace } from './ima-types';

type Listener = (event: never) => void;

class Emitter {
  listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(event as never);
  }
}

/** What the fake ad server answers for a tag: a pod of ads with durations, or an IMA error code. */
type Scenario =
  | { ads: { id: string; duration: number; skipAfter?: number }[] }
  | { error: number }
  | 'silent';

/** A fake google.ima written for these tests: it plays pods on the fake timers. */
function createFakeIma(scenarios: Record<string, Scenario>) {
  const log: string[] = [];
  const Types = {
    STARTED: 'start',
    AD_PROGRESS: 'adProgress',
    COMPLETE: 'complete',
    SKIPPED: 'skip',
    ALL_ADS_COMPLETED: 'allAdsCompleted',
    CONTENT_RESUME_REQUESTED: 'contentResumeRequested',
    CLICK: 'click',
    PAUSED: 'pause',
    RESUMED: 'resume',
    IMPRESSION: 'impression',
    FIRST_QUARTILE: 'firstQuartile',
    MIDPOINT: 'midpoint',
    THIRD_QUARTILE: 'thirdQuartile',
    SKIPPABLE_STATE_CHANGED: 'skippableStateChanged',
  };
  const errorEvent = (code: number) => ({
    getError: () => ({ getErrorCode: () => code, getMessage: () => `code ${code}` }),
  });

  class AdsManager extends Emitter {
    private index = 0;
    private time = 0;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private paused = false;
    constructor(private readonly ads: { id: string; duration: number; skipAfter?: number }[]) {
      super();
    }
    private current() {
      return this.ads[this.index];
    }
    private adObject() {
      const ad = this.current();
      return {
        getAdId: () => ad?.id ?? '',
        getDuration: () => ad?.duration ?? 0,
        getSkipTimeOffset: () => ad?.skipAfter ?? -1,
        isLinear: () => true,
        getAdPodInfo: () => ({ getAdPosition: () => this.index + 1, getTotalAds: () => this.ads.length }),
      };
    }
    private event(type: string, data: Record<string, unknown> | null = null) {
      this.emit(type, { type, getAd: () => this.adObject(), getAdData: () => data });
    }
    init(width: number, height: number) {
      log.push(`init ${width}x${height}`);
    }
    start() {
      this.startAd();
    }
    private startAd() {
      const ad = this.current();
      if (!ad) {
        this.event(Types.CONTENT_RESUME_REQUESTED);
        this.event(Types.ALL_ADS_COMPLETED);
        return;
      }
      this.time = 0;
      this.event(Types.IMPRESSION);
      this.event(Types.STARTED);
      this.tick();
    }
    private tick() {
      this.timer = setTimeout(() => {
        const ad = this.current();
        if (!ad) return;
        if (!this.paused) this.time += 1;
        this.event(Types.AD_PROGRESS, { currentTime: this.time, duration: ad.duration });
        if (this.time >= ad.duration) {
          this.event(Types.COMPLETE);
          this.index += 1;
          this.startAd();
        } else this.tick();
      }, 1000);
    }
    skip() {
      clearTimeout(this.timer);
      this.event(Types.SKIPPED);
      this.index += 1;
      this.startAd();
    }
    getAdSkippableState() {
      const ad = this.current();
      return ad?.skipAfter !== undefined && this.time >= ad.skipAfter;
    }
    getRemainingTime() {
      return (this.current()?.duration ?? 0) - this.time;
    }
    pause() {
      this.paused = true;
      this.event(Types.PAUSED);
    }
    resume() {
      this.paused = false;
      this.event(Types.RESUMED);
    }
    setVolume(volume: number) {
      log.push(`volume ${volume}`);
    }
    stop() {}
    destroy() {
      clearTimeout(this.timer);
      log.push('manager destroyed');
    }
  }

  class AdsLoader extends Emitter {
    requestAds(request: ImaAdsRequest) {
      log.push(`request ${request.adTagUrl}`);
      const scenario = scenarios[request.adTagUrl] ?? { error: 1009 };
      if (scenario === 'silent') return;
      setTimeout(() => {
        if ('error' in scenario) return this.emit('adError', errorEvent(scenario.error));
        const manager = new AdsManager(scenario.ads);
        this.emit('adsManagerLoaded', { getAdsManager: () => manager });
      }, 300);
    }
    contentComplete() {}
    destroy() {}
  }

  const ima = {
    AdDisplayContainer: class {
      initialize() {
        log.push('container initialized');
      }
      destroy() {}
    },
    AdsLoader,
    AdsRequest: class {
      adTagUrl = '';
      linearAdSlotWidth = 0;
      linearAdSlotHeight = 0;
      nonLinearAdSlotWidth = 0;
      nonLinearAdSlotHeight = 0;
    },
    AdsManagerLoadedEvent: { Type: { ADS_MANAGER_LOADED: 'adsManagerLoaded' } },
    AdErrorEvent: { Type: { AD_ERROR: 'adError' } },
    AdEvent: { Type: Types },
    ViewMode: { NORMAL: 'normal' },
  } as unknown as ImaNamespace;
  return { ima, log };
}

function setup(scenarios: Record<string, Scenario>, loadSdk?: () => Promise<ImaNamespace>) {
  const fake = createFakeIma(scenarios);
  const analytics: AdAnalyticsEvent[] = [];
  const errorLog = createErrorLog({ storage: null, now: () => Date.now() });
  const runner = createImaRollRunner({
    container: document.createElement('div'),
    video: document.createElement('video'),
    size: () => ({ width: 640, height: 360 }),
    loadSdk: loadSdk ?? (async () => fake.ima),
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
    onAnalytics: (event) => analytics.push(event),
    errorLog,
  });
  return { runner, log: fake.log, analytics, errorLog };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2024, 0, 1));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createImaRollRunner', () => {
  it('plays a pod through google.ima and exposes the same roll state', async () => {
    const { runner, log, analytics } = setup({
      'https://ads/pod': {
        ads: [
          { id: 'a', duration: 4 },
          { id: 'b', duration: 3 },
        ],
      },
    });
    const pending = runner.run({ roll: 'pre_roll', tags: ['https://ads/pod'] });
    await vi.advanceTimersByTimeAsync(2300);
    expect(runner.getState()).toMatchObject({
      roll: 'pre_roll',
      active: true,
      playing: true,
      adIndex: 1,
      adCount: 2,
      adId: 'a',
      currentTime: 2,
      remaining: 2,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toEqual({ roll: 'pre_roll', outcome: 'completed', played: 2, failed: [] });
    expect(log.slice(0, 3)).toEqual(['container initialized', 'request https://ads/pod', 'init 640x360']);
    expect(analytics.filter((a) => a.event === 'complete')).toHaveLength(2);
    expect(runner.getState().active).toBe(false);
  });

  it('moves on to the next tag after an IMA ad error', async () => {
    const { runner, errorLog, analytics } = setup({
      'https://ads/broken': { error: 303 },
      'https://ads/ok': { ads: [{ id: 'ok', duration: 2 }] },
    });
    const pending = runner.run({ roll: 'middle_roll', tags: ['https://ads/broken', 'https://ads/ok'] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ outcome: 'completed', played: 1, failed: [303] });
    expect(errorLog.list().map((e) => e.code)).toEqual([303]);
    expect(analytics.map((a) => a.event)).toContain('error_303');
    // One request per tag asked, a fill only for the tag that answered ads (the fill rate).
    expect(
      analytics.filter((a) => a.event === 'request' || a.event === 'fill').map((a) => [a.event, a.tagUrl]),
    ).toEqual([
      ['request', 'https://ads/broken'],
      ['request', 'https://ads/ok'],
      ['fill', 'https://ads/ok'],
    ]);
  });

  // 001 §8: the codes the own VAST engine never meets (overlays, companions, IMA's player-side failures) are
  // raised by IMA itself; each is a catalogued code and reaches the error log and analytics as it came.
  it.each([200, 202, 500, 501, 502, 503, 602, 603, 1007, 1010, 1014, 1021, 1101, 1300])(
    'reports IMA’s ad error %i as that code and moves on',
    async (code) => {
      const { runner, errorLog, analytics } = setup({
        'https://ads/broken': { error: code },
        'https://ads/ok': { ads: [{ id: 'ok', duration: 2 }] },
      });
      const pending = runner.run({ roll: 'pre_roll', tags: ['https://ads/broken', 'https://ads/ok'] });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await pending).toMatchObject({ outcome: 'completed', played: 1, failed: [code] });
      expect(errorLog.list().map((e) => e.code)).toEqual([code]);
      expect(isAdErrorCode(code)).toBe(true);
      expect(analytics.map((a) => a.event)).toContain(errorAnalyticsEvent(code));
    },
  );

  it('skips the break with 1005 when the SDK is blocked, and 1012 when it times out', async () => {
    const blocked = setup({}, async () => {
      throw new Error('blocked by client');
    });
    expect(await blocked.runner.run({ roll: 'pre_roll', tags: ['https://ads/x'] })).toEqual({
      roll: 'pre_roll',
      outcome: 'failed',
      played: 0,
      failed: [1005],
    });
    const { LoadScriptError } = await import('./load-script');
    const slow = setup({}, async () => {
      throw new LoadScriptError('timeout', 'https://imasdk/ima3.js');
    });
    expect((await slow.runner.run({ roll: 'pre_roll', tags: ['https://ads/x'] })).failed).toEqual([1012]);
    expect(await slow.runner.run({ roll: 'pre_roll', tags: ['https://ads/x'] })).toMatchObject({
      outcome: 'cooldown',
    });
  });

  it('bounds a request IMA never answers (301) and honours max_advertising', async () => {
    const { runner } = setup({
      'https://ads/silent': 'silent',
      'https://ads/pod': {
        ads: [
          { id: 'a', duration: 2 },
          { id: 'b', duration: 2 },
        ],
      },
    });
    const pending = runner.run({
      roll: 'pre_roll',
      tags: ['https://ads/silent', 'https://ads/pod'],
      maxAdvertising: 1,
    });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toMatchObject({ outcome: 'completed', played: 1, failed: [301] });
  });

  it('skips when IMA says the ad is skippable, pauses and aborts', async () => {
    const { runner, log } = setup({ 'https://ads/s': { ads: [{ id: 's', duration: 30, skipAfter: 5 }] } });
    runner.setMuted(true);
    const pending = runner.run({ roll: 'pre_roll', tags: ['https://ads/s'] });
    await vi.advanceTimersByTimeAsync(3300);
    expect(runner.getState().skippableIn).toBe(2);
    expect(runner.skip()).toBe(false);
    runner.pause();
    expect(runner.getState().paused).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    runner.resume();
    await vi.advanceTimersByTimeAsync(2000);
    expect(runner.skip()).toBe(true);
    expect(await pending).toMatchObject({ outcome: 'completed', played: 1, failed: [] });
    expect(log).toContain('volume 0');

    const second = runner.run({ roll: 'post_roll', tags: ['https://ads/s'] });
    await vi.advanceTimersByTimeAsync(1500);
    runner.abort();
    expect(await second).toMatchObject({ outcome: 'aborted' });
    runner.destroy();
    runner.destroy();
  });
});
