import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openReadyDatabase, throwAwayDatabase } from '../db/index';
import { dayPartition, expiredPartitions, maintainPartitions } from './partitions';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 27, 13, 5);

describe('day partitions', () => {
  it('names a UTC day and its bounds', () => {
    expect(dayPartition(T0)).toEqual({
      name: 'qoe_events_20261127',
      from: Date.UTC(2026, 10, 27),
      to: Date.UTC(2026, 10, 28),
    });
  });

  it('lists the days wholly older than the cutoff, and nothing else', () => {
    const names = ['qoe_events_20261020', 'qoe_events_20261021', 'qoe_events_default', 'other_20261001'];
    expect(expiredPartitions(names, Date.UTC(2026, 9, 22))).toEqual([
      'qoe_events_20261020',
      'qoe_events_20261021',
    ]);
    expect(expiredPartitions(names, Date.UTC(2026, 9, 21, 23))).toEqual(['qoe_events_20261020']);
  });

  describe('in the database', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openReadyDatabase(throwAwayDatabase(), () => T0);
    });
    afterAll(() => db.close());

    it('makes today’s and tomorrow’s, puts rows in their day, and drops days past the retention', async () => {
      await maintainPartitions(db, T0 - 40 * DAY, 35);
      await maintainPartitions(db, T0, 35);
      await db.query(
        "INSERT INTO qoe_events (received_at, kind, body) VALUES ($1, 'ping', '{}'), ($2, 'ping', '{}')",
        [T0, T0 + 3 * DAY],
      );
      const rows = await db.query<{ p: string }>(
        'SELECT tableoid::regclass::text AS p FROM qoe_events ORDER BY received_at',
      );
      expect(rows.map((r) => r.p.replace(/^.*\./, ''))).toEqual([
        'qoe_events_20261127',
        'qoe_events_default',
      ]);
      const names = await db.query<{ relname: string }>(
        `SELECT relname FROM pg_class WHERE relname LIKE 'qoe_events_2%' AND relkind IN ('r', 'p')
           AND relnamespace = to_regnamespace(current_schema())::oid ORDER BY 1`,
      );
      // The partitions made 40 days ago are gone; today's and tomorrow's are there.
      expect(names.map((n) => n.relname).filter((n) => n.startsWith('qoe_events_2026'))).toEqual([
        'qoe_events_20261127',
        'qoe_events_20261128',
      ]);
    });
  });
});
