/**
 * A burst of wrong sign-in codes and what it must leave, shared by the concurrency suites of the SMS code
 * and of the Telegram code: both go through the same counters (the code route's limit, then the code's tries).
 */
import { expect } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '../constants';
import { RATE_LIMITS } from '../http/rate-limits';
import type { Answer, TwoInstances } from './two-instances';

/** `count` six-digit codes, none of them `right`. */
export const wrongCodes = (right: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

/** The route's limit let exactly its maximum through, exactly the allowed tries were compared, and SQL agrees. */
export async function expectCodeBurstCounted(
  instances: TwoInstances,
  answers: Answer[],
  phone: string,
): Promise<void> {
  const byCode = (code: string) => answers.filter((r) => r.body?.error?.error_code === code).length;
  const reached = answers.length - byCode('rate_limited');
  expect(reached).toBe(RATE_LIMITS.code.max);
  expect(byCode('invalid_otp')).toBe(OTP_MAX_ATTEMPTS);
  expect(byCode('otp_attempts_exceeded')).toBe(reached - OTP_MAX_ATTEMPTS);
  const [row] = await instances.db.query<{ attempts: number }>('SELECT attempts FROM otps WHERE phone = $1', [
    phone,
  ]);
  expect(Number(row?.attempts)).toBe(OTP_MAX_ATTEMPTS);
}
