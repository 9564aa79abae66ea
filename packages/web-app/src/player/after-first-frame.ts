/**
 * Why (issue 38 item 4): a channel page rendered its whole side panel — the channel list with its logos, the
 * search, the category picker — in the same React pass as the player, between the stream's answer and the
 * player's manifest request; traced on a returning viewer's visit that pass and its layout took most of the main
 * thread before the first frame. What the viewer came for is the picture: the panel waits for the page's first
 * frame (PLAYBACK_STARTED_EVENT, sent by the app's player) or DEADLINE_MS, whichever comes first, so a channel that
 * cannot play (locked, refused) still gets its list.
 */
import { startTransition, useEffect, useState } from 'react';
import { PLAYBACK_STARTED_EVENT } from '../engagement/service-worker';

export const AFTER_FIRST_FRAME_DEADLINE_MS = 2500;

let played = false;
if (typeof window !== 'undefined') {
  window.addEventListener(PLAYBACK_STARTED_EVENT, () => {
    played = true;
  });
}

/**
 * False until this document's player has shown a first frame (or the deadline has passed), then true. `wait`
 * false (a page without a player first) is true at once, with no listener and no timer.
 */
export function useAfterFirstFrame(deadlineMs = AFTER_FIRST_FRAME_DEADLINE_MS, wait = true): boolean {
  const [ready, setReady] = useState(played);
  useEffect(() => {
    if (ready || !wait) return;
    const controller = new AbortController();
    const done = () => {
      controller.abort();
      // A transition: React renders the panel (the list, its logos, the guide) in slices of a few milliseconds
      // and yields between them, instead of one long task while the player starts (issue 38, Lighthouse's TBT).
      startTransition(() => setReady(true));
    };
    window.addEventListener(PLAYBACK_STARTED_EVENT, done, { signal: controller.signal });
    const timer = window.setTimeout(done, deadlineMs);
    controller.signal.addEventListener('abort', () => window.clearTimeout(timer));
    return () => controller.abort();
  }, [ready, deadlineMs, wait]);
  return ready || !wait;
}

/**
 * Resolves once this document's player has shown a first frame, or `deadlineMs` after the call, or when `signal`
 * aborts — whichever comes first; at once when the frame was shown already.
 */
export function afterFirstFrame(
  deadlineMs = AFTER_FIRST_FRAME_DEADLINE_MS,
  signal?: AbortSignal,
): Promise<void> {
  if (played || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const controller = new AbortController();
    const done = () => {
      controller.abort();
      resolve();
    };
    window.addEventListener(PLAYBACK_STARTED_EVENT, done, { signal: controller.signal });
    signal?.addEventListener('abort', done, { signal: controller.signal });
    const timer = setTimeout(done, deadlineMs);
    controller.signal.addEventListener('abort', () => clearTimeout(timer));
  });
}
