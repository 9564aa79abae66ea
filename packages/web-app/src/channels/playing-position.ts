/**
 * Why (001 §4 Live and archive): the programme the page names and the guide highlights is the one under the
 * player's position — it moves on at a programme boundary, after a skip or a scrub into the archive — not
 * the one the URL asked for. The player publishes its position here; the title and the guide read it.
 * Positions are kept at the 10 s scrub granularity so readers re-render a few times a minute, not per frame.
 */
import { useSyncExternalStore } from 'react';

export interface PlayingPosition {
  channelId: number;
  /** Wall-clock unix seconds of the picture, rounded down to 10 s. */
  positionSec: number;
  isArchive: boolean;
}

let current: PlayingPosition | null = null;
const listeners = new Set<() => void>();

export function publishPosition(next: PlayingPosition | null): void {
  const same =
    current === next ||
    (current !== null &&
      next !== null &&
      current.channelId === next.channelId &&
      current.positionSec === next.positionSec &&
      current.isArchive === next.isArchive);
  if (same) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The position the page should show for this channel: the player's, else the URL's ts, else now. */
export function usePlayingSec(channelId: number, ts: number | null): { sec: number; isArchive: boolean } {
  const position = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (position && position.channelId === channelId) {
    return { sec: position.positionSec, isArchive: position.isArchive };
  }
  return { sec: ts ?? Math.floor(Date.now() / 1000), isArchive: ts !== null };
}

export function positionFromTimeline(
  channelId: number,
  timeline: { positionMs?: number | null; isArchive?: boolean } | undefined,
): PlayingPosition | null {
  if (!timeline || typeof timeline.positionMs !== 'number' || !Number.isFinite(timeline.positionMs))
    return null;
  return {
    channelId,
    positionSec: Math.floor(timeline.positionMs / 10_000) * 10,
    isArchive: timeline.isArchive === true,
  };
}
