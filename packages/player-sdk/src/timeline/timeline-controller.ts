/**
 * Why: the policies are pure; something must own the schedule, the clock, the skip timers and the last
 * known position for one channel, and tell the player what to load. This is that thin owner. It never
 * touches the engine or the DOM: the player feeds it samples and stream loads, and acts on the decisions
 * and events it returns (README.md in this folder shows the wiring).
 */
import mitt from 'mitt';
import type { Id, OperatorApi } from '../api/operator-api';
import type { StreamResponse } from '../types/stream-response';
import { decidePlayback, type PlaybackDecision } from './availability';
import { archiveStreamOrigin, boundaryTransition, resolvePosition, wallClockPosition } from './position';
import { loadSchedule, programmeAt, scheduleWindow, sleepWith } from './schedule';
import { scrubTarget } from './scrub';
import { loadSeekPreviews, type SeekPreviews } from './seek-preview';
import {
  canPause,
  createSkipController,
  type PauseVerdict,
  type PlaybackMode,
  type SkipPending,
} from './skip';
import {
  deriveTimelineState,
  INITIAL_TIMELINE_STATE,
  type ScheduleStatus,
  type TimelineState,
} from './timeline-state';
import type { PlatformConfig, Programme, TimelineChannel, TimelineTimers, TimelineWarningKey } from './types';

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

export type StreamTarget =
  | { kind: 'live' }
  | { kind: 'programme'; id: Id }
  | { kind: 'position'; timeSec: number };

export interface OpenOptions {
  platform?: PlatformConfig | null;
  packets?: readonly unknown[] | null;
  parentalCheckPassed?: boolean;
  childProfile?: boolean;
  adPlayingInFullMode?: boolean;
}

