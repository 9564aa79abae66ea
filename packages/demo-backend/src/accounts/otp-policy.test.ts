import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SEC, OTP_SENDS_PER_HOUR, OTP_TTL_SEC } from '../constants';
import { decideSend, decideVerify, type OtpState } from './otp-policy';

const T = 1_000_000_000;
const sent = (over: Partial<OtpState> = {}): OtpState => ({
  sentAt: T,
  expiresAt: T + OTP_TTL_SEC * 1000,
  attempts: 0,
  windowStart: T,
  sendsInWindow: 1,
  ...over,
});

describe('decideSend', () => {
  it.each([
    ['first code', undefined, T, { kind: 'send' }],
    [
      'within the resend countdown',
      sent(),
      T + 1_000,
      { kind: 'too_early', retryAfterSec: OTP_RESEND_SEC - 1 },
    ],
    ['right after the countdown', sent(), T + OTP_RESEND_SEC * 1000, { kind: 'send' }],
    [
      'hourly cap reached',
      sent({ sendsInWindow: OTP_SENDS_PER_HOUR }),
      T + 10 * 60_000,
      { kind: 'too_many', retryAfterSec: 50 * 60 },
    ],
    ['a new hour', sent({ sendsInWindow: OTP_SENDS_PER_HOUR }), T + 3_600_000, { kind: 'send' }],
  ] as const)('%s', (_name, previous, now, expected) => {
    expect(decideSend(previous, now)).toMatchObject(expected);
  });

  it('counts sends within the hour and restarts the count in a new one', () => {
    const second = decideSend(sent(), T + OTP_RESEND_SEC * 1000);
    expect(second).toMatchObject({ kind: 'send', state: { sendsInWindow: 2, windowStart: T, attempts: 0 } });
    const later = decideSend(sent({ sendsInWindow: 3 }), T + 3_600_000);
    expect(later).toMatchObject({ kind: 'send', state: { sendsInWindow: 1, windowStart: T + 3_600_000 } });
  });
});

describe('decideVerify', () => {
  it.each([
    ['nothing sent', undefined, T, true, { kind: 'not_requested' }],
    ['right code in time', sent(), T + 1_000, true, { kind: 'ok' }],
    ['wrong code', sent(), T + 1_000, false, { kind: 'wrong', attemptsLeft: OTP_MAX_ATTEMPTS - 1 }],
    [
      'last wrong try',
      sent({ attempts: OTP_MAX_ATTEMPTS - 1 }),
      T,
      false,
      { kind: 'wrong', attemptsLeft: 0 },
    ],
    [
      'attempts spent, even with the right code',
      sent({ attempts: OTP_MAX_ATTEMPTS }),
      T,
      true,
      { kind: 'exhausted' },
    ],
    ['expired, even with the right code', sent(), T + OTP_TTL_SEC * 1000, true, { kind: 'expired' }],
  ] as const)('%s', (_name, state, now, matches, expected) => {
    expect(decideVerify(state, now, matches)).toEqual(expected);
  });
});
