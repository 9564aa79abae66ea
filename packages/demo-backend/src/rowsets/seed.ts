// Puts the demo curation into SQL when it is missing; an operator's later edits in the database are
// never overwritten (ON CONFLICT DO NOTHING), like the demo viewers in src/db/seed.ts.
import type { Database } from '../db/database';
import type { OperatorProfile } from '../operators/profile';
import { curationOf } from '../operators/renumber';
import { LIBRARIES, PAGES, ROWS } from './seed-data';
import { PAGE_TITLES, ROW_TITLES } from './seed-titles';

/** The operator's curation: the demo's pages and rows under that operator's ids and slugs. */
export async function seedCuration(db: Database, operator: OperatorProfile): Promise<void> {
  const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalogue_pages');
  if ((present?.n ?? 0) > 0) return fillTitles(db);
  const { pages, rows } = curationOf(operator, { pages: PAGES, rows: ROWS });
  await db.transaction(async (tx) => {
    for (const library of LIBRARIES) {
      await tx.query(
        'INSERT INTO catalogue_libraries (id, title, bg) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [library.id, library.title, library.bg],
      );
    }
    for (const row of rows) {
      await tx.query(
        `INSERT INTO catalogue_rows (id, slug, template, title, title_ru, description, content_type, duration, library_id, source, titles)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
        [
          row.id,
          row.slug,
          row.template,
          row.title,
          row.title_ru,
          row.description ?? '',
          row.content_type ?? null,
          row.duration ?? null,
          row.library_id ?? null,
          JSON.stringify(row.source),
          JSON.stringify(ROW_TITLES[row.slug] ?? {}),
        ],
      );
    }
    // Parents first: sub pages reference their catalogue page.
    const ordered = [...pages].sort(
      (a, b) => Number(a.parent_id !== undefined) - Number(b.parent_id !== undefined),
    );
    for (const page of ordered) {
      await tx.query(
        `INSERT INTO catalogue_pages (id, slug, template, title, title_ru, variants, position, parent_id, url, library_id, preset, titles)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
        [
          page.id,
          page.slug,
          page.template,
          page.title,
          page.title_ru,
          page.variants,
          page.position,
          page.parent_id ?? null,
          page.url ?? null,
          page.library_id ?? null,
          JSON.stringify(page.preset ?? {}),
          JSON.stringify(PAGE_TITLES[page.slug] ?? {}),
        ],
      );
      for (const [position, rowId] of page.rows.entries()) {
        await tx.query(
          'INSERT INTO catalogue_page_rows (page_id, row_id, position) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [page.id, rowId, position],
        );
      }
    }
  });
}

/**
 * A database seeded before the titles column (018) gets the demo's Uzbek and Kazakh titles for the rows and
 * pages that still carry the demo's English title and no titles of their own; an operator's edits stay.
 */
async function fillTitles(db: Database): Promise<void> {
  for (const [table, seeds, titles] of [
    ['catalogue_rows', ROWS, ROW_TITLES],
    ['catalogue_pages', PAGES, PAGE_TITLES],
  ] as const) {
    for (const seed of seeds) {
      const own = titles[seed.slug];
      if (!own) continue;
      await db.query(
        `UPDATE ${table} SET titles = $3 WHERE slug = $1 AND title = $2 AND titles = '{}'::jsonb`,
        [seed.slug, seed.title, JSON.stringify(own)],
      );
    }
  }
}
