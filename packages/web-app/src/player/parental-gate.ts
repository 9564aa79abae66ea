/**
 * Why (001 §5, 000 §5): adult channels and programmes need the PIN or a parental check before they play,
 * and the SDK asks the host through its `parentalCheck` hook (it never draws a PIN screen). The app answers
 * with a gate: while the server's approval for the check is held (parental/approval-store.ts, the one store
 * of them) it passes at once, anything else is asked of the viewer. The accounts work plugs its PIN modal
 * in by providing `ParentalGateContext`; until then the player shows the current inline PIN prompt.
 */
import { createContext } from 'react';
import { parentalApprovals } from '../parental/approval-store';
import { pinFlag } from '../parental/pin-flag';

export interface ParentalSubject {
  kind: 'channel' | 'content';
  id: number | string;
  name: string;
}

/** Resolves true when the viewer passed the check, false when they gave up. */
export type ParentalGate = (subject: ParentalSubject) => Promise<boolean>;

export const ParentalGateContext = createContext<ParentalGate | null>(null);

/** The parental check a subject's PIN is for (000 §6): a channel's, or a film's (vod). */
export const checkOf = (subject: Pick<ParentalSubject, 'kind'>): 'channel' | 'vod' =>
  subject.kind === 'channel' ? 'channel' : 'vod';

/**
 * Whether the viewer entered the PIN for this kind of subject lately: the server's approval is held, or the
 * page's prompt was answered a moment ago (the PIN flag, 000 §9). The hook is told the channel only, not
 * whether its archive is asked: the page's check for either lets it through.
 */
export function approvedLately(
  subject: Pick<ParentalSubject, 'kind'>,
  userId: number | string | null | undefined,
): boolean {
  const checks = subject.kind === 'channel' ? (['channel', 'program'] as const) : (['vod'] as const);
  const approvals = parentalApprovals();
  return checks.some((check) => pinFlag.isUp(check) || approvals.until(userId, check) !== null);
}
