/**
 * Why: the policies are pure; something must own the schedule, the clock, the skip timers and the last
 * known position for one channel, and tell the player what to load. This is that thin owner. It never
 * touches the engine or the DOM: the player feeds it samples and stream loads, and acts on the decisions
 * and events it returns (README.md in this folder shows the wiring).
 */
import mitt from 'mitt';
import type { StreamResponse } from '../types/stream-response';
import type { PlaybackDecision } from './availability';
import type {
  OpenOptions,
  PlaybackSample,
  TimelineControllerOptions,
  TimelineEvents,
} from './controller-types';
import { archiveSeekTime, archiveStreamOrigin, sampleCounts, sampleWallClock } from './position';
import { createProgrammeStepper, type StepContext, stepsOffered } from './programme-step';
import { archiveDepthDays, loadSchedule, programmeAt, scheduleWindow, sleepWith } from './schedule';
import { loadSeekPreviews, type SeekPreviews } from './seek-preview';
import {
  canPause,
  createSkipController,
  type PauseVerdict,
  type PlaybackMode,
  type SkipPending,
} from './skip';
import {
  boundaryDecision,
  type RequestEnv,
  type ScrubDecision,
  type StreamTarget,
  scrubDecision,
  streamDecision,
} from './stream-request';
import {
  deriveTimelineState,
  INITIAL_TIMELINE_STATE,
  type ScheduleStatus,
  type TimelineState,
} from './timeline-state';
import type { Programme, TimelineChannel, TimelineWarningKey } from './types';

export type {
  OpenOptions,
  PlaybackSample,
  TimelineControllerOptions,
  TimelineEvents,
} from './controller-types';

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
  let streamGeneration = 0;
  let hoverFraction: number | null = null;
  let skipPending: SkipPending | null = null;
  let warnings: TimelineWarningKey[] = [];
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
      stepPending: stepper.pending(),
      stepsOffered: stepsOffered(stepContext()),
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

  const stepContext = (): StepContext => ({ programmes, current, channel, nowMs: now() });
  // Steps land like a stacked skip: the player seeks inside the loaded archive or loads the new target.
  const stepper = createProgrammeStepper({
    timers,
    signal: lifetime.signal,
    context: stepContext,
    apply: (target) => {
      const live = target.kind === 'live';
      const targetSec = live ? now() / 1000 : target.timeSec;
      const decision = streamRequestFor(live ? { kind: 'live' } : { kind: 'position', timeSec: targetSec });
      emitter.emit('skip', { targetSec, decision });
    },
    onPendingChange: () => publish(),
  });
  const skip = createSkipController({
    timers,
    signal: lifetime.signal,
    context: () => ({
      mode: mode ?? 'live',
      positionSec: positionSec ?? now() / 1000,
      programme: current,
      nowMs: now(),
      archiveDays: channel ? archiveDepthDays(channel) : 0,
    }),
    apply: (targetSec) => {
      const decision = streamRequestFor({ kind: 'position', timeSec: targetSec });
      // Inside the loaded stream the player seeks at once: from now on the picture is at the target. The
      // next time update comes only when the seek completes (long on a busy machine); until then a press
      // must stack on the target and the bar must not show the second the skip left.
      const inStream = seekTimeFor(targetSec) !== null;
      if (inStream) positionSec = targetSec;
      emitter.emit('skip', { targetSec, decision });
      return inStream;
    },
    resumePlay: () => emitter.emit('resumeplay', undefined),
    onPendingChange: (pending) => {
      skipPending = pending;
      publish();
    },
  });

  async function open(next: TimelineChannel, openOptions: OpenOptions = {}): Promise<void> {
    scheduleAbort?.abort(new Error('timeline: another channel was opened'));
    skip.cancel();
    stepper.cancel();
    channel = next;
    context = openOptions;
    programmes = [];
    current = null;
    mode = null;
    positionSec = null;
    previews = null;
    warnings = [];
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

  function env(): RequestEnv {
    if (!channel) throw new Error('timeline: open(channel) before asking for a stream');
    return { channel, programmes, nowMs: now(), context };
  }

  function streamRequestFor(target: StreamTarget): PlaybackDecision {
    return streamDecision(target, env());
  }

  /**
   * The player loads a stream: returns where to start in it (archive offset) and its number, which the
   * player passes back with each time update of that stream (`PlaybackSample.stream`); loads previews.
   */
  function streamLoaded(loaded: { mode: PlaybackMode; stream: StreamResponse; ts?: number }): {
    startOffsetS: number;
    stream: number;
  } {
    const generation = ++streamGeneration;
    skip.landed();
    mode = loaded.mode;
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
      loadSeekPreviews(loaded.stream, { fetch: options.fetch, signal: lifetime.signal })
        .then((result) => {
          if (result.ok && generation === streamGeneration) {
            previews = result.previews;
            publish();
          } else if (!result.ok && result.error) options.log?.('seek previews unavailable', result.error);
        })
        .catch(() => undefined);
    }
    return { startOffsetS: origin.startOffsetS, stream: generation };
  }

  /** Feed on every time update. Returns the stream to load when archive playback crosses a boundary. */
  function update(sample: PlaybackSample): PlaybackDecision | null {
    if (!channel || mode === null || lifetime.signal.aborted) return null;
    if (!sampleCounts(sample, streamGeneration)) return null;
    const date = sampleWallClock(sample, mode === 'live' ? { mode, nowMs: now() } : { mode, originSec });
    positionSec = date.getTime() / 1000;
    let decision: PlaybackDecision | null = null;
    const handover = mode === 'archive' && current ? boundaryDecision(current, positionSec, env()) : null;
    if (handover) {
      decision = handover.decision;
      setCurrent(handover.programme);
      emitter.emit('boundary', { decision });
    } else if (mode === 'live' || !current) {
      setCurrent(programmeAt(programmes, positionSec));
    }
    publish();
    return decision;
  }

  /** Media time in the loaded archive stream for a wall-clock target, or null when a new stream is needed. */
  function seekTimeFor(targetSec: number): number | null {
    return mode === 'archive' && current ? archiveSeekTime(targetSec, current, originSec) : null;
  }

  function pause(): PauseVerdict {
    const verdict = channel ? canPause(mode ?? 'live', channel) : ({ ok: true } as const);
    if (!verdict.ok) warn(verdict.key);
    return verdict;
  }

  function scrub(offsetS: number): ScrubDecision {
    return channel ? scrubDecision(offsetS, current, env()) : { kind: 'refused_scrub' };
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
    /** A whole programme back or forward, stacked (programme-step.ts). */
    stepProgramme: stepper.press,
    programmes: (): readonly Programme[] => programmes,
    wallClock: (): Date | null => (positionSec === null ? null : new Date(positionSec * 1000)),
    getState: (): TimelineState => state,
    on: emitter.on,
    off: emitter.off,
    destroy,
  };
}

export type TimelineController = ReturnType<typeof createTimelineController>;
