/**
 * Why: a few things the skin shows are read off the state rather than stored: the big play button when
 * autoplay was refused (the core may publish `showPlayButton`; until then it is derived), the unmute tip,
 * whether skipping applies (archive and VOD only, §2; not in an HLS interstitial), and the hover tooltip's width and place (§9).
 */
import { HOVER_TOOLTIP_WIDTH } from '../../constants';
import type { SkinState } from '../skin-state';

/**
 * The big play button: the core's flag when it has one; otherwise a loaded source sitting paused, not
 * playing, not ended, without an error and not paused by the viewer — what a refused autoplay leaves.
 */
export function showPlayButton(state: SkinState, viewerPaused: boolean): boolean {
  if (typeof state.showPlayButton === 'boolean') return state.showPlayButton;
  return (
    state.source !== null &&
    !state.loading &&
    state.paused &&
    !state.playing &&
    !state.ended &&
    state.error === null &&
    !viewerPaused
  );
}

export function showUnmuteTip(state: SkinState): boolean {
  return state.playing && state.muted;
}

/**
 * Skipping works in the archive and in VOD, never on live (§2, §4), and never inside an HLS interstitial: the
 * break is not the film's timeline (±10 s there would seek inside the advert, past what X-RESTRICT=SKIP
 * forbids), so leaving a break early is its own skip button, which X-RESTRICT=SKIP takes away. hls.js itself
 * plays a break marked X-RESTRICT=JUMP before any seek in the film that would pass it.
 */
export function canSkip(state: SkinState): boolean {
  if (state.interstitial) return false;
  // A VAST roll plays over the paused film: ±10 s would move the film under the advert, not the advert.
  if (state.ad?.active) return false;
  const kind = state.source?.kind;
  if (kind === 'content' || kind === 'trailer') return true;
  if (kind === 'archive') return true;
  // A live channel with an archive offers skip: a step back goes into that archive (timeline `canSkip`).
  return kind === 'live' && (state.timeline?.isArchive === true || state.timeline?.canSkip === true);
}

export function tooltipWidth(fullscreen: boolean, mobile: boolean): number {
  if (fullscreen) return HOVER_TOOLTIP_WIDTH.fullscreen;
  if (mobile) return HOVER_TOOLTIP_WIDTH.mobile;
  return HOVER_TOOLTIP_WIDTH.default;
}

/** The tooltip's left edge in px, centred on the pointer but kept inside the bar. */
export function tooltipLeft(fraction: number, barWidth: number, width: number): number {
  const centre = Math.min(1, Math.max(0, fraction)) * barWidth;
  return Math.min(Math.max(0, centre - width / 2), Math.max(0, barWidth - width));
}
