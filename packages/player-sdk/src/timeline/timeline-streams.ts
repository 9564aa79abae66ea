/**
 * Why: the player loads streams and feeds time updates; the controller turns them into a wall-clock
 * position, the programme on screen and, when archive playback crosses a programme's end, the next stream
 * to load. Each load gets a number: updates of a stream being replaced, or of a new one still at 0, do not
 * count (position.ts sampleCounts), and seek previews of a replaced stream are dropped.
 */
import type { StreamResponse } from '../types/stream-response';
import type { PlaybackDecision } from './availability';
import type { PlaybackSample } from './controller-types';
import { archiveSeekTime, archiveStreamOrigin, sampleCounts, sampleWallClock } from './position';
import { programmeAt } from './schedule';
import { loadSeekPreviews } from './seek-preview';
import type { PlaybackMode } from './skip';
import { boundaryDecision } from './stream-request';
import type { TimelineCore } from './timeline-core';

export function attachTimelineStreams(core: TimelineCore, onLoad: () => void) {
  const { options } = core;
  const { now } = options;
  let streamGeneration = 0;

  /**
   * The player loads a stream: returns where to start in it (archive offset) and its number, which the
   * player passes back with each time update of that stream (`PlaybackSample.stream`); loads previews.
   */
  function streamLoaded(loaded: { mode: PlaybackMode; stream: StreamResponse; ts?: number }): {
    startOffsetS: number;
    stream: number;
  } {
    const generation = ++streamGeneration;
    onLoad();
    core.mode = loaded.mode;
    core.warnings = core.warnings.filter((w) => w === 'warning_no_program');
    const origin =
      loaded.mode === 'archive' && typeof loaded.ts === 'number'
        ? archiveStreamOrigin(loaded.ts, loaded.stream.stream_info)
        : { originSec: 0, startOffsetS: 0 };
    core.originSec = origin.originSec;
    core.positionSec = loaded.mode === 'archive' ? origin.originSec + origin.startOffsetS : now() / 1000;
    core.setCurrent(programmeAt(core.programmes, core.positionSec));
    core.previews = null;
    core.publish();
    if (options.fetch) {
      loadSeekPreviews(loaded.stream, { fetch: options.fetch, signal: core.lifetime.signal })
        .then((result) => {
          if (result.ok && generation === streamGeneration) {
            core.previews = result.previews;
            core.publish();
          } else if (!result.ok && result.error) options.log?.('seek previews unavailable', result.error);
        })
        .catch(() => undefined);
    }
    return { startOffsetS: origin.startOffsetS, stream: generation };
  }

  /** Feed on every time update. Returns the stream to load when archive playback crosses a boundary. */
  function update(sample: PlaybackSample): PlaybackDecision | null {
    const { mode, current } = core;
    if (!core.channel || mode === null || core.lifetime.signal.aborted) return null;
    if (!sampleCounts(sample, streamGeneration)) return null;
    const origin = mode === 'live' ? { mode, nowMs: now() } : { mode, originSec: core.originSec };
    const positionSec = sampleWallClock(sample, origin).getTime() / 1000;
    core.positionSec = positionSec;
    let decision: PlaybackDecision | null = null;
    const handover =
      mode === 'archive' && current ? boundaryDecision(current, positionSec, core.env()) : null;
    if (handover) {
      decision = handover.decision;
      core.setCurrent(handover.programme);
      core.emitter.emit('boundary', { decision });
    } else if (mode === 'live' || !current) {
      core.setCurrent(programmeAt(core.programmes, positionSec));
    }
    core.publish();
    return decision;
  }

  /** Media time in the loaded archive stream for a wall-clock target, or null when a new stream is needed. */
  function seekTimeFor(targetSec: number): number | null {
    const { mode, current } = core;
    return mode === 'archive' && current ? archiveSeekTime(targetSec, current, core.originSec) : null;
  }

  return { streamLoaded, update, seekTimeFor };
}
