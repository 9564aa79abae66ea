/**
 * Why (issue 16, 000 §4 Parental PIN): the PIN is compared by the server, never in the browser — the app
 * sends what was typed, with what it is typed for, to the verification call and reads a yes/no (with the
 * attempts left) and, for a yes, the server's approval for that action (issue 35). Failures are sorted
 * into what the viewer is told: wrong, locked for a while (server's words), no PIN yet, sign in first, or
 * the call failed.
 */
import { z } from 'zod';
import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/http';
import type { ServerApproval } from './approval-store';
import type { ParentalCheck } from './gating';

export type PinVerdict =
  /** `approval` is what the server gave for the action (none from a server that gives none). */
  | { kind: 'ok'; approval: ServerApproval | null }
  | { kind: 'wrong'; attemptsLeft: number | null }
  | { kind: 'locked'; message: string }
  | { kind: 'not-set' }
  | { kind: 'sign-in' }
  | { kind: 'error'; message: string };

/** `saveForTime`: the viewing prompt's save-for-time choice (000 §4), sent only when it was offered. */
export type PinVerifier = (code: string, action: ParentalCheck, saveForTime?: boolean) => Promise<PinVerdict>;

const answerSchema = z.looseObject({
  valid: z.boolean(),
  attempts_left: z.number().nullish(),
  approval: z.object({ token: z.string(), action: z.string(), expires_in: z.number().nullable() }).nullish(),
});

export const PIN_CHECK_PATH = '/users/self/parental_code/check';

export function createPinVerifier(api: ApiClient): PinVerifier {
  return async (code, action, saveForTime) => {
    try {
      const answer = await api.request({
        method: 'POST',
        path: PIN_CHECK_PATH,
        schema: answerSchema,
        body: { code, action, ...(saveForTime === undefined ? {} : { save_for_time: saveForTime }) },
        quiet: true,
      });
      return answer.valid
        ? { kind: 'ok', approval: answer.approval ?? null }
        : { kind: 'wrong', attemptsLeft: answer.attempts_left ?? null };
    } catch (error) {
      return verdictOfError(error);
    }
  };
}

export function verdictOfError(error: unknown): PinVerdict {
  if (!(error instanceof ApiError)) return { kind: 'error', message: String(error) };
  if (error.status === 429 || error.errorCode === 'error_parental_code_locked')
    return { kind: 'locked', message: error.message };
  if (error.errorCode === 'error_parental_code_not_set') return { kind: 'not-set' };
  if (error.status === 401) return { kind: 'sign-in' };
  return { kind: 'error', message: error.message };
}

/** The i18n key and values of the message under the PIN field for a refusal. */
export function verdictMessage(
  verdict: PinVerdict,
): { key: string; values?: Record<string, unknown> } | null {
  switch (verdict.kind) {
    case 'ok':
      return null;
    case 'wrong':
      if (verdict.attemptsLeft === 0) return { key: 'pin_no_attempts_left' };
      return verdict.attemptsLeft !== null
        ? { key: 'pin_wrong_attempts', values: { count: verdict.attemptsLeft } }
        : { key: 'error_wrong_code' };
    case 'locked':
      return { key: 'pin_locked', values: { message: verdict.message } };
    case 'not-set':
      return { key: 'parental_code_missing' };
    case 'sign-in':
      return { key: 'sign_in' };
    case 'error':
      return { key: 'pin_check_failed', values: { message: verdict.message } };
  }
}
