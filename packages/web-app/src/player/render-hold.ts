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
 * The cap: on the local profile the early player's first frame came at ≈ 770 ms from the navigation on a loaded
 * machine (2026-11-27 runs) and the app's own first render at ≈ 1 s; a 1 s cap never holds a working start on the
 * local profile yet bounds what a slow network (a first frame past 1.5 s on the 4G-like profile) costs the rest of
 * the page: from then on React renders beside the player as it did without the hold.
 */

/** React's first render waits at most this long from the navigation for the early player's first frame. */
export const FIRST_RENDER_CAP_MS = 1000;
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

/** The entry's part: the first render waits for `until` (an early player's first frame), capped. */
export function holdFirstRender(until: Promise<unknown>, options?: Parameters<typeof releaseOf>[1]): void {
  hold = releaseOf(until, options);
}

/** What the entry's first render waits for: at once when nothing holds it (every start without an early player). */
export function firstRenderAllowed(): Promise<void> {
  if (!hold) return Promise.resolve();
  return hold.then(() => {
    globalThis.performance?.mark?.(MARK_RENDER_RELEASED);
  });
}
