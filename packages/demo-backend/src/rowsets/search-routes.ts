// Search suggestions and search history (001 §7). Suggestions are the catalogue's titles, channels and
// people containing the text; on focus (no text) they are the viewer's own latest choices. History is
// per user (a guest is a user of its device) and per profile, in SQL: a child profile is offered neither
// what the adult profile looked for nor anything rated above 12 (000 §6).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { parseOrThrow } from '../http/validate';
import { forChild, suitableForChild, watchingProfile } from '../profiles/index';
import { optionalUser, requireUser } from '../session/auth';
import { matchesText, selectContents } from './select';

const SUGGESTIONS = 10;
const suggestQuery = z.object({ q: z.string().max(255).optional(), access_token: z.string().optional() });
const historyBody = z.object({
  query: z.string().trim().min(1, 'the search text is empty').max(255),
  type: z.enum(['content', 'channel', 'person']),
  id: z.coerce.number().int().positive(),
  title: z.string().trim().min(1).max(255),
});
const suggestion = z.object({
  text: z.string(),
  type: z.string(),
  id: z.number().int(),
  from_history: z.boolean(),
});

export function registerSearchRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '001 §7 Search suggestions, Send to search history';
  const { catalogue } = ctx;
  /** A remembered choice's age rating; a title or channel no longer in the catalogue counts as adult. */
  const ageOf = (type: string, id: number): number => {
    if (type === 'person') return 0;
    const items: readonly { id: number; age: number }[] =
      type === 'channel' ? catalogue.channels : catalogue.contents;
    return items.find((item) => item.id === id)?.age ?? Number.POSITIVE_INFINITY;
  };

  app.get(
    '/v2/search/suggestions',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary: 'Suggestions for a lowercased text; without text, the viewer’s recent choices',
          auth: 'optional',
          query: suggestQuery,
          response: { 200: z.array(suggestion) },
        },
      },
    },
    async (request) => {
      const { q } = parseOrThrow(suggestQuery, request.query, 'query');
      const text = q?.trim().toLowerCase() ?? '';
      const user = await optionalUser(request, ctx.sessions);
      const profile = user ? await watchingProfile(ctx.db, user.id) : null;
      const child = profile?.role === 'child';
      if (!text) {
        if (!user) return [];
        // The profile's own choices; an adult profile also keeps those made before profiles were recorded.
        const rows = await ctx.db.query<{ title: string; item_type: string; item_id: number }>(
          `SELECT title, item_type, item_id FROM search_history
           WHERE user_id = $1 AND (profile_id IS NOT DISTINCT FROM $2 OR (NOT $3 AND profile_id IS NULL))
           GROUP BY title, item_type, item_id ORDER BY max(created_at) DESC LIMIT ${SUGGESTIONS}`,
          [user.id, profile?.id ?? null, child],
        );
        return rows
          .filter((r) => !child || suitableForChild(ageOf(r.item_type, r.item_id)))
          .map((r) => ({ text: r.title, type: r.item_type, id: r.item_id, from_history: true }));
      }
      const contents = selectContents(forChild(child, catalogue.contents), { search: text }).map((c) => ({
        text: c.title,
        type: 'content',
        id: c.id,
      }));
      const channels = forChild(child, catalogue.channels)
        .filter((c) => !c.isAdult && matchesText(c.name, text))
        .map((c) => ({ text: c.name, type: 'channel', id: c.id }));
      const persons = catalogue.persons
        .filter((p) => matchesText(p.name, text))
        .map((p) => ({ text: p.name, type: 'person', id: p.id }));
      // Titles starting with the text first: what the viewer is most likely typing.
      const all = [...contents, ...channels, ...persons];
      const starts = (s: string) => s.toLowerCase().startsWith(text);
      return [...all.filter((s) => starts(s.text)), ...all.filter((s) => !starts(s.text))]
        .slice(0, SUGGESTIONS)
        .map((s) => ({ ...s, from_history: false }));
    },
  );

  app.post(
    '/v2/search/history',
    {
      config: {
        contract: {
          spec,
          tag: 'catalogue',
          summary: 'Remember what the viewer chose from search',
          auth: 'session',
          body: historyBody,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      const body = parseOrThrow(historyBody, request.body, 'body');
      const profile = await watchingProfile(ctx.db, user.id);
      await ctx.db.query(
        `INSERT INTO search_history (user_id, profile_id, query, item_type, item_id, title, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [user.id, profile?.id ?? null, body.query.toLowerCase(), body.type, body.id, body.title, ctx.now()],
      );
      return { ok: true as const };
    },
  );
}
