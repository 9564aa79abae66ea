// The account's parental PIN and the wrong-entry count (pin-policy.ts) in SQL. Every PIN comparison
// in the demo operator goes through check(), so the limit cannot be walked around by another route.
import type { Database, Sql } from '../db/database';
import { ApiError } from '../http/errors';
import {
  afterCheck,
  attemptsLeft,
  lockedMinutes,
  MAX_WRONG_PINS,
  NO_ATTEMPTS,
  type PinAttempts,
} from './pin-policy';

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
   * Compares `code` with the account's PIN. Throws 429 while locked out and 400 when no PIN is set;
   * otherwise answers whether it matched and how many tries are left.
   *
   * The attempt is counted before the comparison, in its own committed transaction that holds the
   * attempts row locked: parallel guesses (on any instance) are counted one after another, and a guess is
   * compared only once it has been counted within the limit. A burst of fifty is fifty counts, and from
   * the fifth wrong one on every other is refused without being compared. A right PIN then clears the
   * count (pin-policy.ts).
   */
  async check(userId: number, code: string): Promise<{ valid: boolean; attempts_left: number }> {
    const pincode = await this.pincode(userId);
    if (pincode === null) throw pinNotSet();
    const counted = await this.countAttempt(userId);
    const valid = pincode === code;
    if (valid) await this.write(this.db, userId, afterCheck(counted, true, this.now()));
    return { valid, attempts_left: valid ? MAX_WRONG_PINS : attemptsLeft(counted, this.now()) };
  }

  /** Counts one attempt as wrong until it is shown right; throws 429 (counting nothing) while locked. */
  private countAttempt(userId: number): Promise<PinAttempts> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO pin_attempts (user_id, failures, first_at, locked_until) VALUES ($1, 0, 0, NULL)
         ON CONFLICT (user_id) DO NOTHING`,
        [userId],
      );
      const [row] = await tx.query<AttemptsRow>(
        'SELECT failures, first_at, locked_until FROM pin_attempts WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      const before: PinAttempts = row
        ? { failures: row.failures, firstAt: row.first_at, lockedUntil: row.locked_until }
        : NO_ATTEMPTS;
      const now = this.now();
      const wait = lockedMinutes(before, now);
      if (wait > 0) throw pinLocked(wait);
      const counted = afterCheck(before, false, now);
      await this.write(tx, userId, counted);
      return counted;
    });
  }

  private async write(sql: Sql, userId: number, state: PinAttempts): Promise<void> {
    await sql.query(
      'UPDATE pin_attempts SET failures = $2, first_at = $3, locked_until = $4 WHERE user_id = $1',
      [userId, state.failures, state.firstAt, state.lockedUntil],
    );
  }
}
