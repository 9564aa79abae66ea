/**
 * Why: on touch screens the viewer skips by double tapping the left or right fifth of the picture
 * (§4, 500 ms window) and pinches to fill the screen in landscape. Both are decided here from plain
 * numbers so the 500 ms window and the zones are tested without touching the DOM.
 */
import { DOUBLE_TAP_WINDOW_MS, DOUBLE_TAP_ZONE } from '../../constants';
import { POINTER_GAP_RESET_MS } from '../../timings';

export interface Tap {
  /** Milliseconds from the injected clock. */
  at: number;
  /** 0..1 across the player's width. */
  x: number;
}

export type TapZone = -1 | 0 | 1;

export function tapZone(x: number): TapZone {
  if (x <= DOUBLE_TAP_ZONE) return -1;
  if (x >= 1 - DOUBLE_TAP_ZONE) return 1;
  return 0;
}

/** The skip a tap completes (-1 back, 1 forward), or 0; and the tap to remember for the next one. */
export function doubleTap(previous: Tap | null, tap: Tap): { skip: TapZone; remember: Tap | null } {
  const zone = tapZone(tap.x);
  if (
    previous &&
    zone !== 0 &&
    tap.at - previous.at <= DOUBLE_TAP_WINDOW_MS &&
    tapZone(previous.x) === zone
  ) {
    // Keep the tap so a third quick tap in the same zone stacks another skip.
    return { skip: zone, remember: tap };
  }
  return { skip: 0, remember: zone === 0 ? null : tap };
}

/**
 * Not in §9: how far two fingers must spread (or close) to count as a pinch — a quarter of the start
 * distance, enough to ignore the wobble of a two-finger tap.
 */
export const PINCH_RATIO = 1.25;

/** The zoom after a pinch: spread zooms in, close zooms out; only in landscape. */
export function pinchZoom(
  zoomed: boolean,
  startDistance: number,
  endDistance: number,
  landscape: boolean,
): boolean {
  if (!landscape || startDistance <= 0) return zoomed;
  const ratio = endDistance / startDistance;
  if (ratio >= PINCH_RATIO) return true;
  if (ratio <= 1 / PINCH_RATIO) return false;
  return zoomed;
}

/**
 * §9 "pointer gap reset 500 ms": what a gesture remembers (a skip made by double tap, so the next tap keeps
 * the controls up instead of toggling them away) lapses once no finger has touched the picture for 500 ms.
 */
export function gestureLapsed(lastTouchAt: number | null, now: number): boolean {
  return lastTouchAt !== null && now - lastTouchAt > POINTER_GAP_RESET_MS;
}
