/**
 * The picture itself as a touch and click target, for both skins. Desktop: a click plays or pauses (and moves
 * focus to the player root so keys work next). Touch: a tap shows the controls (or hides them 200 ms after
 * the touch ends when they were showing), a double tap on the left or right fifth skips (500 ms window), and a
 * two-finger pinch toggles zoom in landscape (§4). A tap within 500 ms of a skip keeps the controls up; after
 * that gap it toggles them again (§9 pointer gap reset). The decisions are policies/gestures.ts.
 */
import type { SkinController } from './controller';
import { doubleTap, gestureLapsed, pinchZoom, type Tap } from './policies/gestures';

function distance(touches: TouchList): number {
  const a = touches[0];
  const b = touches[1];
  if (!a || !b) return 0;
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}

function landscape(): boolean {
  return typeof matchMedia === 'function'
    ? matchMedia('(orientation: landscape)').matches
    : typeof window !== 'undefined' && window.innerWidth > window.innerHeight;
}

export function attachSurface(
  controller: SkinController,
  surface: HTMLElement,
  root: HTMLElement,
  signal: AbortSignal,
): void {
  let lastTap: Tap | null = null;
  let pinch: { start: number; end: number } | null = null;
  let skippedAt: number | null = null;
  let lastTouchAt: number | null = null;
  const listen = (type: string, handler: (event: TouchEvent & MouseEvent) => void) =>
    surface.addEventListener(type, handler as EventListener, { signal });

  listen('click', () => {
    if (controller.settings().mobile) return;
    root.focus({ preventScroll: true });
    controller.actions.togglePlay();
  });
  listen('touchstart', (event) => {
    if (event.touches.length !== 2) return;
    const d = distance(event.touches);
    pinch = { start: d, end: d };
  });
  listen('touchmove', (event) => {
    if (pinch && event.touches.length === 2) pinch.end = distance(event.touches);
  });
  listen('touchend', (event) => {
    event.preventDefault();
    if (pinch) {
      if (event.touches.length === 0) {
        const zoomed = controller.getUi().zoomed;
        const next = pinchZoom(zoomed, pinch.start, pinch.end, landscape());
        pinch = null;
        if (next !== zoomed) controller.setZoom(next);
      }
      return;
    }
    const touch = event.changedTouches[0];
    if (!touch) return;
    const rect = surface.getBoundingClientRect();
    const now = controller.timers.now();
    if (gestureLapsed(lastTouchAt, now)) skippedAt = null;
    lastTouchAt = now;
    const x = rect.width > 0 ? (touch.clientX - rect.left) / rect.width : 0.5;
    const { skip, remember } = doubleTap(lastTap, { at: now, x });
    lastTap = remember;
    if (skip !== 0) {
      skippedAt = now;
      controller.actions.skip(skip);
      controller.poke('activity');
      return;
    }
    if (controller.getUi().controlsVisible && skippedAt === null) controller.poke('touchend');
    else controller.poke('activity');
    skippedAt = null;
  });
}
