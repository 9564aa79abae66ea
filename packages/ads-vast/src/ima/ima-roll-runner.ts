/**
 * The IMA adapter: the same roll interface as createRollRunner, with Google's
 * IMA SDK doing the VAST work. The SDK is loaded with our script loader; when
 * it cannot load (ad blocker, offline, timeout) the break is skipped with 1005
 * (request blocked) or 1012 (network) and the content plays. Each tag of the
 * roll is one AdsLoader request; its ad errors move on to the next tag. A guard
 * timer bounds a request that never starts (301) or an ad that never shows (402).
 */
import { IMA_SDK_TIMEOUT_MS, IMA_SDK_URL, MEDIA_TIMEOUT_MS, WRAPPER_TIMEOUT_MS } from '../constants';
import { errorAnalyticsEvent } from '../error-log/analytics-event';
import type { ErrorLog } from '../error-log/error-log';
import { describeAdError } from '../errors';
import { isCoolingDown, rollFailedEntirely } from '../roll/cooldown';
import { createAdBreakStore } from '../roll/state-store';
import type { AdTag, RollRequest, RollRunnerBase, RollSummary, SharedRollOptions } from '../roll/types';
import type {
  ImaAdErrorEvent,
  ImaAdEvent,
  ImaAdsManager,
  ImaAdsManagerLoadedEvent,
  ImaNamespace,
} from './ima-types';
import { LoadScriptError, loadScript } from './load-script';

export interface ImaRollRunnerOptions extends SharedRollOptions {
  /** Element IMA draws its ad UI into (over the content). */
  container: HTMLElement;
  /** The content video element; IMA reads it and may reuse it on mobile. */
  video: HTMLVideoElement;
  size?: () => { width: number; height: number };
  sdkUrl?: string;
  sdkTimeoutMs?: number;
  document?: Document;
  /** Overrides how google.ima is obtained (tests, self-hosted SDK). */
  loadSdk?: (signal: AbortSignal) => Promise<ImaNamespace>;
  errorLog?: ErrorLog;
  cooldownMs?: number;
}

type TagOutcome = { played: number; failed: number[] };

function sdkLoadCode(error: unknown): number {
  if (error instanceof LoadScriptError && error.kind === 'timeout') return 1012;
  const online = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine;
  return online === false ? 1012 : 1005;
}

