/**
 * One ad tag through IMA: an AdsLoader request, its AdsManager's events mapped to
 * the roll state, counted plays and error codes. A guard timer bounds a request
 * that never answers (301) and an ad that never shows or stalls (402); a paused
 * ad is not a stall. The promise always resolves.
 */
import { MEDIA_TIMEOUT_MS, WRAPPER_TIMEOUT_MS } from '../constants';
import type { AdBreakStore } from '../roll/state-store';
import type {
  ImaAdDisplayContainer,
  ImaAdErrorEvent,
  ImaAdEvent,
  ImaAdsManager,
  ImaAdsManagerLoadedEvent,
  ImaNamespace,
} from './ima-types';

export interface ImaTagOutcome {
  played: number;
  failed: number[];
}

export interface ImaTagContext {
  ima: ImaNamespace;
  displayContainer: ImaAdDisplayContainer;
  video: HTMLVideoElement;
  tagUrl: string;
  /** Ads this tag may still play (max_advertising minus what played). */
  allowance: number;
  abort: AbortSignal;
  store: AdBreakStore;
  size: () => { width: number; height: number };
  muted: boolean | undefined;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  analytics: (event: string, extra?: { adId?: string; tagUrl?: string; code?: number }) => void;
  /** The live AdsManager (for skip/pause/volume), undefined once the tag is done. */
  onManager: (manager: ImaAdsManager | undefined) => void;
}

export function playImaTag(context: ImaTagContext): Promise<ImaTagOutcome> {
  const { ima, displayContainer, tagUrl, allowance, abort, store, analytics } = context;
  const setTimer = context.setTimeout;
  const clearTimer = context.clearTimeout;
  return new Promise<ImaTagOutcome>((resolve) => {
    const outcome: ImaTagOutcome = { played: 0, failed: [] };
    const loader = new ima.AdsLoader(displayContainer);
    let guard: unknown;
    let settled = false;
    let manager: ImaAdsManager | undefined;
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
      context.onManager(undefined);
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
        // IMA loads a manager only for a tag that answered ads (no ads is AD_ERROR 1009): the fill.
        analytics('fill', { tagUrl });
        const adsManager = loaded.getAdsManager(context.video);
        manager = adsManager;
        context.onManager(adsManager);
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
              skipOffset !== undefined && skipOffset >= 0 ? Math.max(0, skipOffset - currentTime) : undefined,
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
          const { width, height } = context.size();
          adsManager.init(width, height, ima.ViewMode.NORMAL);
          if (context.muted !== undefined) adsManager.setVolume(context.muted ? 0 : 1);
          arm(402, MEDIA_TIMEOUT_MS);
          adsManager.start();
        } catch {
          finish(1020);
        }
      },
    );

    const request = new ima.AdsRequest();
    const { width, height } = context.size();
    request.adTagUrl = tagUrl;
    request.linearAdSlotWidth = width;
    request.linearAdSlotHeight = height;
    request.nonLinearAdSlotWidth = width;
    request.nonLinearAdSlotHeight = Math.round(height / 3);
    request.vastLoadTimeout = WRAPPER_TIMEOUT_MS;
    arm(301, WRAPPER_TIMEOUT_MS);
    // Fill rate needs the tries (as the VAST runner reports them): one `request` per tag asked.
    analytics('request', { tagUrl });
    try {
      loader.requestAds(request);
    } catch {
      finish(1005);
    }
  });
}

function imaEventName(event: 'IMPRESSION' | 'FIRST_QUARTILE' | 'MIDPOINT' | 'THIRD_QUARTILE'): string {
  return {
    IMPRESSION: 'impression',
    FIRST_QUARTILE: 'firstQuartile',
    MIDPOINT: 'midpoint',
    THIRD_QUARTILE: 'thirdQuartile',
  }[event];
}
