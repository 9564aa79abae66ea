/**
 * Why: hls.js plays HLS interstitials (`EXT-X-DATERANGE` CLASS="com.apple.hls.interstitial") itself, on the
 * same element, with the primary content resuming after them. The player must not mistake the break for a
 * stall, and the skin must be able to say "advert" and honour X-RESTRICT; so hls.js's schedule events become
 * one plain state slice: the break and asset playing, or null while the primary content plays.
 */
import { Events, type InterstitialEvent } from 'hls.js';
import type { InterstitialState } from '../types/interstitial';

/** The part of hls.js this watcher listens to (a test passes a plain emitter). */
export interface InterstitialSource {
  on(
    event: Events.INTERSTITIAL_STARTED,
    listener: (e: unknown, data: { event: InterstitialEvent }) => void,
  ): void;
  on(
    event: Events.INTERSTITIAL_ASSET_STARTED,
    listener: (e: unknown, data: { event: InterstitialEvent; assetListIndex: number }) => void,
  ): void;
  on(event: Events.INTERSTITIAL_ENDED | Events.INTERSTITIALS_PRIMARY_RESUMED, listener: () => void): void;
}

export function interstitialState(event: InterstitialEvent, assetIndex: number): InterstitialState {
  const duration = Number.isFinite(event.duration) ? event.duration : 0;
  return {
    id: event.identifier,
    asset: assetIndex + 1,
    assets: Math.max(event.assetList.length, assetIndex + 1),
    durationSec: Math.round(duration * 10) / 10,
    restrictSkip: event.restrictions.skip,
    restrictJump: event.restrictions.jump,
  };
}

/** Reports each change; listeners live as long as the hls.js instance (its destroy removes them). */
export function watchInterstitials(
  hls: InterstitialSource,
  report: (state: InterstitialState | null) => void,
): void {
  hls.on(Events.INTERSTITIAL_STARTED, (_e, data) => report(interstitialState(data.event, 0)));
  hls.on(Events.INTERSTITIAL_ASSET_STARTED, (_e, data) =>
    report(interstitialState(data.event, data.assetListIndex)),
  );
  // An asset that fails is skipped by hls.js, which then resumes the primary content: both end the break here.
  hls.on(Events.INTERSTITIAL_ENDED, () => report(null));
  hls.on(Events.INTERSTITIALS_PRIMARY_RESUMED, () => report(null));
}
