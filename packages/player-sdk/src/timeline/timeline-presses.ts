/**
 * Why: the viewer's stacked presses — ±10 s skips (skip.ts) and whole-programme steps (programme-step.ts) —
 * land like one move once the presses stop: the player seeks inside the loaded archive, or loads the new
 * target. Both pending moves show on the bar, so each press republishes the state.
 */
import type { PlaybackDecision } from './availability';
import { createProgrammeStepper } from './programme-step';
import { archiveDepthDays } from './schedule';
import { createSkipController } from './skip';
import type { StreamTarget } from './stream-request';
import type { TimelineCore } from './timeline-core';

export function attachTimelinePresses(
  core: TimelineCore,
  streamRequestFor: (target: StreamTarget) => PlaybackDecision,
  seekTimeFor: (targetSec: number) => number | null,
) {
  const { timers, now } = core.options;
  const { emitter, lifetime } = core;
  const stepper = createProgrammeStepper({
    timers,
    signal: lifetime.signal,
    context: core.stepContext,
    apply: (target) => {
      const live = target.kind === 'live';
      const targetSec = live ? now() / 1000 : target.timeSec;
      const decision = streamRequestFor(live ? { kind: 'live' } : { kind: 'position', timeSec: targetSec });
      emitter.emit('skip', { targetSec, decision });
    },
    onPendingChange: () => core.publish(),
  });
  core.stepPending = () => stepper.pending();
  const skip = createSkipController({
    timers,
    signal: lifetime.signal,
    context: () => ({
      mode: core.mode ?? 'live',
      positionSec: core.positionSec ?? now() / 1000,
      programme: core.current,
      nowMs: now(),
      archiveDays: core.channel ? archiveDepthDays(core.channel) : 0,
    }),
    apply: (targetSec) => {
      const decision = streamRequestFor({ kind: 'position', timeSec: targetSec });
      // Inside the loaded stream the player seeks at once: from now on the picture is at the target. The
      // next time update comes only when the seek completes (long on a busy machine); until then a press
      // must stack on the target and the bar must not show the second the skip left.
      const inStream = seekTimeFor(targetSec) !== null;
      if (inStream) core.positionSec = targetSec;
      emitter.emit('skip', { targetSec, decision });
      return inStream;
    },
    resumePlay: () => emitter.emit('resumeplay', undefined),
    onPendingChange: (pending) => {
      core.skipPending = pending;
      core.publish();
    },
  });
  return { skip, stepper };
}
