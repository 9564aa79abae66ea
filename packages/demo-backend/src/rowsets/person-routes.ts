// Person row, content similar and programme info (001 §7 Person, Content similar, Program info).
// Similar titles share the most genres, then a country, then the closest year: a rule a viewer can
// follow, not a random pick.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { libraryQuery } from '../api/library-query';
import { programmeJson } from '../api/wire-channel';
import { contentJson, personJson } from '../api/wire-content';
import { decodeProgrammeId, programmeAt } from '../catalogue/schedule';
import type { ContentRecord } from '../catalogue/types';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { forChild, refuseForChild, requestFromChild } from '../profiles/index';
import { optionalUser } from '../session/auth';
import { selectContents } from './select';

/** 001 §9: similar items 12. */
export const SIMILAR_ITEMS = 12;
const slugOrId = z.object({ id: z.string().regex(/^[\w-]{1,80}$/, 'a slug or id') });
const numeric = z.object({ id: z.coerce.number().int().positive() });
const item = z.record(z.string(), z.unknown());

/** "anna-petrova-201" → 201: the trailing digits of a slug are the id (001 §2 Routes). */
export function idOfSlug(slugOrId: string): number | undefined {
  const match = /(\d+)$/.exec(slugOrId);
  return match ? Number(match[1]) : undefined;
}

export function similarTo(content: ContentRecord, all: readonly ContentRecord[]): ContentRecord[] {
  const score = (c: ContentRecord) =>
    c.genres.filter((g) => content.genres.includes(g)).length * 100 +
    (c.countries.some((x) => content.countries.includes(x)) ? 50 : 0) -
    Math.min(49, Math.abs(c.year - content.year));
  return selectContents(all, {})
    .filter((c) => c.id !== content.id && c.genres.some((g) => content.genres.includes(g)))
    .sort((a, b) => score(b) - score(a) || a.id - b.id)
    .slice(0, SIMILAR_ITEMS);
}

export function registerPersonRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const origin = (request: FastifyRequest) => originOf(request, ctx.publicOrigin);
  /** §3 Person favorite: the signed-in viewer's favourite of this person ({ id } to remove it by), else null. */
  const favouriteOf = async (request: FastifyRequest, personId: number) => {
    const viewer = await optionalUser(request, ctx.sessions);
    if (!viewer) return null;
    const [row] = await ctx.db.query<{ id: number }>(
      "SELECT id::int AS id FROM favorites WHERE user_id = $1 AND kind = 'person' AND object_id = $2",
      [viewer.id, personId],
    );
    return row ? { id: row.id } : null;
  };

  app.get(
    '/v2/persons/:id/row',
    {
      config: {
        contract: {
          spec: '001 §7 Person row',
          tag: 'catalogue',
          summary: 'A person (by slug or id) with the titles they are in; favorite is the viewer’s own',
          auth: 'optional',
          params: slugOrId,
          response: { 200: z.object({ person: item, contents: z.array(item) }) },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(slugOrId, request.params, 'path');
      const personId = idOfSlug(id);
      const person = catalogue.persons.find((p) => p.id === personId || p.slug === id);
      if (!person) throw notFound(`Person ${id} not found`);
      const child = await requestFromChild(request, ctx);
      const contents = forChild(
        child,
        person.contentIds.flatMap((cid) => catalogue.contents.find((c) => c.id === cid) ?? []),
      );
      return {
        person: { ...personJson(person, origin(request)), favorite: await favouriteOf(request, person.id) },
        contents: contents.map((c) => contentJson(c, origin(request))),
      };
    },
  );

  app.get(
    '/v2/contents/:id/similar',
    {
      config: {
        contract: {
          spec: '001 §7 Content similar',
          tag: 'contents',
          summary: `Up to ${SIMILAR_ITEMS} titles like this one (a child profile: only titles rated 12 or less)`,
          auth: 'optional',
          params: slugOrId,
          query: libraryQuery,
          response: { 200: z.array(item) },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(slugOrId, request.params, 'path');
      parseOrThrow(libraryQuery, request.query, 'query');
      const content = catalogue.contents.find((c) => c.id === idOfSlug(id) || c.slug === id);
      if (!content) throw notFound(`Content ${id} not found`);
      const child = await requestFromChild(request, ctx);
      refuseForChild(child, content);
      // An episode or season is like its series.
      let top = content;
      while (top.parentId !== null) top = catalogue.contents.find((c) => c.id === top.parentId) ?? top;
      return similarTo(top, forChild(child, catalogue.contents)).map((c) => contentJson(c, origin(request)));
    },
  );

  app.get(
    '/v2/programs/:id',
    {
      config: {
        // Its id is the channel and the start, not a database record (http/record-ids.ts).
        encodedId: true,
        contract: {
          spec: '001 §7 Program info',
          tag: 'channels',
          summary: 'One programme of the guide by its id',
          auth: 'none',
          params: numeric,
          response: { 200: item },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(numeric, request.params, 'path');
      const { channelId, start } = decodeProgrammeId(id);
      const channel = catalogue.channels.find((c) => c.id === channelId);
      const programme = channel ? programmeAt(catalogue.seed, channel, start) : undefined;
      if (!programme || programme.id !== id) throw notFound(`Programme ${id} not found`);
      return programmeJson(programme, Math.floor(ctx.now() / 1000), origin(request));
    },
  );
}
