/**
 * Why (issue 38): with an early player (early-player.ts) a returning viewer's first frame needs only the player's
 * own work — the engine, the playlists, the first segment, the decoder — but React's first render of the channel
 * page (header, notification host, page meta, the page: one long task, docs/performance.md) ran in the middle of
 * it on the same main thread, and the early player's work queued behind it (≈ 330 ms from creation to first frame
 * against ≈ 195 ms for the page's own player). So the entry holds React's first render while an early player is
 * being started and has not shown its first frame: released by its first frame, its failure, its absence (no
 * player was started after all), or FIRST_RENDER_CAP_MS after the navigation, whichever comes first. Meanwhile
 * the HTML shell (the header's logo, a spinner) and the video are on screen; nothing that would do nothing.
 *
 * The cap, 1.5 s from the navigation, from the A/B runs of 2026-11-28 (local profile, load 11–17): the early
 * player's first frame came at 520–980 ms in most visits, but in a third of them later, and a 1 s cap that fired
 * in the middle of the player's last steps let React's long render run beside them: those visits showed their first frame
 * at 1.03–1.97 s, later than main's page-created player (its medians 1.0–1.2 s). With 1.5 s a start that works
 * is not cut on a loaded machine, and a stuck one (an error releases at once) costs the page at most that before
 * React renders as it did without the hold.
 */

/** React's first render waits at most this long from the navigation for the early player's first frame. */
export const FIRST_RENDER_CAP_MS = 1500;
/** User-timing mark: when React's first render was allowed (read by the web app's benchmark's traces). */
export const MARK_RENDER_RELEASED = 'onair:render-released';

export interface HoldClock {
  /** Milliseconds since the navigation (performance.now()). */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
}

const browserClock: HoldClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
};

/** Resolves once `until` settles (either way) or at `capMs` from the navigation, whichever comes first. */
export function releaseOf(
  until: Promise<unknown>,
  { capMs = FIRST_RENDER_CAP_MS, clock = browserClock }: { capMs?: number; clock?: HoldClock } = {},
): Promise<void> {
  return new Promise<void>((resolve) => {
    const left = capMs - clock.now();
    if (left <= 0) {
      resolve();
      return;
    }
    clock.setTimeout(resolve, left);
    until.then(
      () => resolve(),
      () => resolve(),
    );
  });
}

let hold: Promise<void> | null = null;
let released = false;

/** The entry's part: the first render waits for `until` (an early player's first frame), capped. */
export function holdFirstRender(until: Promise<unknown>, options?: Parameters<typeof releaseOf>[1]): void {
  released = false;
  hold = releaseOf(until, options);
  void hold.then(() => {
    released = true;
  });
}

/**
 * Whether the first render is no longer held: let go (by the cap, mostly, while a first visit's chain is still
 * under way), or never held. An early player started after that would share the main thread with React's render
 * (early-player.ts says what a first visit does then).
 */
export function firstRenderReleased(): boolean {
  return hold === null || released;
}

/** What the entry's first render waits for: at once when nothing holds it (every start without an early player). */
export function firstRenderAllowed(): Promise<void> {
  if (!hold) return Promise.resolve();
  return hold.then(() => {
    globalThis.performance?.mark?.(MARK_RENDER_RELEASED);
  });
}
