// Profiles in SQL (000 §3 Profile): the account's list, the active one, and the §5 rules applied inside
// one transaction with the user's row locked, so two quick POSTs cannot make a sixth profile.
import type { Database, Sql } from '../db/database';
import { ApiError } from '../http/errors';
import { canCreateProfile, canDeleteProfile, type ProfileRefusal } from './profile-rules';

export interface ProfileRow {
  id: number;
  user_id: number;
  name: string;
  role: 'adult' | 'child';
  icon_avatar_id: number;
  created_at: number;
}

export interface ProfileInput {
  name: string;
  role: 'adult' | 'child';
  icon_avatar_id: number;
}

/** Throws a §5 rule's refusal as the API error it is. */
export const refused = (verdict: ProfileRefusal): void => {
  if (!verdict.ok) throw new ApiError(verdict.status, verdict.errorCode, verdict.message);
};

async function lockUser(tx: Sql, userId: number): Promise<number | null> {
  const [row] = await tx.query<{ active_profile_id: number | null }>(
    'SELECT active_profile_id FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return row?.active_profile_id ?? null;
}

export class ProfileStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  list(userId: number): Promise<ProfileRow[]> {
    return this.db.query<ProfileRow>('SELECT * FROM profiles WHERE user_id = $1 ORDER BY id', [userId]);
  }

  async one(userId: number, id: number): Promise<ProfileRow | undefined> {
    const [row] = await this.db.query<ProfileRow>('SELECT * FROM profiles WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ]);
    return row;
  }

  async activeId(userId: number, sql: Sql = this.db): Promise<number | null> {
    const [row] = await sql.query<{ active_profile_id: number | null }>(
      'SELECT active_profile_id FROM users WHERE id = $1',
      [userId],
    );
    return row?.active_profile_id ?? null;
  }

  async active(userId: number): Promise<ProfileRow | null> {
    const [row] = await this.db.query<ProfileRow>(
      'SELECT p.* FROM profiles p JOIN users u ON u.active_profile_id = p.id WHERE u.id = $1',
      [userId],
    );
    return row ?? null;
  }

  /** The first profile of an account becomes its active one. */
  create(userId: number, input: ProfileInput): Promise<ProfileRow> {
    return this.db.transaction(async (tx) => {
      const activeId = await lockUser(tx, userId);
      const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM profiles WHERE user_id = $1',
        [userId],
      );
      refused(canCreateProfile(count));
      const [row] = await tx.query<ProfileRow>(
        `INSERT INTO profiles (user_id, name, role, icon_avatar_id, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [userId, input.name, input.role, input.icon_avatar_id, this.now()],
      );
      if (!row) throw new Error('insert into profiles returned nothing');
      if (activeId === null) {
        await tx.query('UPDATE users SET active_profile_id = $2 WHERE id = $1', [userId, row.id]);
      }
      return row;
    });
  }

  async update(userId: number, id: number, patch: Partial<ProfileInput>): Promise<ProfileRow | undefined> {
    const [row] = await this.db.query<ProfileRow>(
      `UPDATE profiles SET name = COALESCE($3, name), role = COALESCE($4, role),
         icon_avatar_id = COALESCE($5, icon_avatar_id)
       WHERE user_id = $1 AND id = $2 RETURNING *`,
      [userId, id, patch.name ?? null, patch.role ?? null, patch.icon_avatar_id ?? null],
    );
    return row;
  }

  remove(userId: number, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const activeId = await lockUser(tx, userId);
      const own = await tx.query<{ id: number }>('SELECT id FROM profiles WHERE user_id = $1', [userId]);
      refused(
        canDeleteProfile(
          id,
          own.map((p) => p.id),
          activeId,
        ),
      );
      await tx.query('DELETE FROM profiles WHERE user_id = $1 AND id = $2', [userId, id]);
    });
  }

  /** Makes `id` the active profile; undefined when it is not one of the account's. */
  async choose(userId: number, id: number): Promise<ProfileRow | undefined> {
    const row = await this.one(userId, id);
    if (!row) return undefined;
    await this.db.query('UPDATE users SET active_profile_id = $2 WHERE id = $1', [userId, id]);
    return row;
  }
}

/** The profile the account watches as (its id and role), or null before it has one. */
export async function watchingProfile(
  sql: Sql,
  userId: number,
): Promise<{ id: number; role: ProfileRow['role'] } | null> {
  const [row] = await sql.query<{ id: number; role: ProfileRow['role'] }>(
    'SELECT p.id, p.role FROM profiles p JOIN users u ON u.active_profile_id = p.id WHERE u.id = $1',
    [userId],
  );
  return row ?? null;
}

/** Whether the account currently watches as a child profile (§6: adult channels and contents hidden). */
export async function watchesAsChild(sql: Sql, userId: number | undefined): Promise<boolean> {
  if (userId === undefined) return false;
  return (await watchingProfile(sql, userId))?.role === 'child';
}
