/**
 * Why (§4 Content playback, §9): a viewer coming back to a content continues where they stopped, but only
 * when that is useful — not in the first 10 s (nothing to resume), not past 12600 s (3.5 h: a stale or
 * broken history), and not when the content was watched to the end (watch_percentage 100). History starts
 * to move only after 10 s of playback so an accidental click does not overwrite a good resume point.
 * When playback did resume, a 'watch from the beginning' affordance shows for 5 s.
 */
import { HISTORY_SAVE_FROM_S, RESUME_BUTTON_MS, RESUME_MAX_S, RESUME_MIN_S } from '../constants';
import type { ContentHistory } from './types';

/** The position to resume from, or null when playback should start from the beginning. */
export function resumePosition(history: ContentHistory | null | undefined): number | null {
  const seconds = history?.seconds;
  if (typeof seconds !== 'number' || !isResumable(seconds)) return null;
  if (history?.watch_percentage === 100) return null;
  return seconds;
}

/** 10 ≤ seconds ≤ 12600. */
export function isResumable(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= RESUME_MIN_S && seconds <= RESUME_MAX_S;
}

/** History seconds move only once this much has been watched. */
export function shouldSaveHistory(watchedS: number): boolean {
  return watchedS >= HISTORY_SAVE_FROM_S;
}

/** The position history would save now, or null while too little was watched. */
export function historySeconds(watchedS: number, position: number): number | null {
  if (!shouldSaveHistory(watchedS) || !Number.isFinite(position) || position < 0) return null;
  return Math.floor(position);
}

/** When the affordance shown at `shownAtMs` disappears. */
export function resumeOfferHideAt(shownAtMs: number): number {
  return shownAtMs + RESUME_BUTTON_MS;
}
