/**
 * Why: on a TV archive a "skip 10 s" is not a local seek when the archive is served per request; tapping
 * three times must cost one reload, not three. §4: skipping works only in archive mode, 10 s per step,
 * steps stack, they are applied after 500 ms without another press, then play resumes 400 ms later; the
 * target never passes the present and stays inside the schedule item being watched. Pausing live on a
 * channel without archive cannot be resumed from where it stopped, so it is refused with
 * `warning_archive_no_pause`. The arithmetic is a pure reducer; the controller only owns the two timers.
 */
import { ARCHIVE_SCRUB_OFFSET_S, SKIP_DEBOUNCE_MS, SKIP_RESUME_PLAY_MS, SKIP_STEP_S } from '../constants';
import { archiveDepthDays, programmeEnd } from './schedule';
import type { Programme, TimelineChannel, TimelineTimers } from './types';

export type PlaybackMode = 'live' | 'archive';

export interface SkipState {
  /** Signed count of stacked steps (+ forward, − back). */
  steps: number;
  /** Wall-clock position (unix s) when the first stacked press came. */
  originSec: number | null;
}

export const IDLE_SKIP: SkipState = { steps: 0, originSec: null };

export function pressSkip(state: SkipState, direction: 1 | -1, positionSec: number): SkipState {
  return { steps: state.steps + direction, originSec: state.originSec ?? positionSec };
}

/** The reachable span for a skip: inside the programme, never past now. */
export function skipBounds(programme: Programme, nowMs: number): { min: number; max: number } {
  const min = programme.timestamp;
  const lastSafe = Math.max(min, programmeEnd(programme) - ARCHIVE_SCRUB_OFFSET_S);
  return { min, max: Math.max(min, Math.min(lastSafe, nowMs / 1000)) };
}

export function skipTarget(state: SkipState, programme: Programme, nowMs: number): number | null {
  if (state.originSec === null || state.steps === 0) return null;
  const { min, max } = skipBounds(programme, nowMs);
  return Math.min(max, Math.max(min, state.originSec + state.steps * SKIP_STEP_S));
}

export type PauseVerdict = { ok: true } | { ok: false; key: 'warning_archive_no_pause' };

/** §4: live video on a channel without archive days cannot be paused. */
export function canPause(mode: PlaybackMode, channel: TimelineChannel): PauseVerdict {
  if (mode === 'live' && archiveDepthDays(channel) === 0)
    return { ok: false, key: 'warning_archive_no_pause' };
  return { ok: true };
}

export interface SkipContext {
  mode: PlaybackMode;
  positionSec: number;
  programme: Programme | null;
  nowMs: number;
  /** The channel's archive depth: on live, a step back goes into the archive when it keeps one. */
  archiveDays?: number;
}

/**
 * §4 "skipping works only in archive mode": on live, a step back on a channel with an archive is the way into
 * that archive (it becomes archive playback); a step forward on live has nowhere to go (never past the present).
 */
export function skipAllowed(context: SkipContext, stackedSteps: number, direction: 1 | -1): boolean {
  if (!context.programme) return false;
  if (context.mode === 'archive') return true;
  return (context.archiveDays ?? 0) > 0 && stackedSteps + direction < 0;
}

export interface SkipPending {
  steps: number;
  targetSec: number;
}

export type SkipPressResult =
  | { accepted: true; pending: SkipPending }
  | { accepted: false; reason: 'not_archive' };

export interface SkipControllerOptions {
  timers: TimelineTimers;
  context: () => SkipContext;
  /**
   * Go to the stacked target (seek in the loaded archive, or ask for a new one). `false`: a stream must load
   * first, so presses meanwhile stack on this target until `landed()`; anything else: the player is there.
   */
  apply: (targetSec: number) => boolean | undefined;
  resumePlay: () => void;
  onPendingChange?: (pending: SkipPending | null) => void;
  signal?: AbortSignal;
}

export interface SkipController {
  press(direction: 1 | -1): SkipPressResult;
  pending(): SkipPending | null;
  /** The stream the last skip asked for is loaded: presses stack on the position again. */
  landed(): void;
  cancel(): void;
}

export function createSkipController(options: SkipControllerOptions): SkipController {
  const { timers } = options;
  let state = IDLE_SKIP;
  let programme: Programme | null = null;
  let debounce: unknown = null;
  let resume: unknown = null;
  /**
   * Where the last skip went while its stream loads: the position still shows the old stream then (live,
   * say), and a press stacked on it would undo that skip — on a slow machine, presses 600 ms apart did.
   */
  let sent: number | null = null;

  const clear = (handle: unknown): null => {
    if (handle !== null) timers.clearTimeout(handle);
    return null;
  };
  const pendingNow = (): SkipPending | null => {
    if (!programme) return null;
    const targetSec = skipTarget(state, programme, options.context().nowMs);
    return targetSec === null ? null : { steps: state.steps, targetSec };
  };
  const reset = (): void => {
    const had = state.originSec !== null;
    state = IDLE_SKIP;
    programme = null;
    if (had) options.onPendingChange?.(null);
  };
  const cancel = (): void => {
    sent = null;
    debounce = clear(debounce);
    resume = clear(resume);
    reset();
  };
  options.signal?.addEventListener('abort', cancel, { once: true });

  const fire = (): void => {
    debounce = null;
    const pending = pendingNow();
    const had = state.originSec !== null;
    state = IDLE_SKIP;
    programme = null;
    const target = options.signal?.aborted ? null : (pending?.targetSec ?? null);
    // Applied before "nothing pending" is reported: the state that says the skip is done must already carry
    // where it went, or a reader sees the old position with no skip pending (and the bar jumps back).
    if (target !== null) sent = options.apply(target) === false ? target : null;
    if (had) options.onPendingChange?.(null);
    if (target === null) return;
    resume = timers.setTimeout(() => {
      resume = null;
      options.resumePlay();
    }, SKIP_RESUME_PLAY_MS);
  };

  return {
    press(direction) {
      const context = options.context();
      if (!skipAllowed(context, state.steps, direction) || options.signal?.aborted || !context.programme) {
        return { accepted: false, reason: 'not_archive' };
      }
      resume = clear(resume);
      programme = programme ?? context.programme;
      state = pressSkip(state, direction, sent ?? context.positionSec);
      debounce = clear(debounce);
      debounce = timers.setTimeout(fire, SKIP_DEBOUNCE_MS);
      const pending = pendingNow() ?? {
        steps: state.steps,
        targetSec: state.originSec ?? context.positionSec,
      };
      options.onPendingChange?.(pending);
      return { accepted: true, pending };
    },
    pending: pendingNow,
    landed: () => {
      sent = null;
    },
    cancel,
  };
}
