// The curation seed and the titles column of migration 018.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index';
import { ONAIR } from '../operators/profile';
import { freshDatabase } from '../testing/db-fixture';
import { seedCuration } from './seed';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
  await seedCuration(db, ONAIR);
});
afterAll(() => db.close());

const titlesOf = async (table: string, slug: string) =>
  (
    await db.query<{ titles: Record<string, string> }>(`SELECT titles FROM ${table} WHERE slug = $1`, [slug])
  )[0]?.titles;

describe('the curation seed', () => {
  it('stores Uzbek and Kazakh titles beside the English and Russian ones', async () => {
    expect(await titlesOf('catalogue_pages', 'main')).toEqual({ uz: 'Bosh sahifa', kk: 'Басты бет' });
    expect(await titlesOf('catalogue_rows', 'new-films')).toEqual({
      uz: 'Yangi filmlar',
      kk: 'Жаңа фильмдер',
    });
  });

  it('fills them in a database seeded before them, leaving an operator’s own rows alone', async () => {
    await db.query(`UPDATE catalogue_rows SET titles = '{}'::jsonb WHERE slug IN ('new-films', 'drama')`);
    await db.query(`UPDATE catalogue_rows SET title = 'Our dramas' WHERE slug = 'drama'`);
    await db.query(`UPDATE catalogue_pages SET titles = '{"uz":"Asosiy"}'::jsonb WHERE slug = 'main'`);
    await seedCuration(db, ONAIR);
    expect(await titlesOf('catalogue_rows', 'new-films')).toEqual({
      uz: 'Yangi filmlar',
      kk: 'Жаңа фильмдер',
    });
    expect(await titlesOf('catalogue_rows', 'drama')).toEqual({});
    expect(await titlesOf('catalogue_pages', 'main')).toEqual({ uz: 'Asosiy' });
  });
});
