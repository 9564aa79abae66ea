/**
 * Why: a host that renders an ad's companion banners must count them as the VAST says — creativeView once when
 * the banner is shown, CompanionClickTracking on each click — and open only a safe click-through. This is that
 * bookkeeping for one companion; what to render comes from its resources (types.ts VastCompanion).
 */
import type { VastAd, VastCompanion } from '../types';
import { safeClickThrough } from './click-through';
import { fillMacros } from './macros';
import { createPixelSender, type SendPixel } from './send-pixel';

export interface CompanionTrackerOptions {
  now: () => number;
  send?: SendPixel;
  random?: () => number;
}

export interface CompanionTracker {
  /** The banner is on screen: fires creativeView, once. */
  view(): void;
  /** Fires the click tracking and returns the click-through to open (http(s) only), if any. */
  click(): string | undefined;
}

/** Every companion banner of an ad, in document order. */
export function companionsOf(ad: VastAd): VastCompanion[] {
  return ad.creatives.flatMap((creative) => creative.companionAds?.companions ?? []);
}

export function trackCompanion(companion: VastCompanion, options: CompanionTrackerOptions): CompanionTracker {
  const send = options.send ?? createPixelSender();
  const fill = (url: string) =>
    fillMacros(url, { now: options.now, ...(options.random ? { random: options.random } : {}) });
  let viewed = false;
  return {
    view() {
      if (viewed) return;
      viewed = true;
      for (const t of companion.tracking) if (t.event === 'creativeView') send(fill(t.url));
    },
    click() {
      for (const url of companion.clickTracking) send(fill(url));
      return safeClickThrough(companion.clickThrough ? fill(companion.clickThrough) : undefined);
    },
  };
}
