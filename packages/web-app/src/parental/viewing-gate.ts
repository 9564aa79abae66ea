/**
 * Why (000 §4 Parental PIN "a prompt appears for vod, channel, program … according to the device parental
 * settings"; §6): whether a channel, a programme of its archive or a film may start, or must first have the
 * PIN. An adult item always asks (gating.ts); with the device's "every channel / programme / film" switch on,
 * every item of that kind does — on a child profile too. A switch on an account without a PIN asks nothing
 * for an item that is not adult: there is no PIN to enter, and the server holds nothing back either
 * (issue 35). Pure: the hook below gathers the inputs.
 */
import { decideGate, type GateDecision, type GateInput } from './gating';

export type ViewingAction = 'channel' | 'program' | 'vod';

/** A channel live is `channel`; the same channel at an archive point is a programme (000 §6 `program`). */
export const channelCheck = (ts: number | null): ViewingAction => (ts === null ? 'channel' : 'program');

export function decideViewing(input: GateInput & { action: ViewingAction }): GateDecision {
  const decision = decideGate(input);
  if (!input.restricted && (decision === 'set-pin' || decision === 'sign-in')) return 'allow';
  return decision;
}
