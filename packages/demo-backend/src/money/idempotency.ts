// Why: a client whose request got no answer (a timeout, a dropped connection) cannot know whether its
// payment, purchase or refund happened. Sending it again must not move money twice. The routes that move
// money declare `idempotent: true` in their contract; a request to one with an `Idempotency-Key` header
// (the IETF httpapi draft's name) claims that key for its user, and a retry with the same key gets the
// first request's answer, replayed with `Idempotent-Replayed: true`, instead of running again:
//   - the same key with another method, route or body: 422 idempotency_key_reused;
//   - while the first is still running: 409 request_in_progress (retry later; a claim older than a
//     minute with no answer is taken over, as its request died);
//   - a first request that failed (any 4xx/5xx) leaves no answer behind: the retry runs afresh (the
//     balance may have changed since a 402). Keys are forgotten after a day.
// The claim lives in the database (idempotency_keys, migration 010), so it holds across servers. The
// movements themselves are safe to repeat anyway (account lock, conditional state changes, one ledger
// entry per movement); the key makes the retry's answer the same as the first's.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import type { Sql } from '../db/database';
import { ApiError, badRequest } from '../http/errors';
import { requireUser } from '../session/auth';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Visible ASCII, as a UUID or any client token: no spaces, no control characters. */
const KEY = /^[\x21-\x7e]{1,255}$/;
const TAKE_OVER_AFTER_MS = 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

type Claim =
  | { kind: 'mine' }
  | { kind: 'reused' }
  | { kind: 'running' }
  | { kind: 'answered'; status: number; body: string; contentType: string | null };

interface Owned {
  userId: number;
  key: string;
}

/** What makes two requests "the same": method, route, path parameters and body. */
export function fingerprintOf(request: Pick<FastifyRequest, 'method' | 'params' | 'body' | 'routeOptions'>) {
  const text = JSON.stringify([
    request.method,
    request.routeOptions.url,
    request.params,
    request.body ?? null,
  ]);
  return createHash('sha256').update(text).digest('hex');
}

export async function claimKey(
  db: Sql,
  userId: number,
  key: string,
  fingerprint: string,
  now: number,
): Promise<Claim> {
  await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < $2', [
    userId,
    now - FORGET_AFTER_MS,
  ]);
  for (let attempt = 0; attempt < 2; attempt++) {
    const [claimed] = await db.query(
      `INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING key`,
      [userId, key, fingerprint, now],
    );
    if (claimed) return { kind: 'mine' };
    const [row] = await db.query<{
      fingerprint: string;
      status: number | null;
      body: string | null;
      content_type: string | null;
      created_at: string;
    }>(
      'SELECT fingerprint, status, body, content_type, created_at FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    // Released by a failed first request between the two statements: claim it again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'reused' };
    if (row.status !== null) {
      return {
        kind: 'answered',
        status: Number(row.status),
        body: row.body ?? '',
        contentType: row.content_type,
      };
    }
    if (Number(row.created_at) > now - TAKE_OVER_AFTER_MS) return { kind: 'running' };
    const [taken] = await db.query(
      `UPDATE idempotency_keys SET created_at = $3
        WHERE user_id = $1 AND key = $2 AND status IS NULL AND created_at = $4 RETURNING key`,
      [userId, key, now, row.created_at],
    );
    return taken ? { kind: 'mine' } : { kind: 'running' };
  }
  return { kind: 'running' };
}

/** Installs the claim (preHandler) and the answer's keeping (onSend) for routes whose contract says so. */
export function registerIdempotency(app: FastifyInstance, ctx: Pick<ApiContext, 'db' | 'sessions' | 'now'>) {
  const owned = new WeakMap<FastifyRequest, Owned>();

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.contract?.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw badRequest('Idempotency-Key', 'Idempotency-Key: 1 to 255 visible ASCII characters');
    }
    const user = await requireUser(request, ctx.sessions);
    const claim = await claimKey(ctx.db, user.id, key, fingerprintOf(request), ctx.now());
    if (claim.kind === 'reused') {
      throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
    }
    if (claim.kind === 'running') {
      throw new ApiError(
        409,
        'request_in_progress',
        'The request with this Idempotency-Key is still running',
      );
    }
    if (claim.kind === 'mine') {
      owned.set(request, { userId: user.id, key });
      return;
    }
    if (claim.contentType) reply.type(claim.contentType);
    return reply.code(claim.status).header('idempotent-replayed', 'true').send(claim.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = owned.get(request);
    if (!claim) return payload;
    owned.delete(request);
    if (reply.statusCode >= 400 || typeof payload !== 'string') {
      await ctx.db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL', [
        claim.userId,
        claim.key,
      ]);
      return payload;
    }
    const type = reply.getHeader('content-type');
    await ctx.db.query(
      'UPDATE idempotency_keys SET status = $3, body = $4, content_type = $5 WHERE user_id = $1 AND key = $2',
      [claim.userId, claim.key, reply.statusCode, payload, typeof type === 'string' ? type : null],
    );
    return payload;
  });
}
