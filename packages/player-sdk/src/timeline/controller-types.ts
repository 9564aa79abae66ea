/**
 * The controller's public shapes, apart from its code so the player core can import them alone:
 * what it needs, what the engine feeds it and the events it emits.
 */
import type { OperatorApi } from '../api/operator-api';
import type { PlaybackDecision } from './availability';
import type { SampleOrigin } from './position';
import type { PlaybackContext } from './stream-request';
import type { TimelineState } from './timeline-state';
import type { Programme, TimelineTimers, TimelineWarningKey } from './types';

export interface TimelineControllerOptions {
  api: Pick<OperatorApi, 'schedule'>;
  now: () => number;
  timers: TimelineTimers;
  signal: AbortSignal;
  /** For the seek-preview timings file; previews stay absent without it. */
  fetch?: typeof fetch;
  /** §7: failed schedule loads are only logged. */
  log?: (message: string, error: unknown) => void;
}

/** How the player opens a channel: the host facts the §5 rules need. */
export type OpenOptions = PlaybackContext;

/** What the engine reports on each time update (`stream`, `readyState`: see position.ts sampleCounts). */
export interface PlaybackSample extends SampleOrigin {
  mediaTimeS: number;
  /** Live: seconds behind the seekable end. */
  behindLiveS?: number;
  programDateTimeMs?: number | null;
}

export type TimelineEvents = {
  programmechange: { previous: Programme | null; current: Programme | null };
  /** Archive playback crossed a programme boundary: load this. */
  boundary: { decision: PlaybackDecision };
  /** The stacked skip is due: seek to `targetSec` (unix s), or load `decision` when outside the stream. */
  skip: { targetSec: number; decision: PlaybackDecision };
  resumeplay: undefined;
  warning: { key: TimelineWarningKey };
  state: TimelineState;
};
