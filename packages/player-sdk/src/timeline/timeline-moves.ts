/**
 * Why: what the timeline commands of an open channel turn into — where a channel opened at a moment starts, a
 * seek on the bar, the external player's frame — is needed only once a channel is open, so it lives in the
 * lazy timeline chunk beside the controller it asks, not in the core every player downloads.
 */

import type { FeatureContext } from '../player/features/context';
import type { PlaybackDecision } from './availability';
import { programmeAt } from './schedule';
import type { StreamTarget } from './stream-request';
import type { TimelineController } from './timeline-controller';

/** Where a channel opened at `ts` starts: a position ahead of now is a programme not yet aired (§5 future). */
export function streamTargetFor(
  ts: number | undefined,
  c: TimelineController,
  nowMs: number,
): StreamTarget | null {
  if (ts === undefined) return { kind: 'live' };
  if (ts <= nowMs / 1000) return { kind: 'position', timeSec: ts };
  const programme = programmeAt(c.programmes(), ts);
  return programme ? { kind: 'programme', id: programme.id } : null;
}

/** A seek on the bar: a media time in the loaded stream, a decision to load, or null (a scrub refused). */
export type TimelineSeek = { mediaTime: number } | { decision: PlaybackDecision } | null;

export function timelineSeek(c: TimelineController, unixSec: number): TimelineSeek {
  if (!Number.isFinite(unixSec)) throw new RangeError(`seekTimeline needs unix seconds, got ${unixSec}`);
  const programme = c.getState().programme;
  if (programme && unixSec >= programme.start && unixSec < programme.end) {
    const scrub = c.scrub(unixSec - programme.start);
    if (scrub.kind === 'refused_scrub') return null;
    const media = scrub.kind === 'archive' ? c.seekTimeFor(scrub.ts) : null;
    return media !== null ? { mediaTime: media } : { decision: scrub };
  }
  return { decision: c.streamRequestFor({ kind: 'position', timeSec: unixSec }) };
}

/** The external player (§5) over the video: its frame, which the caller removes when anything else loads. */
export function showExternalPlayer(ctx: FeatureContext, url: string): HTMLIFrameElement {
  const frame = ctx.video.ownerDocument.createElement('iframe');
  frame.src = url;
  frame.className = 'onair-external-player';
  frame.allow = 'autoplay; fullscreen';
  frame.setAttribute('style', 'position:absolute;inset:0;width:100%;height:100%;border:0');
  ctx.wrapper.append(frame);
  // §5: the external player never offers picture-in-picture.
  ctx.set({ external: { url }, loading: false, pip: { available: false, active: false } });
  return frame;
}
