/**
 * Why: "what do we load now" is asked from several places (opening a programme, scrub, skip, running off
 * a programme's end) and must always pass the same §4/§5 gate. These pure helpers turn each kind of target
 * into one `PlaybackDecision` given the channel, its schedule and the clock, so the controller only supplies
 * its current values and the answers are testable without timers.
 */
import type { Id } from '../types/id';
import { decidePlayback, type PlaybackDecision } from './availability';
import { boundaryTransition, resolvePosition } from './position';
import { findProgramme, programmeAt } from './schedule';
import { scrubTarget } from './scrub';
import type { PlatformConfig, Programme, TimelineChannel } from './types';

export type StreamTarget =
  | { kind: 'live' }
  | { kind: 'programme'; id: Id }
  | { kind: 'position'; timeSec: number };

/** Host facts the §5 rules need besides the channel and the clock. */
export interface PlaybackContext {
  platform?: PlatformConfig | null;
  packets?: readonly unknown[] | null;
  parentalCheckPassed?: boolean;
  childProfile?: boolean;
  adPlayingInFullMode?: boolean;
}

export interface RequestEnv {
  channel: TimelineChannel;
  programmes: readonly Programme[];
  nowMs: number;
  context: PlaybackContext;
}

function decide(env: RequestEnv, ts: number | null, programme: Programme | null): PlaybackDecision {
  return decidePlayback({ ...env.context, channel: env.channel, ts, programme, nowMs: env.nowMs });
}

/** Live, or archive with ts = the programme start or the rounded position, through decidePlayback. */
export function streamDecision(target: StreamTarget, env: RequestEnv): PlaybackDecision {
  if (target.kind === 'live') return decide(env, null, null);
  if (target.kind === 'programme') {
    const programme = findProgramme(env.programmes, target.id);
    if (!programme) throw new Error(`timeline: programme ${target.id} is not in the loaded schedule`);
    return decide(env, programme.timestamp, programme);
  }
  const resolved = resolvePosition(target.timeSec, env.nowMs, env.channel);
  const ts = resolved.kind === 'live' ? Math.min(target.timeSec, env.nowMs / 1000) : resolved.ts;
  return decide(env, ts, programmeAt(env.programmes, ts));
}

export type ScrubDecision = PlaybackDecision | { kind: 'refused_scrub' };

/** A drop on the current programme's bar, `offsetS` seconds from its start. */
export function scrubDecision(offsetS: number, current: Programme | null, env: RequestEnv): ScrubDecision {
  if (!current) return { kind: 'refused_scrub' };
  const result = scrubTarget({
    channel: env.channel,
    programme: current,
    offsetS,
    nowMs: env.nowMs,
    adPlayingInFullMode: env.context.adPlayingInFullMode,
  });
  if (result.kind === 'refused') return { kind: 'refused_scrub' };
  if (result.kind === 'external') return { kind: 'external' };
  return result.kind === 'live' ? decide(env, null, null) : decide(env, result.ts, current);
}

/** Archive playback at `positionSec`: the programme to hand over to and what to load, or null to stay. */
export function boundaryDecision(
  current: Programme,
  positionSec: number,
  env: RequestEnv,
): { programme: Programme; decision: PlaybackDecision } | null {
  const transition = boundaryTransition(env.programmes, current, positionSec);
  if (transition.kind !== 'next' && transition.kind !== 'previous') return null;
  // Forward, the next programme plays from its start; backward, from where playback now is.
  const ts = transition.kind === 'next' ? transition.programme.timestamp : positionSec;
  return { programme: transition.programme, decision: decide(env, ts, transition.programme) };
}
