// Reads of the curation tables (005_catalogue.sql). Small tables, read per request: an operator's edit
// in the database shows on the next call without a restart.
import type { Sql } from '../db/database';

export interface PageRecord {
  id: number;
  slug: string;
  template: string;
  title: string;
  title_ru: string;
  /** Titles in further languages (018): {uz, kk}. */
  titles: Partial<Record<string, string>>;
  description: string;
  variants: string[];
  position: number;
  parent_id: number | null;
  url: string | null;
  library_id: number | null;
  preset: Record<string, string>;
}

export interface RowRecord {
  id: number;
  slug: string;
  template: string;
  title: string;
  title_ru: string;
  /** Titles in further languages (018): {uz, kk}. */
  titles: Partial<Record<string, string>>;
  description: string;
  content_type: string | null;
  duration: number | null;
  library_id: number | null;
  source: RowSource;
}

export interface RowSource {
  kind: 'contents' | 'channels' | 'persons' | 'history' | 'promotions' | 'packets' | 'favorites';
  content_type?: string;
  genre?: string;
  sort?: 'year' | 'rating';
  library_id?: number;
  search?: boolean;
  limit?: number;
  ids?: number[];
  of?: 'content' | 'channel' | 'person';
  items?: Record<string, unknown>[];
}

export interface LibraryRecord {
  id: number;
  title: string;
  bg: string;
}

const byIdOrSlug = (idOrSlug: string) => (/^\d+$/.test(idOrSlug) ? 'id = $1::int' : 'slug = $1');

export function curationStore(db: Sql) {
  return {
    rowsets: (variant: string) =>
      db.query<PageRecord>('SELECT * FROM catalogue_pages WHERE $1 = ANY(variants) ORDER BY position, id', [
        variant,
      ]),
    subPages: (parentId: number) =>
      db.query<PageRecord>('SELECT * FROM catalogue_pages WHERE parent_id = $1 ORDER BY position, id', [
        parentId,
      ]),
    async page(idOrSlug: string): Promise<PageRecord | undefined> {
      const [page] = await db.query<PageRecord>(
        `SELECT * FROM catalogue_pages WHERE ${byIdOrSlug(idOrSlug)}`,
        [idOrSlug],
      );
      return page;
    },
    rowsOf: (pageId: number) =>
      db.query<RowRecord>(
        `SELECT r.* FROM catalogue_page_rows pr JOIN catalogue_rows r ON r.id = pr.row_id
         WHERE pr.page_id = $1 ORDER BY pr.position`,
        [pageId],
      ),
    async row(idOrSlug: string): Promise<RowRecord | undefined> {
      const [row] = await db.query<RowRecord>(`SELECT * FROM catalogue_rows WHERE ${byIdOrSlug(idOrSlug)}`, [
        idOrSlug,
      ]);
      return row;
    },
    libraries: () => db.query<LibraryRecord>('SELECT * FROM catalogue_libraries ORDER BY id'),
  };
}

export type CurationStore = ReturnType<typeof curationStore>;
