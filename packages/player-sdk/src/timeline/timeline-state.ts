/**
 * Why: the player's public state must carry everything a UI shows about the TV timeline, as plain data
 * (serialisable, comparable, safe to post to an embedding page). This file names that slice and derives it
 * from the controller's inputs in one pure function, so the controller stays a thin owner of time and I/O.
 */
import type { Id } from '../types/id';
import { programmeEnded } from './position';
import type { ProgrammeStepTarget } from './programme-step';
import { archiveDepthDays, programmeEnd, programmeProgress } from './schedule';
import { canScrub } from './scrub';
import type { SeekPreviews } from './seek-preview';
import { canPause, type PlaybackMode, type SkipPending } from './skip';
import { type TvProgress, tvProgress } from './tv-progress';
import type { Programme, TimelineChannel, TimelineWarningKey } from './types';

export interface ProgrammeSummary {
  id: Id;
  title: string | null;
  /** Unix seconds. */
  start: number;
  end: number;
  isCatchupAvailable: boolean;
  /** §4 archive flag: the programme has ended. */
  ended: boolean;
}

export type ScheduleStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface TimelineState {
  channelId: Id | null;
  scheduleStatus: ScheduleStatus;
  programme: ProgrammeSummary | null;
  /** 0..1 through the current programme. */
  progress: number;
  /** Wall-clock position in ms since the epoch (`new Date(positionMs)`), null before playback. */
  positionMs: number | null;
  isLive: boolean;
  isArchive: boolean;
  canScrub: boolean;
  canPause: boolean;
  /** Skip is offered: archive playback, or live on a channel with an archive (a step back enters it). */
  canSkip: boolean;
  skipPending: SkipPending | null;
  previewsAvailable: boolean;
  /** The TV progress bar, hover tooltip and thumbnail included. */
  bar: TvProgress | null;
  /** Whole-programme steps: where the stacked presses will land, and whether ‹ › lead anywhere. */
  programmeStep: ProgrammeStepState;
  warnings: TimelineWarningKey[];
}

export interface ProgrammeStepState {
  /** The programme the stacked steps will open (`live`: the one on air, played live); null when idle. */
  pending: (ProgrammeSummary & { live: boolean }) | null;
  canStepBack: boolean;
  canStepForward: boolean;
}

const NO_STEPS: ProgrammeStepState = { pending: null, canStepBack: false, canStepForward: false };

export const INITIAL_TIMELINE_STATE: TimelineState = {
  channelId: null,
  scheduleStatus: 'idle',
  programme: null,
  progress: 0,
  positionMs: null,
  isLive: false,
  isArchive: false,
  canScrub: false,
  canPause: true,
  canSkip: false,
  skipPending: null,
  previewsAvailable: false,
  bar: null,
  programmeStep: NO_STEPS,
  warnings: [],
};

function titleOf(programme: Programme): string | null {
  const nested = programme.program?.title;
  if (typeof nested === 'string' && nested !== '') return nested;
  return typeof programme.title === 'string' && programme.title !== '' ? programme.title : null;
}

export function summariseProgramme(programme: Programme, nowMs: number): ProgrammeSummary {
  return {
    id: programme.id,
    title: titleOf(programme),
    start: programme.timestamp,
    end: programmeEnd(programme),
    isCatchupAvailable: programme.is_catchup_available === true,
    ended: programmeEnded(programme, nowMs),
  };
}

export interface TimelineInputs {
  channel: TimelineChannel | null;
  scheduleStatus: ScheduleStatus;
  programme: Programme | null;
  mode: PlaybackMode | null;
  positionSec: number | null;
  nowMs: number;
  skipPending: SkipPending | null;
  previews: SeekPreviews | null;
  previewOriginSec: number | null;
  hoverFraction: number | null;
  warnings: readonly TimelineWarningKey[];
  stepPending?: ProgrammeStepTarget | null;
  stepsOffered?: { back: boolean; forward: boolean };
}

function programmeStepState(inputs: TimelineInputs): ProgrammeStepState {
  const pending = inputs.stepPending;
  const offered = inputs.stepsOffered;
  return {
    pending: pending
      ? { ...summariseProgramme(pending.programme, inputs.nowMs), live: pending.kind === 'live' }
      : null,
    canStepBack: offered?.back ?? false,
    canStepForward: offered?.forward ?? false,
  };
}

export function deriveTimelineState(inputs: TimelineInputs): TimelineState {
  const { channel, programme, mode, positionSec, nowMs } = inputs;
  if (!channel) return INITIAL_TIMELINE_STATE;
  const position = positionSec ?? nowMs / 1000;
  const bar =
    mode === null
      ? null
      : tvProgress({
          channel,
          programme,
          mode,
          positionSec: position,
          nowMs,
          hoverFraction: inputs.hoverFraction,
          previews: inputs.previews,
          previewOriginSec: inputs.previewOriginSec,
        });
  return {
    channelId: channel.id,
    scheduleStatus: inputs.scheduleStatus,
    programme: programme ? summariseProgramme(programme, nowMs) : null,
    progress: programme ? programmeProgress(programme, position) : 0,
    positionMs: positionSec === null ? null : Math.round(positionSec * 1000),
    isLive: mode === 'live',
    isArchive: mode === 'archive',
    canScrub: canScrub(channel, programme, nowMs),
    canPause: canPause(mode ?? 'live', channel).ok,
    canSkip: mode === 'archive' || (mode === 'live' && archiveDepthDays(channel) > 0),
    skipPending: inputs.skipPending,
    previewsAvailable: inputs.previews !== null,
    bar,
    programmeStep: mode === null ? NO_STEPS : programmeStepState(inputs),
    warnings: [...inputs.warnings],
  };
}
