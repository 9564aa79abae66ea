/**
 * Why: the timeline controller's pieces (the stacked presses, the stream loads, the schedule) share one
 * channel's facts — its schedule, the programme on screen, the playback mode and position, the warnings —
 * and one published state. This is that shared part, so each piece is a small attacher over it
 * (timeline-controller.ts puts them together).
 */
import mitt, { type Emitter } from 'mitt';
import type { OpenOptions, TimelineControllerOptions, TimelineEvents } from './controller-types';
import { type ProgrammeStepTarget, type StepContext, stepsOffered } from './programme-step';
import type { SeekPreviews } from './seek-preview';
import type { PlaybackMode, SkipPending } from './skip';
import type { RequestEnv } from './stream-request';
import {
  deriveTimelineState,
  INITIAL_TIMELINE_STATE,
  type ScheduleStatus,
  type TimelineState,
} from './timeline-state';
import type { Programme, TimelineChannel, TimelineWarningKey } from './types';

export interface TimelineCore {
  readonly options: TimelineControllerOptions;
  readonly emitter: Emitter<TimelineEvents>;
  /** The controller's lifetime: aborted by destroy. */
  readonly lifetime: AbortController;
  channel: TimelineChannel | null;
  context: OpenOptions;
  programmes: Programme[];
  scheduleStatus: ScheduleStatus;
  current: Programme | null;
  mode: PlaybackMode | null;
  /** Where playback is, unix seconds; null before a stream is loaded. */
  positionSec: number | null;
  /** The loaded archive stream's start, unix seconds. */
  originSec: number;
  previews: SeekPreviews | null;
  hoverFraction: number | null;
  skipPending: SkipPending | null;
  /** A programme step waiting to land (programme-step.ts), read when the state is published. */
  stepPending: () => ProgrammeStepTarget | null;
  warnings: TimelineWarningKey[];
  state: TimelineState;
  publish(): void;
  warn(key: TimelineWarningKey): void;
  setCurrent(next: Programme | null): void;
  stepContext(): StepContext;
  /** What the §5 stream rules need; throws before a channel is open. */
  env(): RequestEnv;
}

export function createTimelineCore(options: TimelineControllerOptions): TimelineCore {
  const { now } = options;
  const emitter = mitt<TimelineEvents>();
  const core: TimelineCore = {
    options,
    emitter,
    lifetime: new AbortController(),
    channel: null,
    context: {},
    programmes: [],
    scheduleStatus: 'idle',
    current: null,
    mode: null,
    positionSec: null,
    originSec: 0,
    previews: null,
    hoverFraction: null,
    skipPending: null,
    stepPending: () => null,
    warnings: [],
    state: INITIAL_TIMELINE_STATE,
    publish() {
      core.state = deriveTimelineState({
        channel: core.channel,
        scheduleStatus: core.scheduleStatus,
        programme: core.current,
        mode: core.mode,
        positionSec: core.positionSec,
        nowMs: now(),
        skipPending: core.skipPending,
        previews: core.previews,
        previewOriginSec: core.previews ? core.originSec : null,
        hoverFraction: core.hoverFraction,
        warnings: core.warnings,
        stepPending: core.stepPending(),
        stepsOffered: stepsOffered(core.stepContext()),
      });
      emitter.emit('state', core.state);
    },
    warn(key) {
      if (!core.warnings.includes(key)) core.warnings = [...core.warnings, key];
      emitter.emit('warning', { key });
      core.publish();
    },
    setCurrent(next) {
      if (next === core.current) return;
      const previous = core.current;
      core.current = next;
      emitter.emit('programmechange', { previous, current: next });
    },
    stepContext: () => ({
      programmes: core.programmes,
      current: core.current,
      channel: core.channel,
      nowMs: now(),
    }),
    env() {
      if (!core.channel) throw new Error('timeline: open(channel) before asking for a stream');
      return { channel: core.channel, programmes: core.programmes, nowMs: now(), context: core.context };
    },
  };
  return core;
}
