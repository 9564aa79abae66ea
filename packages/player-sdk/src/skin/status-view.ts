/**
 * What shows instead of (or over) the picture, for both skins, in this order: the §8 DRM alert, the §8 error
 * panels (hard error, codec error, the download message), the picture-in-picture notice (§4; the controller
 * holds it 400 ms past the window, §9), the loading and
 * waiting spinners (the film's: not over an ad that is playing), the big play button after a refused autoplay,
 * the play/pause flash (500 ms, §9). The unmute tip shows beside them unless an error panel does.
 */
import { drmAlert } from '../drm/drm-error';
import type { MessageKey } from './messages';
import { showPlayButton, showUnmuteTip } from './policies/derived';
import { type SkinState, skinState } from './skin-state';

export type CentreView =
  | { kind: 'drm'; message: string; code: string | number | undefined }
  | { kind: 'error'; key: MessageKey }
  | { kind: 'pip' }
  | { kind: 'spinner'; label: MessageKey }
  | { kind: 'big-play' }
  | { kind: 'flash'; icon: 'play' | 'pause' }
  | null;

export interface StatusView {
  centre: CentreView;
  /** The error panels offer 'more' (the diagnostics) when there are diagnostics. */
  more: boolean;
  unmuteTip: boolean;
}

export function statusView(
  state: SkinState,
  ui: { viewerPaused: boolean; flash: 'play' | 'pause' | null; pipPanel: boolean },
) {
  const s = skinState(state);
  const drm = s.error?.category === 'drm' ? drmAlert(s.error) : null;
  const panel: MessageKey | null = s.hardError
    ? 'error_video_hard'
    : s.codecError
      ? 'error_video_codec'
      : s.errorMessageKey;
  let centre: CentreView = null;
  if (drm) centre = { kind: 'drm', message: drm.message, code: drm.code };
  else if (panel) centre = { kind: 'error', key: panel };
  else if (ui.pipPanel) centre = { kind: 'pip' };
  // While an ad plays on its own element, the film's loading is not what the viewer waits for.
  else if ((s.loading || s.waiting) && !s.ad?.playing)
    centre = { kind: 'spinner', label: s.loading ? 'status_loading' : 'waiting' };
  else if (showPlayButton(s, ui.viewerPaused) && !s.ad?.active) centre = { kind: 'big-play' };
  else if (ui.flash) centre = { kind: 'flash', icon: ui.flash };
  const view: StatusView = {
    centre,
    more: s.diagnostics !== null,
    unmuteTip: showUnmuteTip(s) && !panel && !drm,
  };
  return view;
}
