/**
 * The picture itself as a touch and click target. Desktop: a click plays or pauses. Touch: a tap shows the
 * controls (or hides them 200 ms after the touch ends when they were showing), a double tap on the left or
 * right fifth skips (500 ms window), and a two-finger pinch toggles zoom in landscape (§4).
 */
import { type TouchEvent, useRef } from 'react';
import type { ControlsCause } from './policies/controls-visibility';
import { doubleTap, pinchZoom, type Tap } from './policies/gestures';
import { useSkin } from './skin-context';

export interface SkinSurfaceProps {
  mobile: boolean;
  zoomed: boolean;
  controlsVisible: boolean;
  onZoom(zoomed: boolean): void;
  onTogglePlay(): void;
  onSkip(direction: -1 | 1): void;
  onActivity(cause: ControlsCause): void;
  onHideControls(): void;
}

function distance(touches: TouchEvent['touches']): number {
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

export function SkinSurface(props: SkinSurfaceProps) {
  const { timers } = useSkin();
  const lastTap = useRef<Tap | null>(null);
  const pinch = useRef<{ start: number; end: number } | null>(null);
  const skippedAt = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    if (event.touches.length === 2) {
      const d = distance(event.touches);
      pinch.current = { start: d, end: d };
    }
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    if (pinch.current && event.touches.length === 2) pinch.current.end = distance(event.touches);
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (pinch.current) {
      if (event.touches.length === 0) {
        const { start, end } = pinch.current;
        pinch.current = null;
        const next = pinchZoom(props.zoomed, start, end, landscape());
        if (next !== props.zoomed) props.onZoom(next);
      }
      return;
    }
    const touch = event.changedTouches[0];
    if (!touch) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const now = timers.now();
    const x = rect.width > 0 ? (touch.clientX - rect.left) / rect.width : 0.5;
    const { skip, remember } = doubleTap(lastTap.current, { at: now, x });
    lastTap.current = remember;
    if (skip !== 0) {
      skippedAt.current = now;
      props.onSkip(skip);
      props.onActivity('activity');
      return;
    }
    if (props.controlsVisible && skippedAt.current === null) props.onActivity('touchend');
    else props.onActivity('activity');
    skippedAt.current = null;
  };

  return (
    <div
      className="onair-skin__surface"
      aria-hidden="true"
      onClick={props.mobile ? undefined : props.onTogglePlay}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    />
  );
}
