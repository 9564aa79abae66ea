// Row with filters, countries and genres (001 §7): the catalogue filter page's data. Filters take the
// ids of the countries and genres lists, which are translated by Accept-Language. The titles' genres carry
// those ids and names (as a programme's genres do, 001 §3), so a client can offer a genre's subgenres.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentJson } from '../api/wire-content';
import type { ApiContext } from '../context';
import { badRequest } from '../http/errors';
import { catalogueLanguageOf } from '../http/language';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { forChild, requestFromChild } from '../profiles/index';
import { namedList as namedListSchema } from './rowset-answers';
import { pageOf, selectContents } from './select';
import { countriesOf, genresOf, namedList, vocabularyName } from './vocabulary';

const id = z.coerce.number().int().positive();
const year = z.coerce.number().int().min(1900).max(2100);
export const filterQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  content_type: z.enum(['movie', 'series']).optional(),
  main_genre: id.optional(),
  genre: id.optional(),
  country: id.optional(),
  year_from: year.optional(),
  year_to: year.optional(),
  rating_from: z.coerce.number().min(0).max(10).optional(),
  access_token: z.string().optional(),
});
const filterAnswer = z.object({
  contents: z.array(z.record(z.string(), z.unknown())),
  offset: z.number().int(),
  limit: z.number().int(),
  more_count: z.number().int(),
});

export function registerFilterRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '001 §7 Row with filters, Countries and genres';
  const genres = genresOf(ctx.catalogue.contents);
  const countries = countriesOf(ctx.catalogue.contents);
  const lang = (request: FastifyRequest) => catalogueLanguageOf(request);

  app.get(
    '/v2/rows/filter',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary:
            'Catalogue titles by filters, a page at a time (a child profile gets titles rated 12 or less)',
          auth: 'optional',
          query: filterQuery,
          response: { 200: filterAnswer },
        },
      },
    },
    async (request) => {
      const q = parseOrThrow(filterQuery, request.query, 'query');
      if (q.year_from !== undefined && q.year_to !== undefined && q.year_from > q.year_to) {
        throw badRequest('year_from', 'year_from must not be after year_to');
      }
      const name = (field: string, vocab: Map<number, string>, value: number | undefined) => {
        if (value === undefined) return undefined;
        const found = vocab.get(value);
        if (!found) throw badRequest(field, `Unknown ${field} ${value}`);
        return found;
      };
      // 000 §6: a child profile is offered nothing rated above 12, on this page as on every other.
      const child = await requestFromChild(request, ctx);
      const found = selectContents(forChild(child, ctx.catalogue.contents), {
        content_type: q.content_type,
        main_genre: name('main_genre', genres.names, q.main_genre),
        genre: name('genre', genres.names, q.genre),
        country: name('country', countries.names, q.country),
        year_from: q.year_from,
        year_to: q.year_to,
        rating_from: q.rating_from,
        sort: 'year',
      });
      const page = pageOf(found, q.offset, q.limit);
      const origin = originOf(request, ctx.publicOrigin);
      return {
        contents: page.items.map((c) => ({
          ...contentJson(c, origin),
          genres: c.genres.map((g) => ({ id: genres.ids.get(g), name: vocabularyName(g, lang(request)) })),
        })),
        offset: q.offset,
        limit: q.limit,
        more_count: page.more_count,
      };
    },
  );

  app.get(
    '/v2/genres',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary: 'Genres, named in the Accept-Language',
          auth: 'none',
          response: { 200: namedListSchema },
        },
      },
    },
    async (request) => namedList(genres, lang(request)),
  );
  app.get(
    '/v2/countries',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary: 'Countries, named in the Accept-Language',
          auth: 'none',
          response: { 200: namedListSchema },
        },
      },
    },
    async (request) => namedList(countries, lang(request)),
  );
}
