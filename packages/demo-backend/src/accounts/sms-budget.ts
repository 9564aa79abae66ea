// Why: every text message costs the operator money and lands on someone's phone, so sending one is
// rationed twice, in the database so all instances share the count: per phone (whoever asks, of every
// kind: sign-in codes, phone confirmations, mobile-payment links) and per signed-in account (one
// account cannot spray messages over many numbers). A message is counted before it is sent.
import { SMS_PER_ACCOUNT_PER_HOUR, SMS_PER_PHONE_PER_HOUR } from '../constants';
import { countHit } from '../db/counters';
import type { Sql } from '../db/database';
import { ApiError } from '../http/errors';

const HOUR_MS = 3_600_000;

const spent = (resetAt: number, now: number, whose: string) =>
  new ApiError(
    429,
    'sms_limit',
    `Too many text messages for ${whose}; try again in ${Math.max(1, Math.ceil((resetAt - now) / 60_000))} min`,
    { field: 'phone' },
  );

/**
 * Counts one message to `phone` (and for `userId` when an account asks); throws 429 sms_limit when
 * either budget is spent. Pass the transaction the send belongs to, so a refused send counts nothing
 * else. The phone is always counted first, the account second: two sends never wait on each other
 * in opposite orders.
 */
export async function spendSms(sql: Sql, now: number, phone: string, userId?: number): Promise<void> {
  const perPhone = await countHit(sql, `sms:phone:${phone}`, HOUR_MS, now);
  if (perPhone.hits > SMS_PER_PHONE_PER_HOUR) throw spent(perPhone.resetAt, now, 'this phone');
  if (userId === undefined) return;
  const perAccount = await countHit(sql, `sms:account:${userId}`, HOUR_MS, now);
  if (perAccount.hits > SMS_PER_ACCOUNT_PER_HOUR) throw spent(perAccount.resetAt, now, 'this account');
}
