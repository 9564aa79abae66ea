/**
 * Why (001 §4 "pip overlay states are shown by an overlay", §9 "pip check 150 ms, overlay hide 400 ms"):
 * while the video plays in its own window the page shows a panel saying so. Browsers do not always tell the
 * page when that window closes (Safari's presentation mode changes without a `leavepictureinpicture`), so
 * while the panel shows the skin checks every 150 ms that the video is still the picture-in-picture one;
 * once it is not, the panel goes 400 ms later, after the picture is back, so the player never flashes empty.
 */
import { PIP_CHECK_MS, PIP_OVERLAY_HIDE_MS } from '../../timings';
import { createDelay, type SkinTimers } from './timers';

export interface PipOverlay {
  /** The player's state says picture-in-picture is on (true) or off (false). */
  update(active: boolean): void;
  destroy(): void;
}

export function createPipOverlay(options: {
  timers: SkinTimers;
  /** Reads the browser: is the video in picture-in-picture now? */
  inPip(): boolean;
  onChange(visible: boolean): void;
}): PipOverlay {
  const check = createDelay(options.timers);
  const hide = createDelay(options.timers);
  let visible = false;
  const show = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    options.onChange(next);
  };
  const leaving = () => {
    check.cancel();
    if (visible && !hide.pending) hide.start(PIP_OVERLAY_HIDE_MS, () => show(false));
  };
  const watch = () =>
    check.start(PIP_CHECK_MS, () => {
      if (options.inPip()) watch();
      else leaving();
    });
  return {
    update(active) {
      if (!active) return leaving();
      hide.cancel();
      show(true);
      if (!check.pending) watch();
    },
    destroy() {
      check.cancel();
      hide.cancel();
    },
  };
}
