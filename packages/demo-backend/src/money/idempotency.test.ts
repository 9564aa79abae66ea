// A retried money request with an Idempotency-Key answers what the first one did (money/idempotency.ts),
// through the real routes on PGlite (and on PostgreSQL in npm test's second run). Without the key, a
// retried DELETE of a subscription that was ended answers 404, and a retried top-up makes a second one.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { withAccount } from '../packets/accounts';
import { billingApi, clock, newViewer } from '../testing/billing-fixture';
import { fingerprintOf } from './idempotency';
import { post } from './ledger';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await billingApi());
});
afterAll(() => app.close());

const CINEMA_30 = 10_100_030;

async function viewerWith(balance: number) {
  const viewer = await newViewer(app);
  const me = (await viewer.call('GET', '/v2/users/self')).body as { id: number };
  if (balance > 0) {
    await withAccount(database, me.id, (tx, account) =>
      post(tx, {
        accountId: account.id,
        amount: balance,
        kind: 'adjustment',
        reference: `test:${me.id}`,
        at: 1,
      }),
    );
  }
  const send = async (method: 'POST' | 'DELETE', url: string, key?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${viewer.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
  };
  return { ...viewer, userId: me.id, send };
}

describe('Idempotency-Key on the money routes', () => {
  it('answers a retried refund with the first answer instead of 404', async () => {
    const viewer = await viewerWith(29_900);
    const bought = await viewer.send('POST', '/v2/users/self/purchases', 'buy-1', {
      purchase_type_id: CINEMA_30,
    });
    expect(bought.status).toBe(201);
    const url = `/v2/users/self/subscriptions/${bought.body.subscription_id}`;
    const first = await viewer.send('DELETE', url, 'end-1');
    expect(first.status).toBe(200);
    expect(first.replayed).toBeUndefined();
    const retry = await viewer.send('DELETE', url, 'end-1');
    expect(retry).toEqual({ status: 200, body: first.body, replayed: 'true' });
    expect((await viewer.send('DELETE', url)).status).toBe(404);
    expect(await viewer.balance()).toBe(first.body.refunded);
  });

  it('replays a purchase (201 and its record) and refuses the key for another request', async () => {
    const viewer = await viewerWith(29_900);
    const body = { purchase_type_id: CINEMA_30 };
    const first = await viewer.send('POST', '/v2/users/self/purchases', 'buy-2', body);
    const again = await viewer.send('POST', '/v2/users/self/purchases', 'buy-2', body);
    expect(again).toEqual({ status: 201, body: first.body, replayed: 'true' });
    const other = await viewer.send('POST', '/v2/users/self/purchases', 'buy-2', {
      purchase_type_id: 10_400_000,
    });
    expect(other.status).toBe(422);
    expect(other.body.error.error_code).toBe('idempotency_key_reused');
  });

  it('runs a retry afresh when the first request failed', async () => {
    const viewer = await viewerWith(0);
    const body = { purchase_type_id: CINEMA_30 };
    expect((await viewer.send('POST', '/v2/users/self/purchases', 'buy-3', body)).status).toBe(402);
    await withAccount(database, viewer.userId, (tx, account) =>
      post(tx, {
        accountId: account.id,
        amount: 29_900,
        kind: 'adjustment',
        reference: `later:${viewer.userId}`,
        at: 2,
      }),
    );
    const retry = await viewer.send('POST', '/v2/users/self/purchases', 'buy-3', body);
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBeUndefined();
  });

  it('makes one top-up of a retried payform request, where without a key each makes its own', async () => {
    const viewer = await viewerWith(0);
    const url = `/v2/users/self/accounts/${viewer.accountId}/payforms/short_url`;
    const body = { amount: '50.00', return_url: 'http://app.test/lk' };
    const first = await viewer.send('POST', url, 'top-up-1', body);
    expect(first.status).toBe(201);
    // The provider's page was paid meanwhile (so the identical pending one no longer stands).
    await database.query(`UPDATE billing_transactions SET state = 'complete' WHERE id = $1`, [first.body.id]);
    const retry = await viewer.send('POST', url, 'top-up-1', body);
    expect(retry.body.id).toBe(first.body.id);
    const fresh = await viewer.send('POST', url, undefined, body);
    expect(fresh.body.id).not.toBe(first.body.id);
  });

  it('answers 409 while the first request holds the key, and takes over a claim left for a minute', async () => {
    const viewer = await viewerWith(29_900);
    const body = { purchase_type_id: CINEMA_30 };
    const request = { method: 'POST', routeOptions: { url: '/v2/users/self/purchases' }, params: {}, body };
    const hold = (createdAt: number) =>
      database.query(
        `INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at) VALUES ($1, 'held', $2, $3)
         ON CONFLICT (user_id, key) DO UPDATE SET created_at = $3`,
        [viewer.userId, fingerprintOf(request as unknown as Parameters<typeof fingerprintOf>[0]), createdAt],
      );
    await hold(clock.now);
    const running = await viewer.send('POST', '/v2/users/self/purchases', 'held', body);
    expect(running.status).toBe(409);
    expect(running.body.error.error_code).toBe('request_in_progress');
    expect(await viewer.balance()).toBe('299.00');
    // Its request died a minute ago without an answer: the retry runs and keeps its answer.
    await hold(clock.now - 61_000);
    expect((await viewer.send('POST', '/v2/users/self/purchases', 'held', body)).status).toBe(201);
    const [row] = await database.query<{ status: number }>(
      `SELECT status FROM idempotency_keys WHERE user_id = $1 AND key = 'held'`,
      [viewer.userId],
    );
    expect(row?.status).toBe(201);
  });

  it('refuses a key that is not 1–255 visible characters', async () => {
    const viewer = await viewerWith(0);
    const res = await viewer.send('POST', '/v2/users/self/purchases', 'with space', {
      purchase_type_id: CINEMA_30,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('Idempotency-Key');
  });

  it('is documented on the money routes of the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
    const op = doc.paths['/v2/users/self/subscriptions/{id}'].delete;
    expect(op.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
  });
});
