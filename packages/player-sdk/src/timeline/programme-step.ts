/**
 * Why: the TV bar spans one programme (§2, §4), yet a viewer watching tonight wants last night's film. At
 * the bar's left edge the scrub carries on into the previous programme, and a larger step (Page Down / Page
 * Up, the ‹ › buttons) moves a whole programme at a time. Steps stack while the viewer presses (one stream
 * load for ten presses, as the §4 skip does), land only on programmes this viewer can open (catch-up
 * allowed, inside the archive days: banned ones are stepped over, not landed on) and never past the present:
 * stepping forward onto the programme on air goes to live.
 */
import { ARCHIVE_SCRUB_OFFSET_S, SKIP_DEBOUNCE_MS, SKIP_STEP_S } from '../constants';
import { programmeEnd } from './schedule';
import { availableRange, canScrub } from './scrub';
import type { Programme, TimelineChannel, TimelineTimers } from './types';

/** Where a step back lands in the programme: its start (a programme step) or near its end (a scrub). */
export type StepLanding = 'start' | 'end';

export type ProgrammeStepTarget =
  | { kind: 'archive'; programme: Programme; timeSec: number }
  | { kind: 'live'; programme: Programme };

export interface ProgrammeStepInput {
  /** The schedule, sorted by start. */
  programmes: readonly Programme[];
  from: Programme;
  direction: -1 | 1;
  channel: TimelineChannel;
  nowMs: number;
  landing?: StepLanding;
}

/** The index of `from` in the schedule, by start (the schedule holds one programme per start). */
function indexOf(programmes: readonly Programme[], from: Programme): number {
  let low = 0;
  let high = programmes.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const start = (programmes[mid] as Programme).timestamp;
    if (start === from.timestamp) return mid;
    if (start < from.timestamp) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/**
 * A scrub carried past a programme's start lands one skip step (10 s) before the boundary it crossed, as the
 * next press of ← would on one long bar; that is inside the §4 "duration − 5 s" clamp.
 */
function landingTime(programme: Programme, landing: StepLanding): number {
  if (landing === 'start') return programme.timestamp;
  const back = Math.max(ARCHIVE_SCRUB_OFFSET_S, SKIP_STEP_S);
  return Math.max(programme.timestamp, programmeEnd(programme) - back);
}

/** The nearest programme in `direction` this viewer can open, or null when there is none. */
export function programmeStep(input: ProgrammeStepInput): ProgrammeStepTarget | null {
  const { programmes, channel, nowMs, direction } = input;
  const nowSec = nowMs / 1000;
  const oldest = availableRange(channel, nowMs).start;
  for (let i = indexOf(programmes, input.from) + direction; i >= 0 && i < programmes.length; i += direction) {
    const candidate = programmes[i] as Programme;
    if (candidate.timestamp > nowSec) return null;
    if (direction > 0 && programmeEnd(candidate) > nowSec) return { kind: 'live', programme: candidate };
    if (direction < 0 && candidate.timestamp < oldest) return null;
    if (canScrub(channel, candidate, nowMs)) {
      const landing = direction < 0 ? (input.landing ?? 'start') : 'start';
      return { kind: 'archive', programme: candidate, timeSec: landingTime(candidate, landing) };
    }
  }
  return null;
}

export interface StepContext {
  programmes: readonly Programme[];
  current: Programme | null;
  channel: TimelineChannel | null;
  nowMs: number;
}

/** Whether a step back / forward from the programme on screen would go anywhere (for the ‹ › buttons). */
export function stepsOffered(context: StepContext): { back: boolean; forward: boolean } {
  const { current, channel } = context;
  if (!current || !channel) return { back: false, forward: false };
  const from = { ...context, from: current, channel };
  return {
    back: programmeStep({ ...from, direction: -1 }) !== null,
    forward: programmeStep({ ...from, direction: 1 }) !== null,
  };
}

export interface ProgrammeStepperOptions {
  timers: TimelineTimers;
  /** What the step starts from: the schedule, the programme on screen, the channel, the clock. */
  context: () => StepContext;
  /** The stacked steps are due: go there. */
  apply: (target: ProgrammeStepTarget) => void;
  onPendingChange: (pending: ProgrammeStepTarget | null) => void;
  signal: AbortSignal;
}

export interface ProgrammeStepper {
  /** False when there is nowhere to go in that direction (the press is ignored). */
  press(direction: -1 | 1, landing?: StepLanding): boolean;
  pending(): ProgrammeStepTarget | null;
  cancel(): void;
}

export function createProgrammeStepper(options: ProgrammeStepperOptions): ProgrammeStepper {
  let pending: ProgrammeStepTarget | null = null;
  /** Where the last due steps went, until the player is there: a press meanwhile goes on from it. */
  let sent: Programme | null = null;
  let debounce: unknown = null;

  const cancel = (): void => {
    if (debounce !== null) options.timers.clearTimeout(debounce);
    debounce = null;
    sent = null;
    if (pending) {
      pending = null;
      options.onPendingChange(null);
    }
  };
  options.signal.addEventListener('abort', cancel, { once: true });

  const fire = (): void => {
    debounce = null;
    const target = pending;
    pending = null;
    options.onPendingChange(null);
    if (!target || options.signal.aborted) return;
    sent = target.programme;
    options.apply(target);
  };

  return {
    press(direction, landing) {
      const context = options.context();
      if (sent && context.current?.timestamp === sent.timestamp) sent = null;
      const from = pending?.programme ?? sent ?? context.current;
      const { channel } = context;
      if (!from || !channel || options.signal.aborted) return false;
      const target = programmeStep({ ...context, channel, from, direction, landing });
      if (!target) return false;
      pending = target;
      if (debounce !== null) options.timers.clearTimeout(debounce);
      debounce = options.timers.setTimeout(fire, SKIP_DEBOUNCE_MS);
      options.onPendingChange(target);
      return true;
    },
    pending: () => pending,
    cancel,
  };
}
