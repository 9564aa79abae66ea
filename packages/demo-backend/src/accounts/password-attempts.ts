// The password back-off (password-backoff.ts) over the sign_in_failures table. `claim` counts the try
// in one short transaction (the row locked, so parallel tries on two instances queue for it) and the
// slow password comparison runs after it, holding nothing; a right password then clears the count.
import type { Database } from '../db/database';
import { decidePasswordTry, FAILURES_FORGOTTEN_AFTER_MS, NO_FAILURES } from './password-backoff';

interface FailuresRow {
  failures: number;
  next_allowed_at: number;
  updated_at: number;
}

export type Claim = { kind: 'try' } | { kind: 'wait'; retryAfterSec: number };

export class PasswordAttempts {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** Counts a try on `accountKey` before its password is compared, or says how long to wait. */
  async claim(accountKey: string): Promise<Claim> {
    await this.sweep(this.now());
    return this.db.transaction(async (tx) => {
      // The row must exist to be locked: the first try on an account inserts it.
      await tx.query(
        `INSERT INTO sign_in_failures (account_key, failures, next_allowed_at, updated_at)
         VALUES ($1, 0, 0, 0) ON CONFLICT (account_key) DO NOTHING`,
        [accountKey],
      );
      const [row] = await tx.query<FailuresRow>(
        'SELECT failures, next_allowed_at, updated_at FROM sign_in_failures WHERE account_key = $1 FOR UPDATE',
        [accountKey],
      );
      // The clock is read once the row is ours: a reading taken before waiting for the lock is older
      // than the try that held it, and would be refused as too early (nextAllowedAt = that try's time).
      const now = this.now();
      const state = row
        ? {
            failures: Number(row.failures),
            nextAllowedAt: Number(row.next_allowed_at),
            updatedAt: Number(row.updated_at),
          }
        : NO_FAILURES;
      const decision = decidePasswordTry(state, now);
      if (decision.kind === 'wait') return decision;
      const { failures, nextAllowedAt, updatedAt } = decision.counted;
      await tx.query(
        'UPDATE sign_in_failures SET failures = $2, next_allowed_at = $3, updated_at = $4 WHERE account_key = $1',
        [accountKey, failures, nextAllowedAt, updatedAt],
      );
      return { kind: 'try' as const };
    });
  }

  /** A right password: the account's count starts again. */
  async succeeded(accountKey: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failures WHERE account_key = $1', [accountKey]);
  }

  private async sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.query('DELETE FROM sign_in_failures WHERE updated_at < $1', [
      now - FAILURES_FORGOTTEN_AFTER_MS,
    ]);
  }
}
