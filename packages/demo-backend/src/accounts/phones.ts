// Whose phone is whose (issue 35 item 3). `users.phone` is an account's phone only once a code sent
// to it was typed back: it signs in by code and is the account's own number for mobile payments. A
// registration's phone waits in `users.pending_phone`, where it captures nothing: a code sign-in to a
// number nobody has confirmed lands in a registration that has no other way in (no password), never in
// one that someone could also enter with a password. Phones proved for paying only are kept apart
// (`proved_phones`), so paying from a number never makes it sign in to the account.
import { PROVED_PHONE_VALID_DAYS } from '../constants';
import type { Sql } from '../db/database';
import { ApiError } from '../http/errors';
import { type UserRow, userRowByPhone } from '../session/users';

const phoneTaken = () =>
  new ApiError(400, 'phone_taken', 'This phone belongs to another account', { field: 'phone' });

/**
 * The account a code sign-in to `phone` enters: the one whose phone it is, else the newest
 * registration waiting for it that has no password (000 §4 Phone login registers the phone, then
 * signs in with its code). Undefined: the phone is unknown (invalid_phone).
 */
export async function codeSignInTarget(sql: Sql, phone: string): Promise<UserRow | undefined> {
  const [owner] = await sql.query<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]);
  if (owner) return owner;
  const [waiting] = await sql.query<UserRow>(
    `SELECT * FROM users WHERE pending_phone = $1 AND phone IS NULL AND password_hash IS NULL
       AND NOT is_guest ORDER BY id DESC LIMIT 1`,
    [phone],
  );
  return waiting;
}

/**
 * Makes `phone` `userId`'s phone after its code was verified, and remembers it as proved. 400
 * phone_taken when another account confirmed it first (the unique index decides between two at once).
 */
export async function confirmPhone(sql: Sql, userId: number, phone: string, nowMs: number): Promise<void> {
  try {
    await sql.query('UPDATE users SET phone = $2, pending_phone = NULL WHERE id = $1', [userId, phone]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw phoneTaken();
    throw error;
  }
  await rememberProvedPhone(sql, userId, phone, nowMs);
}

/**
 * A code sent to `phone` was typed back right: the account `target` (codeSignInTarget's) now owns the
 * phone, or lost it a moment before to another registration that the code proves just as well. Answers
 * the id of the account the code enters.
 */
export async function enterByCode(sql: Sql, target: UserRow, phone: string, nowMs: number): Promise<number> {
  if (target.phone === phone) {
    await rememberProvedPhone(sql, target.id, phone, nowMs);
    return target.id;
  }
  try {
    await confirmPhone(sql, target.id, phone, nowMs);
    return target.id;
  } catch (error) {
    const owner = await userRowByPhone(sql, phone);
    if (!owner) throw error;
    return owner.id;
  }
}

/** `userId` typed back a code sent to `phone` just now. */
export async function rememberProvedPhone(sql: Sql, userId: number, phone: string, nowMs: number) {
  await sql.query(
    `INSERT INTO proved_phones (user_id, phone, proved_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, phone) DO UPDATE SET proved_at = EXCLUDED.proved_at`,
    [userId, phone, nowMs],
  );
}

const VALID_MS = PROVED_PHONE_VALID_DAYS * 86_400_000;

/** Whether `userId` may bill `phone`: it is the account's phone, or one it proved recently. */
export async function isProvedPhone(
  sql: Sql,
  userId: number,
  phone: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await sql.query(
    `SELECT 1 FROM users WHERE id = $1 AND phone = $2
     UNION ALL SELECT 1 FROM proved_phones WHERE user_id = $1 AND phone = $2 AND proved_at > $3`,
    [userId, phone, nowMs - VALID_MS],
  );
  return rows.length > 0;
}

/** The phones `userId` may bill now: the account's own first, then the proved ones, newest first. */
export async function provedPhones(sql: Sql, userId: number, nowMs: number): Promise<string[]> {
  const rows = await sql.query<{ phone: string }>(
    `SELECT phone FROM (
       SELECT phone, 0 AS rank, 0::bigint AS at FROM users WHERE id = $1 AND phone IS NOT NULL
       UNION ALL SELECT phone, 1, proved_at FROM proved_phones WHERE user_id = $1 AND proved_at > $2
     ) p ORDER BY rank, at DESC`,
    [userId, nowMs - VALID_MS],
  );
  return [...new Set(rows.map((r) => r.phone))];
}
