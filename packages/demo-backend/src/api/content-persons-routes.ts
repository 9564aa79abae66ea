// The persons of the catalogue (001 §3 Person), one person, and the contents a person is in. Their row and
// the similar titles are rowsets/person-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ContentRecord } from '../catalogue/types';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { forChild, requestFromChild } from '../profiles/index';
import { personAnswer, personContentAnswer } from './channel-content-answers';
import { numericId } from './content-params';
import { personJson } from './wire-content';

export function registerContentPersonRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { catalogue } = ctx;
  const origin = (request: FastifyRequest) => originOf(request, ctx.publicOrigin);

  app.get(
    '/v2/persons',
    {
      config: {
        contract: {
          spec: '001 §3 Person',
          tag: 'contents',
          summary: 'Every person',
          auth: 'none',
          response: { 200: z.array(personAnswer) },
        },
      },
    },
    async (request) => catalogue.persons.map((p) => personJson(p, origin(request))),
  );

  app.get(
    '/v2/persons/:id',
    {
      config: {
        contract: {
          spec: '001 §3 Person',
          tag: 'contents',
          summary: 'One person',
          auth: 'none',
          params: numericId,
          response: { 200: personAnswer },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(numericId, request.params, 'path');
      const person = catalogue.persons.find((p) => p.id === id);
      if (!person) throw notFound(`Person ${id} not found`);
      return personJson(person, origin(request));
    },
  );

  app.get(
    '/v2/persons/:id/contents',
    {
      config: {
        contract: {
          spec: '001 §3 Person',
          tag: 'contents',
          summary: 'The contents a person is in (a child profile: only titles rated 12 or less)',
          auth: 'optional',
          params: numericId,
          response: { 200: z.array(personContentAnswer) },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(numericId, request.params, 'path');
      const person = catalogue.persons.find((p) => p.id === id);
      if (!person) throw notFound(`Person ${id} not found`);
      const child = await requestFromChild(request, ctx);
      const contents = person.contentIds
        .map((contentId) => catalogue.contents.find((c) => c.id === contentId))
        .filter((c): c is ContentRecord => c !== undefined);
      return forChild(child, contents).map((c) => ({
        id: c.id,
        title: c.title,
        content_type: c.content_type,
        age: c.age,
        slug: c.slug,
      }));
    },
  );
}
