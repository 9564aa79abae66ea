// The path parameters of the content, trailer and person routes, and the content a path names.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findContent } from '../catalogue/index';
import type { Catalogue, ContentRecord } from '../catalogue/types';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';

export const idParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'a content id or slug') });
export const numericId = z.object({ id: z.coerce.number().int().positive() });

/** The content the path's `:id` (an id or a slug) names, or 404. */
export function contentFrom(catalogue: Catalogue, request: FastifyRequest): ContentRecord {
  const { id } = parseOrThrow(idParams, request.params, 'path');
  const content = findContent(catalogue, id);
  if (!content) throw notFound(`Content ${id} not found`);
  return content;
}
