// Opening the demo operator's database: connect, bring the schema up to date, add the demo viewers.
import { PasswordHasher, passwordCostFrom } from '../accounts/passwords';
import { seedDemoOperator } from '../qoe/operators';
import { type Database, type DatabaseConfig, openDatabase } from './database';
import { migrate } from './migrate';
import { seedDemoUsers } from './seed';

export type { Database, DatabaseConfig } from './database';
export { DEMO_USERS } from './seed';

export async function openReadyDatabase(
  config: DatabaseConfig,
  now: () => number,
  passwords = new PasswordHasher(passwordCostFrom()),
): Promise<Database> {
  const db = await openDatabase(config);
  try {
    // Two servers starting together on one empty database would both see every migration missing
    // and run it twice: one at a time, the second finds them applied.
    await db.exclusively('migrate', async () => {
      await migrate(db, now);
      await seedDemoUsers(db, now, passwords);
      await seedDemoOperator(db, now, passwords);
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * What createApi opens when given nothing: a throw-away database. With DATABASE_URL set (the
 * PostgreSQL run of the API suite) that is a fresh schema on that server, dropped on close;
 * otherwise a PGlite in memory.
 */
export function throwAwayDatabase(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (!url) return { kind: 'memory' };
  const schema = `suite_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  return { kind: 'postgres', url, schema, dropSchemaOnClose: true };
}

export { chooseDatabase, DEFAULT_DATA_DIR, databaseFlagsOf } from './options';
