// The demo viewers' PIN, profiles and messages (documented in the package README). Each part is only
// written when the viewer has none yet, so a restart never undoes what a viewer changed.
import type { Database } from '../db/database';

export const DEMO_PIN = '1234';

const DEMO_MESSAGES = [
  {
    title: 'Welcome to OnAir',
    text: 'Your base packet is active. Enjoy more than a hundred channels.',
    ageMs: 3 * 86_400_000,
    read: true,
  },
  {
    title: 'Parental PIN',
    text: 'Your parental PIN protects adult channels and purchases. Change it in Settings → Parental control.',
    ageMs: 86_400_000,
    read: false,
  },
  {
    title: 'New this week',
    text: 'Fresh films and series are waiting in the catalogue.',
    ageMs: 3_600_000,
    read: false,
  },
];

export async function seedProfiles(db: Database, now: () => number, demoUsernames: readonly string[]) {
  for (const username of demoUsernames) {
    const [user] = await db.query<{ id: number; first_name: string }>(
      'SELECT id, first_name FROM users WHERE lower(username) = $1',
      [username],
    );
    if (!user) continue;
    await db.query('UPDATE users SET pincode = $2 WHERE id = $1 AND pincode IS NULL', [user.id, DEMO_PIN]);
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM profiles WHERE user_id = $1',
      [user.id],
    );
    if (count === 0) {
      const [adult] = await db.query<{ id: number }>(
        `INSERT INTO profiles (user_id, name, role, icon_avatar_id, created_at)
         VALUES ($1, $2, 'adult', 1, $3) RETURNING id`,
        [user.id, user.first_name || username, now()],
      );
      await db.query(
        `INSERT INTO profiles (user_id, name, role, icon_avatar_id, created_at) VALUES ($1, 'Kids', 'child', 9, $2)`,
        [user.id, now()],
      );
      await db.query('UPDATE users SET active_profile_id = $2 WHERE id = $1', [user.id, adult?.id]);
    }
    const [{ messages } = { messages: 0 }] = await db.query<{ messages: number }>(
      'SELECT count(*)::int AS messages FROM messages WHERE user_id = $1',
      [user.id],
    );
    if (messages > 0) continue;
    for (const m of DEMO_MESSAGES) {
      const at = now() - m.ageMs;
      await db.query(
        'INSERT INTO messages (user_id, title, text, created_at, read_at) VALUES ($1, $2, $3, $4, $5)',
        [user.id, m.title, m.text, at, m.read ? at : null],
      );
    }
  }
}
