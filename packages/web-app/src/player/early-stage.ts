/**
 * Why (issue 38): the early player's video paints its first frame only once it is in the document, and React's
 * first commit of the channel page came ≈ 1 s after the navigation on a loaded machine. So the entry's player
 * goes into the document at once, where the channel page will show its stage, and the page's `<Player adopt>`
 * moves the same video into the stage's box when it renders (no jump when the boxes agree).
 *
 * Outside `#root`, in `<body>`: `createRoot` empties `#root` on its first commit, and that commit is not the one
 * that mounts the stage's `<Player>` (the route's chunks, the line-up and the player module come in later
 * commits), so a video inside the shell would stay out of the document past a stable state and HTML would pause
 * it ("media element removed from a document"). In `<body>` it stays in the document until the page's `<Player>`
 * moves it, in one layout effect (a removal and an insertion in the same task: no pause, no reload).
 *
 * The box copies the channel page's geometry (channels.css, modal.css): on a wide screen the stage column of
 * `.channels-page` (the side panel 380 px and a 20 px gap on its right, the "back" line above it); at
 * CHANNEL_MODAL_MAX_PX and below (or a phone) the full-page channel dialog, fixed like it, under its title row.
 */
import { CHANNEL_MODAL_MAX_PX } from '../constants';
import { isMobileDevice } from '../layout/useHeaderMode';

/** The header's height (global.css --header-h). */
const HEADER_PX = 64;
/** `.channels-page`'s padding-top and the "back" button's line with its margin (measured at 375 and 1440 px). */
const WIDE_TOP_PX = HEADER_PX + 16 + 35;
const SIDE_PANEL_PX = 380;
const GAP_PX = 20;
const PAGE_MAX_PX = 1600;
/** The channel dialog (`.modal--page`): 1 px border, 12 px padding, its title row and the row's margin. */
const DIALOG_EDGE_PX = 13;
const DIALOG_TOP_PX = DIALOG_EDGE_PX + 52 + 8;

export interface StageBox {
  /** The dialog is fixed to the viewport; the wide page scrolls with the document. */
  position: 'fixed' | 'absolute';
  top: number;
  left: number;
  width: number;
}

/** Where the channel page will show its 16:9 stage in a viewport `width` px wide (its client width). */
export function earlyStageBox(width: number, narrow: boolean): StageBox {
  if (narrow) {
    return { position: 'fixed', top: DIALOG_TOP_PX, left: DIALOG_EDGE_PX, width: width - 2 * DIALOG_EDGE_PX };
  }
  const pad = Math.min(32, Math.max(12, width * 0.02));
  const page = Math.min(width, PAGE_MAX_PX);
  const left = (width - page) / 2 + pad;
  return { position: 'absolute', top: WIDE_TOP_PX, left, width: page - 2 * pad - SIDE_PANEL_PX - GAP_PX };
}

/** Puts `container` into `doc`'s body, styled as the stage it will become (see the top of this file). */
export function placeEarlyStage(container: HTMLElement, doc: Document): void {
  const view = doc.defaultView;
  const narrow =
    view?.matchMedia?.(`(max-width: ${CHANNEL_MODAL_MAX_PX}px)`).matches === true || isMobileDevice();
  const box = earlyStageBox(doc.documentElement.clientWidth, narrow);
  container.className = 'early-stage';
  Object.assign(container.style, {
    position: box.position,
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
    aspectRatio: '16 / 9',
    background: '#000',
    borderRadius: 'var(--radius)',
    overflow: 'hidden',
    // Over the channel dialog's overlay (z-index 50) until the page's player takes the video.
    zIndex: '51',
  });
  doc.body.append(container);
}
