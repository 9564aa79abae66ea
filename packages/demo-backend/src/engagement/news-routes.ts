// GET /v2/news and /v2/news/{id} (001 §7 News: "list, or one item, in data"; §8 a missing item is a
// 404). Readable without a token; the texts follow Accept-Language.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { parseOrThrow } from '../http/validate';
import { newsItemAnswer, newsListAnswer } from './engagement-answers';

const newsParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'a news id') });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  access_token: z.string().optional(),
});

interface NewsRow {
  id: number;
  published_at: string | number;
  title: string;
  summary: string;
  body: string;
}

const SELECT = `SELECT n.id, n.published_at, t.title, t.summary, t.body
  FROM news n JOIN news_texts t ON t.news_id = n.id AND t.language = $1`;

const toItem = (row: NewsRow) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  body: row.body,
  published_at: Math.floor(Number(row.published_at) / 1000),
});

export function registerNewsRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '001 §7 News';
  app.get(
    '/v2/news',
    {
      config: {
        contract: {
          spec,
          tag: 'engagement',
          summary: 'News, newest first',
          auth: 'none',
          query: listQuery,
          response: { 200: newsListAnswer },
        },
      },
    },
    async (request) => {
      const { limit, offset } = parseOrThrow(listQuery, request.query, 'query');
      const rows = await ctx.db.query<NewsRow>(
        `${SELECT} ORDER BY n.published_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
        [languageOf(request), limit, offset],
      );
      return { data: rows.map(toItem) };
    },
  );

  app.get(
    '/v2/news/:id',
    {
      config: {
        contract: {
          spec,
          tag: 'engagement',
          summary: 'One news item',
          auth: 'none',
          params: newsParams,
          response: { 200: newsItemAnswer },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(newsParams, request.params, 'path');
      const [row] = await ctx.db.query<NewsRow>(`${SELECT} WHERE n.id = $2`, [
        languageOf(request),
        Number(id),
      ]);
      if (!row) throw notFound(`News item ${id} not found`);
      return { data: toItem(row) };
    },
  );
}
