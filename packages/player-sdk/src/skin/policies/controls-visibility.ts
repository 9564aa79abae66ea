/**
 * Why: the controls get out of the way of the picture (§4: hide after 5 s of inactivity, 200 ms after a
 * touch ends on mobile, 20 ms after the pointer leaves on desktop) but never while the viewer needs them:
 * paused, a menu open, or keyboard focus inside the controls (hiding a focused control strands a keyboard
 * user). This decides the delay; the skin owns the timer.
 */
import { CONTROLS_HIDE_DELAY_MOBILE_MS, CONTROLS_HIDE_DELAY_MS, CONTROLS_HIDE_MS } from '../../constants';

export type ControlsCause = 'activity' | 'leave' | 'touchend';

export interface ControlsContext {
  mobile: boolean;
  paused: boolean;
  menuOpen: boolean;
  focusInside: boolean;
}

/** Milliseconds until the controls hide, or null when they must stay. */
export function controlsHideDelay(cause: ControlsCause, context: ControlsContext): number | null {
  if (context.paused || context.menuOpen || context.focusInside) return null;
  if (cause === 'touchend') return context.mobile ? CONTROLS_HIDE_DELAY_MOBILE_MS : CONTROLS_HIDE_MS;
  if (cause === 'leave') return context.mobile ? CONTROLS_HIDE_DELAY_MOBILE_MS : CONTROLS_HIDE_DELAY_MS;
  return CONTROLS_HIDE_MS;
}
