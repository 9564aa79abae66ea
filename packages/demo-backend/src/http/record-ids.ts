// Why: record ids are PostgreSQL `integer`s (int4), so an id past 2,147,483,647 cannot name anything — yet a
// path id past it reached the database and failed there as a 500 (`/v2/rows/2147483648`, issue 35 item 8).
// Every route's `:id` is checked once, before validation: a decimal id past int4 is 404, like any id that
// names nothing. And a number past a column's range that still reaches the database (a body field) is the
// client's mistake, a 400, never a 500 (errors.ts reads the SQLSTATE).
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

export const INT4_MAX = 2_147_483_647;

/** A path id written in decimal digits whose value is past int4 (leading zeros ignored). */
export function isPastInt4(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return false;
  const digits = value.replace(/^0+(?=\d)/, '');
  const max = String(INT4_MAX);
  return digits.length > max.length || (digits.length === max.length && digits > max);
}

export function installRecordIdGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // A route whose id encodes something else (a programme: its channel and start) names no database
    // record, and its ids may pass int4 (the second demo operator's channels are 301…).
    if ((request.routeOptions.config as { encodedId?: boolean } | undefined)?.encodedId) return;
    const id = (request.params as Record<string, unknown> | undefined)?.id;
    if (isPastInt4(id)) throw notFound(`No record ${String(id)}: ids end at ${INT4_MAX}`);
  });
}
