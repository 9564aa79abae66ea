// Demo viewers every fresh database starts with (documented in the package README), so a phone
// sign-in and a login/password sign-in can be tried at once. Only created when missing: a restart
// never resets what a viewer changed.
import type { PasswordHasher } from '../accounts/passwords';
import { seedPackets } from '../packets/seed';
import { seedProfiles } from '../profiles/seed';
import type { Database } from './database';

export const DEMO_USERS = {
  /** Signs in by phone; the code arrives in the demo SMS outbox (GET /sink/sms?phone=79990000001). */
  phone: { username: 'olga', first_name: 'Olga', phone: '79990000001' },
  /** Signs in with login and password. */
  password: { username: 'demo', first_name: 'Demo Viewer', password: 'onair-demo' },
} as const;

export async function seedDemoUsers(
  db: Database,
  now: () => number,
  passwords: PasswordHasher,
): Promise<void> {
  const { phone, password } = DEMO_USERS;
  const missing = async (username: string) =>
    (await db.query('SELECT 1 FROM users WHERE lower(username) = $1', [username])).length === 0;
  if (await missing(phone.username)) {
    await db.query(
      `INSERT INTO users (username, phone, first_name, is_guest, date_joined)
       VALUES ($1, $2, $3, false, $4) ON CONFLICT DO NOTHING`,
      [phone.username, phone.phone, phone.first_name, now()],
    );
  }
  if (await missing(password.username)) {
    await db.query(
      `INSERT INTO users (username, first_name, is_guest, date_joined, password_hash)
       VALUES ($1, $2, false, $3, $4) ON CONFLICT DO NOTHING`,
      [password.username, password.first_name, now(), await passwords.hash(password.password)],
    );
  }
  await seedPackets(db, now, [phone.username, password.username]);
  await seedProfiles(db, now, [phone.username, password.username]);
  await (await import('../engagement/seed')).seedEngagement(db);
}
