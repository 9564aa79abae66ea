/**
 * Why: the policies are pure; something must own the schedule, the clock, the skip timers and the last
 * known position for one channel, and tell the player what to load. This is that thin owner. It never
 * touches the engine or the DOM: the player feeds it samples and stream loads, and acts on the decisions
 * and events it returns (README.md in this folder shows the wiring). Its shared facts are timeline-core.ts;
 * the stacked presses (timeline-presses.ts) and the stream loads and time updates (timeline-streams.ts) are
 * attachers over them.
 */
import type { PlaybackDecision } from './availability';
import type { OpenOptions, TimelineControllerOptions } from './controller-types';
import { loadSchedule, programmeAt, scheduleWindow, sleepWith } from './schedule';
import { canPause, type PauseVerdict } from './skip';
import { type ScrubDecision, type StreamTarget, scrubDecision, streamDecision } from './stream-request';
import { createTimelineCore } from './timeline-core';
import { attachTimelinePresses } from './timeline-presses';
import type { TimelineState } from './timeline-state';
import { attachTimelineStreams } from './timeline-streams';
import type { Programme, TimelineChannel } from './types';

export function createTimelineController(options: TimelineControllerOptions) {
  const { api, now, timers } = options;
  const core = createTimelineCore(options);
  const { emitter, lifetime } = core;
  const onOuterAbort = (): void => destroy();
  options.signal.addEventListener('abort', onOuterAbort, { once: true });
  let scheduleAbort: AbortController | null = null;

  const streamRequestFor = (target: StreamTarget): PlaybackDecision => streamDecision(target, core.env());
  const streams = attachTimelineStreams(core, () => skip.landed());
  const { skip, stepper } = attachTimelinePresses(core, streamRequestFor, streams.seekTimeFor);

  async function open(next: TimelineChannel, openOptions: OpenOptions = {}): Promise<void> {
    scheduleAbort?.abort(new Error('timeline: another channel was opened'));
    skip.cancel();
    stepper.cancel();
    Object.assign(core, {
      channel: next,
      context: openOptions,
      programmes: [],
      current: null,
      mode: null,
      positionSec: null,
      previews: null,
      warnings: [],
      scheduleStatus: 'loading',
    });
    core.publish();
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
        core.programmes = result.programmes;
        core.scheduleStatus = 'ready';
        core.setCurrent(programmeAt(core.programmes, core.positionSec ?? now() / 1000));
        core.publish();
      } else {
        core.scheduleStatus = 'failed';
        core.warn(result.warning);
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }

  function pause(): PauseVerdict {
    const verdict = core.channel ? canPause(core.mode ?? 'live', core.channel) : ({ ok: true } as const);
    if (!verdict.ok) core.warn(verdict.key);
    return verdict;
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
    setContext(partial: OpenOptions): void {
      core.context = { ...core.context, ...partial };
    },
    streamRequestFor,
    streamLoaded: streams.streamLoaded,
    update: streams.update,
    seekTimeFor: streams.seekTimeFor,
    pause,
    scrub: (offsetS: number): ScrubDecision =>
      core.channel ? scrubDecision(offsetS, core.current, core.env()) : { kind: 'refused_scrub' },
    hover(fraction: number | null): void {
      core.hoverFraction = fraction;
      core.publish();
    },
    skip: (direction: 1 | -1) => skip.press(direction),
    /** A whole programme back or forward, stacked (programme-step.ts). */
    stepProgramme: stepper.press,
    programmes: (): readonly Programme[] => core.programmes,
    wallClock: (): Date | null => (core.positionSec === null ? null : new Date(core.positionSec * 1000)),
    getState: (): TimelineState => core.state,
    on: emitter.on,
    off: emitter.off,
    destroy,
  };
}

export type TimelineController = ReturnType<typeof createTimelineController>;
