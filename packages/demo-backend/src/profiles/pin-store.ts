// The account's parental PIN and the wrong-entry count (pin-policy.ts) in SQL. Every PIN comparison
// in the demo operator goes through check(), so the limit cannot be walked around by another route.
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { afterCheck, attemptsLeft, lockedMinutes, NO_ATTEMPTS, type PinAttempts } from './pin-policy';

interface AttemptsRow {
  failures: number;
  first_at: number;
  locked_until: number | null;
}

export const pinLocked = (minutes: number): ApiError =>
  new ApiError(
    429,
    'error_parental_code_locked',
    `Too many wrong PIN entries. Try again in ${minutes} min or have the PIN sent by SMS.`,
    { field: 'code', details: { message: `${minutes}` } },
  );

export const pinNotSet = (): ApiError =>
  new ApiError(400, 'error_parental_code_not_set', 'No parental PIN is set for this account', {
    field: 'code',
  });

export class PinStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async pincode(userId: number): Promise<string | null> {
    const [row] = await this.db.query<{ pincode: string | null }>('SELECT pincode FROM users WHERE id = $1', [
      userId,
    ]);
    return row?.pincode ?? null;
  }

  async setPincode(userId: number, pincode: string): Promise<void> {
    await this.db.query('UPDATE users SET pincode = $2 WHERE id = $1', [userId, pincode]);
  }

  /**
   * Compares `code` with the account's PIN, counting wrong entries. Throws 429 while locked out and
   * 400 when no PIN is set; otherwise answers whether it matched and how many tries are left. The
   * user's row is locked for the check, so parallel guesses are counted one after another.
   */
  check(userId: number, code: string): Promise<{ valid: boolean; attempts_left: number }> {
    return this.db.transaction(async (tx) => {
      const now = this.now();
      const [user] = await tx.query<{ pincode: string | null }>(
        'SELECT pincode FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      const [row] = await tx.query<AttemptsRow>('SELECT * FROM pin_attempts WHERE user_id = $1', [userId]);
      const before: PinAttempts = row
        ? { failures: row.failures, firstAt: row.first_at, lockedUntil: row.locked_until }
        : NO_ATTEMPTS;
      const wait = lockedMinutes(before, now);
      if (wait > 0) throw pinLocked(wait);
      if (!user?.pincode) throw pinNotSet();
      const valid = user.pincode === code;
      const after = afterCheck(before, valid, now);
      await tx.query(
        `INSERT INTO pin_attempts (user_id, failures, first_at, locked_until) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET failures = $2, first_at = $3, locked_until = $4`,
        [userId, after.failures, after.firstAt, after.lockedUntil],
      );
      return { valid, attempts_left: attemptsLeft(after, now) };
    });
  }
}
