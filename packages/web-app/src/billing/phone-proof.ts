/**
 * Why: the server bills by SMS only a phone the viewer has proved (the account's confirmed phone, or a
 * number whose code was typed back; issue 35), so paying from a new number is two steps: a code to the
 * number, then the payment. What a refused code means is the sign-in's rule (accounts/sign-in-errors.ts:
 * wrong, expired, spent, too many); a spent SMS budget (sms_limit) has its own words. Keys name their
 * namespace: the sign-in texts live in the default one.
 */

import { signInFailure } from '../accounts/sign-in-errors';
import { ApiError } from '../api/errors';

export type ProofMessage = { key: string; ns: 'translation' | 'billing' } | { text: string };

export type ProofStep = 'send' | 'verify';

export function proofFailure(step: ProofStep, error: unknown): ProofMessage {
  if (error instanceof ApiError && error.errorCode === 'sms_limit')
    return { key: 'phone_sms_limit', ns: 'billing' };
  const failure = signInFailure(step === 'send' ? 'send-code' : 'verify-code', error);
  if (failure.kind === 'message') return { key: failure.key, ns: 'translation' };
  if (failure.kind === 'server') return { text: failure.text };
  // A region block or an unknown phone belong to sign-in; here they are only the server's words.
  return { text: error instanceof Error ? error.message : String(error) };
}

/** A code was sent to this phone within the countdown: the viewer may type the one they have. */
export const codeAlreadySent = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === 'otp_resend_too_early';
