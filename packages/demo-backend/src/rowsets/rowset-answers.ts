// §3 wire shapes of pages, rows, libraries and filter values, as zod schemas (they are the OpenAPI
// contract, issue 24) and the functions that build them.
import { z } from 'zod';
import { textIn } from '../catalogue/languages';
import type { Lang } from '../http/language';
import type { PageRecord, RowRecord } from './store';

const item = z.record(z.string(), z.unknown());

export const rowHeadSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  template: z.string(),
  description: z.string(),
  html_description: z.string(),
  content_type: z.string().nullable(),
  duration: z.number().int().nullable(),
  library_id: z.number().int().nullable(),
});

export const rowSchema = rowHeadSchema.extend({
  contents: z.array(item),
  channels: z.array(item),
  persons: z.array(item),
  promotions: z.array(item),
  histories: z.array(item),
  packets: z.array(item),
  offset: z.number().int(),
  limit: z.number().int(),
  more_count: z.number().int(),
  loop_count: z.number().int(),
  status: z.string(),
});

export const menuPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  template: z.string(),
  url: z.string().nullable(),
  library_id: z.number().int().nullable(),
  icon: z.object({ tv_x3: z.string().nullable() }),
  pages: z.array(
    z.object({ id: z.number().int(), slug: z.string(), title: z.string(), template: z.string() }),
  ),
});

export const pageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  template: z.string(),
  title: z.string(),
  description: z.string(),
  library_id: z.number().int().nullable(),
  logo: z.object({ tv_x3: z.string().nullable() }),
  preset: z.record(z.string(), z.string()),
  pages: menuPageSchema.shape.pages,
  rows: z.array(rowHeadSchema),
});

export const libraryAnswer = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    bg: z.string(),
    cover: z.object({ bg: z.string(), color_bg: z.string() }),
  }),
);

export const namedList = z.array(z.object({ id: z.number().int(), name: z.string() }));

const titleIn = (record: Pick<PageRecord, 'title' | 'title_ru' | 'titles'>, lang: Lang) =>
  textIn({ ...record.titles, en: record.title, ru: record.title_ru }, lang);

export function rowHeadJson(row: RowRecord, lang: Lang): z.infer<typeof rowHeadSchema> {
  return {
    id: row.id,
    slug: row.slug,
    title: titleIn(row, lang),
    template: row.template,
    description: row.description,
    html_description: row.description,
    content_type: row.content_type,
    duration: row.duration,
    library_id: row.library_id,
  };
}

const subPageJson = (page: PageRecord, lang: Lang) => ({
  id: page.id,
  slug: page.slug,
  title: titleIn(page, lang),
  template: page.template,
});

export function menuPageJson(
  page: PageRecord,
  subPages: PageRecord[],
  lang: Lang,
): z.infer<typeof menuPageSchema> {
  return {
    ...subPageJson(page, lang),
    url: page.url,
    library_id: page.library_id,
    icon: { tv_x3: null },
    pages: subPages.map((p) => subPageJson(p, lang)),
  };
}

export function pageJson(
  page: PageRecord,
  subPages: PageRecord[],
  rows: RowRecord[],
  lang: Lang,
): z.infer<typeof pageSchema> {
  return {
    ...subPageJson(page, lang),
    description: page.description,
    library_id: page.library_id,
    logo: { tv_x3: null },
    preset: page.preset,
    pages: subPages.map((p) => subPageJson(p, lang)),
    rows: rows.map((row) => rowHeadJson(row, lang)),
  };
}