export function createImaRollRunner(options: ImaRollRunnerOptions): RollRunnerBase {
  const store = createAdBreakStore();
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  const size =
    options.size ?? (() => ({ width: options.video.clientWidth, height: options.video.clientHeight }));
  let lastFailureAt: number | undefined;
  let running: AbortController | undefined;
  let manager: ImaAdsManager | undefined;
  let muted: boolean | undefined;
  let destroyed = false;

  const loadSdk = async (signal: AbortSignal): Promise<ImaNamespace> => {
    if (options.loadSdk) return options.loadSdk(signal);
    const existing = (globalThis as { google?: { ima?: ImaNamespace } }).google?.ima;
    if (existing) return existing;
    await loadScript(options.sdkUrl ?? IMA_SDK_URL, {
      signal,
      timeoutMs: options.sdkTimeoutMs ?? IMA_SDK_TIMEOUT_MS,
      setTimeout: setTimer,
      clearTimeout: clearTimer,
      ...(options.document ? { document: options.document } : {}),
    });
    const ima = (globalThis as { google?: { ima?: ImaNamespace } }).google?.ima;
    if (!ima) throw new LoadScriptError('error', options.sdkUrl ?? IMA_SDK_URL);
    return ima;
  };

  const runRoll = async (request: RollRequest, abort: AbortSignal): Promise<RollSummary> => {
    const summary: RollSummary = { roll: request.roll, outcome: 'completed', played: 0, failed: [] };
    const max = request.maxAdvertising ?? Number.POSITIVE_INFINITY;
    const analytics = (event: string, extra: { adId?: string; tagUrl?: string; code?: number } = {}) => {
      try {
        options.onAnalytics?.({ event, roll: request.roll, adIndex: store.get().adIndex, ...extra });
      } catch {
        // Analytics never stop the break.
      }
    };
    const recordFailure = (code: number, message: string, url?: string) => {
      summary.failed.push(code);
      try {
        options.errorLog?.record({ code, message, ...(url ? { url } : {}) });
      } catch {
        // The summary still carries the code.
      }
      analytics(errorAnalyticsEvent(code), { code, ...(url ? { tagUrl: url } : {}) });
    };

    let ima: ImaNamespace;
    try {
      ima = await loadSdk(abort);
    } catch (error) {
      if (abort.aborted) return { ...summary, outcome: 'aborted' };
      const code = sdkLoadCode(error);
      recordFailure(
        code,
        `${describeAdError(code)}: the IMA SDK could not load`,
        options.sdkUrl ?? IMA_SDK_URL,
      );
      lastFailureAt = options.now();
      return { ...summary, outcome: 'failed' };
    }
    const displayContainer = new ima.AdDisplayContainer(options.container, options.video);
    displayContainer.initialize();
    try {
      for (const tag of request.tags.map((t): AdTag => (typeof t === 'string' ? { url: t } : t))) {
        if (abort.aborted || summary.played >= max) break;
        const outcome = await playTag(ima, displayContainer, tag.url, max - summary.played, abort, analytics);
        summary.played += outcome.played;
        for (const code of outcome.failed) recordFailure(code, describeAdError(code), tag.url);
      }
    } finally {
      try {
        displayContainer.destroy();
      } catch {
        // IMA teardown errors are not the viewer's problem.
      }
    }
    if (abort.aborted) summary.outcome = 'aborted';
    else if (rollFailedEntirely(summary)) {
      summary.outcome = 'failed';
      lastFailureAt = options.now();
    }
    return summary;
  };

  const playTag = (
    ima: ImaNamespace,
    displayContainer: InstanceType<ImaNamespace['AdDisplayContainer']>,
    tagUrl: string,
    allowance: number,
    abort: AbortSignal,
    analytics: (event: string, extra?: { adId?: string; tagUrl?: string; code?: number }) => void,
  ): Promise<TagOutcome> =>
    new Promise<TagOutcome>((resolve) => {
      const outcome: TagOutcome = { played: 0, failed: [] };
      const loader = new ima.AdsLoader(displayContainer);
      let guard: unknown;
      let settled = false;
      const arm = (code: number, ms: number) => {
        if (guard !== undefined) clearTimer(guard);
        guard = setTimer(() => finish(code), ms);
      };
      const finish = (errorCode?: number) => {
        if (settled) return;
        settled = true;
        if (guard !== undefined) clearTimer(guard);
        abort.removeEventListener('abort', onAbort);
        if (errorCode !== undefined) outcome.failed.push(errorCode);
        try {
          manager?.destroy();
          loader.destroy();
        } catch {
          // Already torn down by IMA.
        }
        manager = undefined;
        store.set({ playing: false, paused: false, remaining: undefined, skippableIn: undefined });
        resolve(outcome);
      };
      const onAbort = () => finish();
      abort.addEventListener('abort', onAbort, { once: true });
      const onError = (event: ImaAdErrorEvent) => finish(event.getError().getErrorCode());

      loader.addEventListener(ima.AdErrorEvent.Type.AD_ERROR, onError);
      loader.addEventListener(
        ima.AdsManagerLoadedEvent.Type.ADS_MANAGER_LOADED,
        (loaded: ImaAdsManagerLoadedEvent) => {
          if (settled) return;
          const adsManager = loaded.getAdsManager(options.video);
          manager = adsManager;
          const types = ima.AdEvent.Type;
          adsManager.addEventListener(ima.AdErrorEvent.Type.AD_ERROR, onError);
          adsManager.addEventListener(types.STARTED, (event: ImaAdEvent) => {
            const ad = event.getAd();
            const adIndex = store.get().adIndex + 1;
            const podTotal = ad?.getAdPodInfo().getTotalAds() ?? 1;
            const duration = ad?.getDuration();
            const skipOffset = ad?.getSkipTimeOffset();
            store.set({
              adIndex,
              adCount: Math.max(store.get().adCount, adIndex - 1 + Math.min(podTotal, allowance)),
              adId: ad?.getAdId(),
              playing: true,
              duration,
              remaining: duration,
              skippableIn: skipOffset !== undefined && skipOffset >= 0 ? skipOffset : undefined,
            });
            arm(402, MEDIA_TIMEOUT_MS + (duration ?? 0) * 1000);
            analytics('start', { tagUrl, ...(ad ? { adId: ad.getAdId() } : {}) });
          });
          adsManager.addEventListener(types.AD_PROGRESS, (event: ImaAdEvent) => {
            const data = event.getAdData() ?? {};
            const currentTime = typeof data.currentTime === 'number' ? data.currentTime : 0;
            const duration = typeof data.duration === 'number' ? data.duration : store.get().duration;
            const skipOffset = event.getAd()?.getSkipTimeOffset();
            store.set({
              currentTime,
              duration,
              remaining: adsManager.getRemainingTime(),
              skippableIn:
                skipOffset !== undefined && skipOffset >= 0
                  ? Math.max(0, skipOffset - currentTime)
                  : undefined,
            });
          });
          const countPlayed = (event: string) => () => {
            outcome.played += 1;
            analytics(event, { tagUrl });
            store.set({ playing: false });
            if (outcome.played >= allowance) finish();
            else arm(402, MEDIA_TIMEOUT_MS);
          };
          adsManager.addEventListener(types.COMPLETE, countPlayed('complete'));
          adsManager.addEventListener(types.SKIPPED, countPlayed('skip'));
          adsManager.addEventListener(types.ALL_ADS_COMPLETED, () => finish());
          adsManager.addEventListener(types.CONTENT_RESUME_REQUESTED, () => finish());
          // A viewer's pause is not a stall: the guard waits while the ad is paused.
          adsManager.addEventListener(types.PAUSED, () => {
            if (guard !== undefined) clearTimer(guard);
            guard = undefined;
            store.set({ paused: true });
          });
          adsManager.addEventListener(types.RESUMED, () => {
            arm(402, MEDIA_TIMEOUT_MS + Math.max(0, adsManager.getRemainingTime()) * 1000);
            store.set({ paused: false });
          });
          adsManager.addEventListener(types.CLICK, () => analytics('clickthrough', { tagUrl }));
          for (const event of ['IMPRESSION', 'FIRST_QUARTILE', 'MIDPOINT', 'THIRD_QUARTILE'] as const) {
            adsManager.addEventListener(types[event], () => analytics(imaEventName(event), { tagUrl }));
          }
          try {
            const { width, height } = size();
            adsManager.init(width, height, ima.ViewMode.NORMAL);
            if (muted !== undefined) adsManager.setVolume(muted ? 0 : 1);
            arm(402, MEDIA_TIMEOUT_MS);
            adsManager.start();
          } catch {
            finish(1020);
          }
        },
      );

      const request = new ima.AdsRequest();
      const { width, height } = size();
      request.adTagUrl = tagUrl;
      request.linearAdSlotWidth = width;
      request.linearAdSlotHeight = height;
      request.nonLinearAdSlotWidth = width;
      request.nonLinearAdSlotHeight = Math.round(height / 3);
      request.vastLoadTimeout = WRAPPER_TIMEOUT_MS;
      arm(301, WRAPPER_TIMEOUT_MS);
      try {
        loader.requestAds(request);
      } catch {
        finish(1005);
      }
    });

  return {
    async run(request) {
      const base = { roll: request.roll, played: 0, failed: [] };
      if (destroyed) return { ...base, outcome: 'aborted' };
      if (running) return { ...base, outcome: 'busy' };
      if (request.tags.length === 0) return { ...base, outcome: 'empty' };
      if (isCoolingDown(lastFailureAt, options.now(), options.cooldownMs))
        return { ...base, outcome: 'cooldown' };
      const controller = new AbortController();
      running = controller;
      store.set({ roll: request.roll, active: true, adIndex: 0, adCount: 0 });
      try {
        return await runRoll(request, controller.signal);
      } catch {
        return { ...base, outcome: 'failed', failed: [900] };
      } finally {
        running = undefined;
        store.reset();
      }
    },
    getState: () => store.get(),
    subscribe: (listener) => store.subscribe(listener),
    skip() {
      if (!manager?.getAdSkippableState()) return false;
      manager.skip();
      return true;
    },
    // IMA opens the click-through itself (its own click element); nothing to return.
    click: () => undefined,
    pause: () => manager?.pause(),
    resume: () => manager?.resume(),
    setMuted(next) {
      muted = next;
      manager?.setVolume(next ? 0 : 1);
    },
    abort: () => running?.abort(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      running?.abort();
      store.clear();
    },
  };
}

function imaEventName(event: 'IMPRESSION' | 'FIRST_QUARTILE' | 'MIDPOINT' | 'THIRD_QUARTILE'): string {
  return {
    IMPRESSION: 'impression',
    FIRST_QUARTILE: 'firstQuartile',
    MIDPOINT: 'midpoint',
    THIRD_QUARTILE: 'thirdQuartile',
  }[event];
}
