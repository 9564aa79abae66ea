/**
 * Why: the VAST roll runner is set up the first time a source has a roll to play, so how the player wires it
 * (its element, clock, pixels, analytics and click-through) lives in the lazy ad chunk beside the ad element,
 * not in the core every player downloads.
 */
import type { RollRunner } from '@onair/ads-vast';
import type { Id } from '../../types/id';
import { type AdSlot, adMediaHost } from './ad-host';
import type { FeatureContext } from './context';

type AdsModule = typeof import('@onair/ads-vast');

export interface PlayerRollRunnerOptions {
  /** The ad element of the break (made on first use). */
  slot: () => AdSlot;
  mediaTimeoutMs: number;
  /** The content or channel the roll belongs to, for the §7 ad analytics. */
  objectId: () => Id | undefined;
}

/** The runner for this player; its state is published as `state.ad`. */
export function createPlayerRollRunner(
  mod: AdsModule,
  ctx: FeatureContext,
  options: PlayerRollRunnerOptions,
): RollRunner {
  const runner = mod.createRollRunner({
    host: adMediaHost(options.slot, ctx.wrapper, mod),
    ...(ctx.options.fetch ? { fetch: ctx.options.fetch } : {}),
    now: ctx.now,
    setTimeout: ctx.timers.setTimeout,
    clearTimeout: ctx.timers.clearTimeout,
    mediaTimeoutMs: options.mediaTimeoutMs,
    send: imagePixel,
    onAnalytics: (event) => {
      const objectId = options.objectId();
      // The viewing the roll belongs to (issue 40), once the stats know it.
      const view = ctx.get().stats?.view;
      ctx.api
        ?.adEvent?.({
          ad: event.adId ?? event.tagUrl ?? '',
          event: event.event,
          place: event.roll,
          number: event.adIndex,
          ...(objectId !== undefined ? { object_id: objectId } : {}),
          ...(view ? { view } : {}),
        })
        .catch(() => undefined);
    },
    // The one place a click-through opens (the runner passes only http(s) URLs): a new window that gets
    // neither a handle on the player page nor its address.
    onClickThrough: (url) => void globalThis.open?.(url, '_blank', 'noopener,noreferrer'),
  });
  runner.subscribe((state) => ctx.set({ ad: state }));
  return runner;
}

/**
 * VAST tracking URIs are GET resources (the demo sink and most ad servers refuse a POST beacon), so pixels go
 * as image requests: no CORS, nothing to read, and a blocked pixel is simply lost, never thrown.
 */
function imagePixel(url: string): void {
  try {
    if (typeof Image === 'function') new Image().src = url;
  } catch {
    // An ad blocker refusing the pixel is the ad server's loss, not the viewer's.
  }
}
