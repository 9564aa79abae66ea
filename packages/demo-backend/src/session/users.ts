// User rows (000 §3 User) and the queries on them. The wire shape never carries the password hash.
import type { Sql } from '../db/database';

export interface User {
  id: number;
  username: string;
  phone: string | null;
  email: string | null;
  first_name: string;
  is_guest: boolean;
  date_joined: string;
  timezone: string;
  provider_uid: string;
  refer_id: string | null;
  /** Whether the account has a parental PIN (the PIN itself never leaves the server; issue 16). */
  parental_status: 'set' | 'notset';
}

export interface UserRow extends Omit<User, 'date_joined' | 'provider_uid' | 'parental_status'> {
  /** Unix ms. */
  date_joined: number;
  /** A phone given at registration and not yet confirmed by its code (accounts/phones.ts). */
  pending_phone: string | null;
  password_hash: string | null;
  pincode: string | null;
}

export interface NewUser {
  is_guest: boolean;
  username?: string;
  /** Kept as pending: it becomes the account's phone only when a code sent to it is typed back. */
  pending_phone?: string;
  refer_id?: string;
  password_hash?: string;
  first_name?: string;
}

/** The phone is not here: it changes only with its code (accounts/phones.ts confirmPhone). */
export type UserPatch = Partial<Pick<User, 'first_name' | 'email' | 'timezone' | 'refer_id'>>;

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  phone: row.phone,
  email: row.email,
  first_name: row.first_name,
  is_guest: row.is_guest,
  date_joined: new Date(row.date_joined).toISOString(),
  timezone: row.timezone,
  provider_uid: `onair-${row.id}`,
  refer_id: row.refer_id,
  parental_status: row.pincode ? 'set' : 'notset',
});

export async function insertUser(sql: Sql, input: NewUser, nowMs: number): Promise<UserRow> {
  // A guest's username (and a phone registration's whose asked name was taken) is made from its id:
  // take the id first, in the same statement.
  const [row] = await sql.query<UserRow>(
    `WITH next AS (SELECT nextval('users_id_seq') AS id)
     INSERT INTO users (id, username, pending_phone, first_name, is_guest, date_joined, refer_id, password_hash)
     SELECT id, COALESCE($1, CASE WHEN $4 THEN 'guest-' ELSE 'viewer-' END || id), $2, $3, $4, $5, $6, $7
     FROM next
     RETURNING *`,
    [
      input.username ?? null,
      input.pending_phone ?? null,
      // A login is not a name: a registered user has none until they give one (PATCH /v2/users/self).
      input.first_name ?? (input.is_guest ? 'Guest' : ''),
      input.is_guest,
      nowMs,
      input.refer_id ?? null,
      input.password_hash ?? null,
    ],
  );
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function userRow(sql: Sql, id: number): Promise<UserRow | undefined> {
  return (await sql.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]))[0];
}

/** Login by username (any case) or by phone, as the login form takes either. */
export async function userRowByLogin(sql: Sql, login: string): Promise<UserRow | undefined> {
  const rows = await sql.query<UserRow>(
    'SELECT * FROM users WHERE NOT is_guest AND (lower(username) = lower($1) OR phone = $1) ORDER BY id LIMIT 1',
    [login],
  );
  return rows[0];
}

export async function userRowByPhone(sql: Sql, phone: string): Promise<UserRow | undefined> {
  return (await sql.query<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]))[0];
}

/** A new password hash (a stronger cost after a sign-in with the old one). */
export async function setPasswordHash(sql: Sql, id: number, hash: string): Promise<void> {
  await sql.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, hash]);
}

export async function usernameTaken(sql: Sql, username: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

const PATCHABLE = new Set(['first_name', 'email', 'timezone', 'refer_id']);

export async function updateUser(sql: Sql, id: number, patch: UserPatch): Promise<UserRow | undefined> {
  const columns = Object.entries(patch).filter(
    ([column, value]) => value !== undefined && PATCHABLE.has(column),
  );
  if (columns.length === 0) return userRow(sql, id);
  // Column names come from PATCHABLE, never from the request.
  const sets = columns.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  const rows = await sql.query<UserRow>(`UPDATE users SET ${sets} WHERE id = $1 RETURNING *`, [
    id,
    ...columns.map(([, value]) => value),
  ]);
  return rows[0];
}
