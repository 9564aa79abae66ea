import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SEC, OTP_SENDS_PER_HOUR, OTP_TTL_SEC } from '../constants';
import { attemptsLeftAfter, decideSend, type OtpState, refusalOf } from './otp-policy';

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

describe('refusalOf', () => {
  it.each([
    ['nothing sent', undefined, T, 'not_requested'],
    ['a code in time', sent(), T + 1_000, null],
    ['the last try left', sent({ attempts: OTP_MAX_ATTEMPTS - 1 }), T, null],
    ['tries spent, whatever the code', sent({ attempts: OTP_MAX_ATTEMPTS }), T, 'exhausted'],
    ['expired', sent(), T + OTP_TTL_SEC * 1000, 'expired'],
    ['used up (expiry set to 0)', sent({ expiresAt: 0 }), T, 'expired'],
  ] as const)('%s', (_name, state, now, expected) => {
    expect(refusalOf(state, now)).toBe(expected);
  });

  it('counts the tries left after each counted one', () => {
    expect(attemptsLeftAfter(1)).toBe(OTP_MAX_ATTEMPTS - 1);
    expect(attemptsLeftAfter(OTP_MAX_ATTEMPTS)).toBe(0);
  });
});
