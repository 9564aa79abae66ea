// Whose e-mail is whose (000 §8: an address another account uses is a 400 the app shows as the 'error'
// modal). The unique index on lower(email) (migration 014) decides, not a look-up before the write: two
// accounts asking for one address at once, on two instances, both saw it free when the route read first.
import type { Sql } from '../db/database';
import { ApiError } from '../http/errors';

export const emailTaken = () =>
  new ApiError(400, 'email_taken', 'This email belongs to another account', { field: 'email' });

/** Makes `email` `userId`'s address; 400 email_taken when another account holds it in any letter case. */
export async function setEmail(sql: Sql, userId: number, email: string): Promise<void> {
  try {
    await sql.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw emailTaken();
    throw error;
  }
}
