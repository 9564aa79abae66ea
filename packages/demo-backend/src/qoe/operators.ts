/**
 * Why: the console shows every viewer's viewings (user ids, what they watched, their errors), so it is for the
 * operator's staff only: an operator account of its own in SQL (not a viewer account with a flag a viewer
 * session could reach), its password hashed like viewers' (scrypt), a sign-in counted by the same
 * per-account back-off, and a bearer token of which the server keeps only the SHA-256, valid 12 hours.
 * The demo database gets one operator (login `operator`); its password is `onair-operator` unless
 * ONAIR_OPERATOR_PASSWORD gives another when the account is made (README, docs/security.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PasswordHasher } from '../accounts/passwords';
import type { Database } from '../db/database';

export const DEMO_OPERATOR = {
  login: 'operator',
  name: 'Demo operator',
  password: 'onair-operator',
} as const;
export const OPERATOR_SESSION_MS = 12 * 3_600_000;

export interface Operator {
  id: number;
  login: string;
  name: string;
}

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Adds the demo operator when the database has none by that login (a restart never resets it). */
export async function seedDemoOperator(
  db: Database,
  now: () => number,
  passwords: PasswordHasher,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const existing = await db.query('SELECT 1 FROM operators WHERE login = $1', [DEMO_OPERATOR.login]);
  if (existing.length > 0) return;
  const password = env.ONAIR_OPERATOR_PASSWORD || DEMO_OPERATOR.password;
  await db.query(
    `INSERT INTO operators (login, name, password_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (login) DO NOTHING`,
    [DEMO_OPERATOR.login, DEMO_OPERATOR.name, await passwords.hash(password), now()],
  );
}

export class OperatorSessions {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordHasher,
    private readonly now: () => number,
  ) {}

  /** The operator whose login and password these are, or null (the same work either way). */
  async check(login: string, password: string): Promise<Operator | null> {
    const [row] = await this.db.query<{ id: number; login: string; name: string; password_hash: string }>(
      'SELECT id, login, name, password_hash FROM operators WHERE login = $1',
      [login],
    );
    const verdict = await this.passwords.verify(password, row?.password_hash ?? null);
    if (!row || !verdict.ok) return null;
    if (verdict.rehash) {
      await this.db.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [
        row.id,
        await this.passwords.hash(password),
      ]);
    }
    return { id: Number(row.id), login: row.login, name: row.name };
  }

  /** A new session: the token (shown once) and when it ends. */
  async open(operator: Operator): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const at = this.now();
    const expiresAt = at + OPERATOR_SESSION_MS;
    await this.sweep(at);
    await this.db.query(
      'INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [digest(token), operator.id, at, expiresAt],
    );
    return { token, expiresAt };
  }

  /** The operator of a live session, or null. */
  async operatorFor(token: string): Promise<Operator | null> {
    const [row] = await this.db.query<{ id: number; login: string; name: string }>(
      `SELECT o.id, o.login, o.name FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [digest(token), this.now()],
    );
    return row ? { id: Number(row.id), login: row.login, name: row.name } : null;
  }

  async close(token: string): Promise<void> {
    await this.db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [digest(token)]);
  }

  private async sweep(at: number): Promise<void> {
    if (at - this.lastSweep < 60_000) return;
    this.lastSweep = at;
    await this.db.query('DELETE FROM operator_sessions WHERE expires_at <= $1', [at]);
  }
}
