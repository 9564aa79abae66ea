/**
 * Why (001 §5, 000 §5): adult channels and programmes need the PIN or a parental check before they play,
 * and the SDK asks the host through its `parentalCheck` hook (it never draws a PIN screen). The app answers
 * with a gate: approvals already given during this visit pass at once, anything else is asked of the viewer.
 * The accounts work plugs its PIN modal in by providing `ParentalGateContext`; until then the player shows
 * the current inline PIN prompt.
 */
import { createContext } from 'react';

export interface ParentalSubject {
  kind: 'channel' | 'content';
  id: number | string;
  name: string;
}

/** Resolves true when the viewer passed the check, false when they gave up. */
export type ParentalGate = (subject: ParentalSubject) => Promise<boolean>;

export const ParentalGateContext = createContext<ParentalGate | null>(null);

const approved = new Set<string>();
const keyOf = (subject: Pick<ParentalSubject, 'kind' | 'id'>) => `${subject.kind}:${subject.id}`;

/** Approvals live for the visit (a reload asks again), as the channel page's PIN always did. */
export const parentalApprovals = {
  has: (subject: Pick<ParentalSubject, 'kind' | 'id'>): boolean => approved.has(keyOf(subject)),
  add: (subject: Pick<ParentalSubject, 'kind' | 'id'>): void => {
    approved.add(keyOf(subject));
  },
};