/** What the engine reports on each time update. */
export interface PlaybackSample {
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

export function createTimelineController(options: TimelineControllerOptions) {
  const { api, now, timers } = options;
  const emitter = mitt<TimelineEvents>();
  const lifetime = new AbortController();
  const onOuterAbort = (): void => destroy();
  options.signal.addEventListener('abort', onOuterAbort, { once: true });

  let channel: TimelineChannel | null = null;
  let context: OpenOptions = {};
  let programmes: Programme[] = [];
  let scheduleStatus: ScheduleStatus = 'idle';
  let scheduleAbort: AbortController | null = null;
  let current: Programme | null = null;
  let mode: PlaybackMode | null = null;
  let positionSec: number | null = null;
  let originSec = 0;
  let previews: SeekPreviews | null = null;
  let hoverFraction: number | null = null;
  let skipPending: SkipPending | null = null;
  let warnings: TimelineWarningKey[] = [];
  let transitionFrom: Id | null = null;
  let state: TimelineState = INITIAL_TIMELINE_STATE;

  const publish = (): void => {
    state = deriveTimelineState({
      channel,
      scheduleStatus,
      programme: current,
      mode,
      positionSec,
      nowMs: now(),
      skipPending,
      previews,
      previewOriginSec: previews ? originSec : null,
      hoverFraction,
      warnings,
    });
    emitter.emit('state', state);
  };
  const warn = (key: TimelineWarningKey): void => {
    if (!warnings.includes(key)) warnings = [...warnings, key];
    emitter.emit('warning', { key });
    publish();
  };
  const setCurrent = (next: Programme | null): void => {
    if (next === current) return;
    const previous = current;
    current = next;
    emitter.emit('programmechange', { previous, current: next });
  };
  const decide = (ts: number | null, programme: Programme | null): PlaybackDecision => {
    if (!channel) throw new Error('timeline: open(channel) before asking for a stream');
    return decidePlayback({ channel, ts, programme, nowMs: now(), ...context });
  };

  const skip = createSkipController({
    timers,
    signal: lifetime.signal,
    context: () => ({
      mode: mode ?? 'live',
      positionSec: positionSec ?? now() / 1000,
      programme: current,
      nowMs: now(),
    }),
    apply: (targetSec) =>
      emitter.emit('skip', {
        targetSec,
        decision: streamRequestFor({ kind: 'position', timeSec: targetSec }),
      }),
    resumePlay: () => emitter.emit('resumeplay', undefined),
    onPendingChange: (pending) => {
      skipPending = pending;
      publish();
    },
  });

  async function open(next: TimelineChannel, openOptions: OpenOptions = {}): Promise<void> {
    scheduleAbort?.abort(new Error('timeline: another channel was opened'));
    skip.cancel();
    channel = next;
    context = openOptions;
    programmes = [];
    current = null;
    mode = null;
    positionSec = null;
    previews = null;
    warnings = [];
    transitionFrom = null;
    scheduleStatus = 'loading';
    publish();
    const abort = new AbortController();
    scheduleAbort = abort;
    const signal = AbortSignal.any([abort.signal, lifetime.signal]);
    const channelId = next.id;
    try {
      const result = await loadSchedule({
        window: scheduleWindow(now(), next),
        fetchSchedule: (window, s) => api.schedule(channelId, window, { signal: s }),
        sleep: sleepWith(timers),
        signal,
        onAttemptFailed: (error, attempt) =>
          options.log?.(`schedule of channel ${channelId}, attempt ${attempt}`, error),
      });
      if (result.ok) {
        programmes = result.programmes;
        scheduleStatus = 'ready';
        setCurrent(programmeAt(programmes, positionSec ?? now() / 1000));
        publish();
      } else {
        scheduleStatus = 'failed';
        warn(result.warning);
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }

  function setContext(partial: OpenOptions): void {
    context = { ...context, ...partial };
  }

  /** live, or archive with ts = the programme start or the rounded position, through the §5 rules. */
  function streamRequestFor(target: StreamTarget): PlaybackDecision {
    if (target.kind === 'live') return decide(null, null);
    if (target.kind === 'programme') {
      const programme = programmes.find((p) => String(p.id) === String(target.id));
      if (!programme) throw new Error(`timeline: programme ${target.id} is not in the loaded schedule`);
      return decide(programme.timestamp, programme);
    }
    if (!channel) throw new Error('timeline: open(channel) before asking for a stream');
    const resolved = resolvePosition(target.timeSec, now(), channel);
    const ts = resolved.kind === 'live' ? Math.min(target.timeSec, now() / 1000) : resolved.ts;
    return decide(ts, programmeAt(programmes, ts));
  }

  /** The player loaded a stream: returns where to start in it (archive offset), loads previews. */
  function streamLoaded(loaded: { mode: PlaybackMode; stream: StreamResponse; ts?: number }): {
    startOffsetS: number;
  } {
    mode = loaded.mode;
    transitionFrom = null;
    warnings = warnings.filter((w) => w === 'warning_no_program');
    const origin =
      loaded.mode === 'archive' && typeof loaded.ts === 'number'
        ? archiveStreamOrigin(loaded.ts, loaded.stream.stream_info)
        : { originSec: 0, startOffsetS: 0 };
    originSec = origin.originSec;
    positionSec = loaded.mode === 'archive' ? origin.originSec + origin.startOffsetS : now() / 1000;
    setCurrent(programmeAt(programmes, positionSec));
    previews = null;
    publish();
    if (options.fetch) {
      const forStream = loaded.stream;
      loadSeekPreviews(forStream, { fetch: options.fetch, signal: lifetime.signal })
        .then((result) => {
          if (result.ok && mode === loaded.mode) {
            previews = result.previews;
            publish();
          } else if (!result.ok && result.error) options.log?.('seek previews unavailable', result.error);
        })
        .catch(() => undefined);
    }
    return { startOffsetS: origin.startOffsetS };
  }

  /** Feed on every time update. Returns the stream to load when archive playback crosses a boundary. */
  function update(sample: PlaybackSample): PlaybackDecision | null {
    if (!channel || mode === null || lifetime.signal.aborted) return null;
    const date =
      mode === 'live'
        ? wallClockPosition({
            mode,
            nowMs: now(),
            behindLiveS: sample.behindLiveS,
            programDateTimeMs: sample.programDateTimeMs,
          })
        : wallClockPosition({
            mode,
            originSec,
            mediaTimeS: sample.mediaTimeS,
            programDateTimeMs: sample.programDateTimeMs,
          });
    positionSec = date.getTime() / 1000;
    let decision: PlaybackDecision | null = null;
    if (mode === 'archive' && current && transitionFrom !== current.id) {
      const transition = boundaryTransition(programmes, current, positionSec);
      if (transition.kind === 'next' || transition.kind === 'previous') {
        transitionFrom = current.id;
        const edge = transition.kind === 'next' ? transition.programme.timestamp : positionSec;
        decision = decide(edge, transition.programme);
        setCurrent(transition.programme);
        emitter.emit('boundary', { decision });
      }
    } else if (mode === 'live' || !current) {
      setCurrent(programmeAt(programmes, positionSec));
    }
    publish();
    return decision;
  }

  /** Media time in the loaded archive stream for a wall-clock target, or null when a new stream is needed. */
  function seekTimeFor(targetSec: number): number | null {
    if (mode !== 'archive' || !current) return null;
    if (targetSec < current.timestamp || targetSec >= current.timestamp + current.duration) return null;
    return targetSec >= originSec ? targetSec - originSec : null;
  }

  function pause(): PauseVerdict {
    const verdict = channel ? canPause(mode ?? 'live', channel) : ({ ok: true } as const);
    if (!verdict.ok) warn(verdict.key);
    return verdict;
  }

  function scrub(offsetS: number, adPlayingInFullMode = false): PlaybackDecision | { kind: 'refused_scrub' } {
    if (!channel || !current) return { kind: 'refused_scrub' };
    const result = scrubTarget({ channel, programme: current, offsetS, nowMs: now(), adPlayingInFullMode });
    if (result.kind === 'refused') return { kind: 'refused_scrub' };
    if (result.kind === 'external') return { kind: 'external' };
    return result.kind === 'live' ? decide(null, null) : decide(result.ts, current);
  }

  function hover(fraction: number | null): void {
    hoverFraction = fraction;
    publish();
  }

  function destroy(): void {
    if (lifetime.signal.aborted) return;
    lifetime.abort(new Error('timeline destroyed'));
    options.signal.removeEventListener('abort', onOuterAbort);
    scheduleAbort?.abort(new Error('timeline destroyed'));
    skip.cancel();
    emitter.all.clear();
  }

  return {
    open,
    setContext,
    streamRequestFor,
    streamLoaded,
    update,
    seekTimeFor,
    pause,
    scrub,
    hover,
    skip: (direction: 1 | -1) => skip.press(direction),
    programmes: (): readonly Programme[] => programmes,
    wallClock: (): Date | null => (positionSec === null ? null : new Date(positionSec * 1000)),
    getState: (): TimelineState => state,
    on: emitter.on,
    off: emitter.off,
    destroy,
  };
}

export type TimelineController = ReturnType<typeof createTimelineController>;
