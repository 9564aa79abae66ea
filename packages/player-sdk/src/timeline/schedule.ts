/**
 * Why: the player must know which programme is on at any wall-clock second, for live and archive alike,
 * and the schedule call is the only source. §9 fixes the window (at least 72 h back, or the archive depth,
 * and 72 h ahead); §7 says failed loads only log and are tried 5 times, 3 s apart, before the viewer sees
 * `warning_no_program`. Lookups are binary searches because a 14-day archive holds thousands of items and
 * the position is asked on every time update.
 */
import type { Id } from '../types/id';
import {
  SCHEDULE_AHEAD_S,
  SCHEDULE_LOAD_ATTEMPTS,
  SCHEDULE_MIN_HOURS_BACK,
  SCHEDULE_RETRY_DELAY_MS,
  SECONDS_PER_HOUR,
} from './constants';
import type { Programme, TimelineChannel, TimelineTimers } from './types';

export interface ScheduleWindow {
  /** Unix seconds. */
  start: number;
  end: number;
}

/** The deepest archive any of the channel's day counts describes, 0 when none is given. */
export function archiveDepthDays(channel: TimelineChannel): number {
  const days = [channel.archived_days, channel.real_archived_days, channel.available_archived_days].filter(
    (d): d is number => typeof d === 'number' && Number.isFinite(d) && d > 0,
  );
  return days.length === 0 ? 0 : Math.max(...days);
}

export function scheduleWindow(nowMs: number, channel: TimelineChannel): ScheduleWindow {
  const nowSec = Math.floor(nowMs / 1000);
  const hoursBack = Math.max(SCHEDULE_MIN_HOURS_BACK, archiveDepthDays(channel) * 24);
  return { start: nowSec - hoursBack * SECONDS_PER_HOUR, end: nowSec + SCHEDULE_AHEAD_S };
}

export function programmeEnd(programme: Programme): number {
  return programme.timestamp + programme.duration;
}

function isUsable(item: Programme): boolean {
  return Number.isFinite(item.timestamp) && Number.isFinite(item.duration) && item.duration >= 0;
}

/**
 * Sorts by start and splits off items without a numeric start and duration, so one broken item cannot
 * break every lookup; the caller reports `rejected` instead of silently losing it.
 */
export function normaliseSchedule(items: readonly Programme[]): {
  programmes: Programme[];
  rejected: Programme[];
} {
  const programmes: Programme[] = [];
  const rejected: Programme[] = [];
  for (const item of items) (isUsable(item) ? programmes : rejected).push(item);
  programmes.sort((a, b) => a.timestamp - b.timestamp);
  return { programmes, rejected };
}

/** Index of the last programme starting at or before `timeSec`, or -1. */
function lastStartingBy(programmes: readonly Programme[], timeSec: number): number {
  let low = 0;
  let high = programmes.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const item = programmes[mid] as Programme;
    if (item.timestamp <= timeSec) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/** Index of the programme on air at `timeSec` (start inclusive, end exclusive), or -1 in a gap. */
export function programmeIndexAt(programmes: readonly Programme[], timeSec: number): number {
  const index = lastStartingBy(programmes, timeSec);
  if (index < 0) return -1;
  const item = programmes[index] as Programme;
  return timeSec < programmeEnd(item) ? index : -1;
}

export function programmeAt(programmes: readonly Programme[], timeSec: number): Programme | null {
  const index = programmeIndexAt(programmes, timeSec);
  return index < 0 ? null : (programmes[index] ?? null);
}

/** The first programme starting after `current` starts (gaps are skipped over, not invented). */
export function nextProgramme(programmes: readonly Programme[], current: Programme): Programme | null {
  const index = lastStartingBy(programmes, current.timestamp);
  return programmes[index + 1] ?? null;
}

/** The last programme starting before `current` starts. */
export function previousProgramme(programmes: readonly Programme[], current: Programme): Programme | null {
  const index = lastStartingBy(programmes, current.timestamp - 1);
  return index < 0 ? null : (programmes[index] ?? null);
}

export function findProgramme(programmes: readonly Programme[], id: Id): Programme | null {
  return programmes.find((p) => String(p.id) === String(id)) ?? null;
}

/** How far `timeSec` is into the programme, 0..1. */
export function programmeProgress(programme: Programme, timeSec: number): number {
  if (programme.duration <= 0) return timeSec >= programme.timestamp ? 1 : 0;
  const ratio = (timeSec - programme.timestamp) / programme.duration;
  return Math.min(1, Math.max(0, ratio));
}

export type ScheduleLoadResult =
  | { ok: true; programmes: Programme[]; rejected: Programme[]; attempts: number }
  | { ok: false; warning: 'warning_no_program'; attempts: number; errors: unknown[] };

export interface LoadScheduleOptions {
  fetchSchedule: (window: ScheduleWindow, signal: AbortSignal) => Promise<readonly Programme[]>;
  window: ScheduleWindow;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  /** §7: failures are only logged; the host decides where. */
  onAttemptFailed?: (error: unknown, attempt: number) => void;
}

class NoProgrammesError extends Error {
  constructor() {
    super('the schedule call returned no usable programmes');
    this.name = 'NoProgrammesError';
  }
}

/** An integrator's OperatorApi is typed, not checked: an answer that is no list says so instead of a TypeError. */
class MalformedScheduleError extends Error {
  constructor(answer: unknown) {
    super(`the schedule call answered ${answer === null ? 'null' : typeof answer}, not a list of programmes`);
    this.name = 'MalformedScheduleError';
  }
}

function asProgrammeList(answer: unknown): readonly Programme[] {
  if (!Array.isArray(answer)) throw new MalformedScheduleError(answer);
  return answer as readonly Programme[];
}

/**
 * Up to SCHEDULE_LOAD_ATTEMPTS tries, SCHEDULE_RETRY_DELAY_MS apart. An empty answer counts as a failed
 * try: the viewer-facing outcome §8 names is "no programmes after 5 attempts". Abort rejects with the
 * signal's reason and stops further tries.
 */
export async function loadSchedule(options: LoadScheduleOptions): Promise<ScheduleLoadResult> {
  const { fetchSchedule, window, sleep, signal, onAttemptFailed } = options;
  const errors: unknown[] = [];
  for (let attempt = 1; attempt <= SCHEDULE_LOAD_ATTEMPTS; attempt++) {
    signal.throwIfAborted();
    try {
      const { programmes, rejected } = normaliseSchedule(
        asProgrammeList(await fetchSchedule(window, signal)),
      );
      if (programmes.length > 0) return { ok: true, programmes, rejected, attempts: attempt };
      throw new NoProgrammesError();
    } catch (error) {
      signal.throwIfAborted();
      errors.push(error);
      onAttemptFailed?.(error, attempt);
    }
    if (attempt < SCHEDULE_LOAD_ATTEMPTS) await sleep(SCHEDULE_RETRY_DELAY_MS, signal);
  }
  return { ok: false, warning: 'warning_no_program', attempts: SCHEDULE_LOAD_ATTEMPTS, errors };
}

/** A `sleep` over injected timers that rejects with the signal's reason when aborted. */
export function sleepWith(timers: TimelineTimers): (ms: number, signal: AbortSignal) => Promise<void> {
  return (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = (): void => {
        timers.clearTimeout(handle);
        reject(signal.reason);
      };
      const handle = timers.setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });
}
