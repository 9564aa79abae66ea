// Test support: a fresh, migrated and seeded database per suite (PGlite in memory, or a throw-away
// schema when DATABASE_URL points at a PostgreSQL server).
import { type Database, openReadyDatabase, throwAwayDatabase } from '../db/index';

export async function freshDatabase(now: () => number = Date.now): Promise<Database> {
  return openReadyDatabase(throwAwayDatabase(), now);
}
