/**
 * Why: 000 §8 says what a failed sign-in call means, and the viewer must see which of these it was,
 * in their language, without losing what they typed:
 * - no answer at all (network) → the download error text;
 * - 403 on login / code entry / user creation → a region block (the session opens /geo_lock);
 * - `invalid_phone` on sending a code → not an error: the user is created and the code sent again;
 * - a rejected code or login/password → 'wrong code' / 'wrong login or password';
 * - a code that is spent (too many wrong tries) or expired → ask for a new one;
 * - 429 → too many tries, wait (the server's limit, never retried by itself);
 * - anything else → the server's own message.
 */
import { ApiError } from '../api/errors';

export type SignInStep = 'send-code' | 'verify-code' | 'login';

export type SignInFailure =
  | { kind: 'unknown-phone' }
  | { kind: 'region-block' }
  | { kind: 'message'; key: string }
  | { kind: 'server'; text: string };

const WRONG_CODE_CODES = new Set([
  'invalid_code',
  'wrong_code',
  'invalid_otp',
  'otp_invalid',
  'code_invalid',
]);
/** The code can no longer be used (expired, used, never sent): a new one must be asked for. */
const EXPIRED_CODE_CODES = new Set(['code_expired', 'otp_expired', 'expired_code', 'otp_not_requested']);
/** Too many wrong tries on this code. */
const SPENT_CODE_CODES = new Set(['otp_attempts_exceeded']);

export function signInFailure(step: SignInStep, error: unknown): SignInFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', key: 'error_download' };
  if (error.kind === 'network') return { kind: 'message', key: 'error_download' };
  if (error.kind !== 'http') return { kind: 'server', text: error.message };
  const status = error.status ?? 0;
  const code = error.errorCode ?? '';
  if (status === 403) return { kind: 'region-block' };
  if (SPENT_CODE_CODES.has(code)) return { kind: 'message', key: 'error_code_attempts' };
  if (status === 429) return { kind: 'message', key: 'error_too_many_attempts' };
  if (step === 'send-code') {
    if (code === 'invalid_phone') return { kind: 'unknown-phone' };
    if (status === 400 && /phone/i.test(`${code} ${error.message}`))
      return { kind: 'message', key: 'error_wrong_phone' };
  }
  if (step === 'verify-code') {
    if (EXPIRED_CODE_CODES.has(code)) return { kind: 'message', key: 'error_code_expired' };
    if (WRONG_CODE_CODES.has(code) || status === 400 || status === 401 || status === 404)
      return { kind: 'message', key: 'error_wrong_code' };
  }
  if (step === 'login' && (status === 400 || status === 401 || status === 404)) {
    return { kind: 'message', key: 'error_wrong_login' };
  }
  return { kind: 'server', text: error.message || `error ${status}` };
}
