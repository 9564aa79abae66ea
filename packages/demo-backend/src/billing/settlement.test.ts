// A payment's purchase is part of its settlement: from the moment anyone can read a transaction as
// `complete`, what it paid for is there. The database is watched at every commit (the moments another
// request could read it); before the fix the credit committed first and the purchase came in a later
// transaction, so a poll in between read `complete` with nothing bought.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Sql } from '../db/database';
import { advance, billingApi, NO_FUNDS, newViewer, PAYS, pagePath, submit } from '../testing/billing-fixture';
import { SETTLE_AFTER_MS } from './policy';

let app: FastifyInstance;
let database: Database;
const RETURN = 'http://app.test/packets/101';
const CINEMA_30 = 10_100_030;

beforeAll(async () => {
  ({ app, database } = await billingApi());
});
afterAll(() => app.close());

type Viewer = Awaited<ReturnType<typeof newViewer>>;

/** What the viewer holds at each commit after which transaction `id` reads `complete`. */
async function watchCommits(id: () => string | undefined, holds: () => Promise<unknown>) {
  const seen: unknown[] = [];
  const real = database.transaction;
  database.transaction = async <T>(work: (tx: Sql) => Promise<T>): Promise<T> => {
    const result = (await real.call(database, work)) as T;
    const txId = id();
    const [row] = txId
      ? await database.query<{ state: string }>('SELECT state FROM billing_transactions WHERE id = $1', [
          txId,
        ])
      : [];
    if (row?.state === 'complete') seen.push(await holds());
    return result;
  };
  const stop = () => {
    database.transaction = real;
  };
  return { seen, stop };
}

async function settle(v: Viewer, id: string) {
  advance(SETTLE_AFTER_MS);
  return (await v.call('GET', `/v2/users/self/transactions/${id}`)).body as {
    status: string;
    history: unknown[];
  };
}

/**
 * Settles transaction `id`; answers its status and what the viewer's packets were at the commits that
 * left it complete, each seen once. Two settlers may race (the poll and the billing ticker): the loser
 * finds the payment moved and commits nothing new, which is a second commit with the same view.
 */
async function settleWatching(v: Viewer, id: string) {
  const watch = await watchCommits(() => id, v.subscribedTo);
  try {
    const status = (await settle(v, id)).status;
    const seen = [...new Set(watch.seen.map((held) => JSON.stringify(held)))].map((held) => JSON.parse(held));
    return { status, seen };
  } finally {
    watch.stop();
  }
}

/** A card payment for Cinema+ (packet 101) on the hosted page, not yet settled; returns its transaction id. */
async function payForPacket(v: Viewer, amount: string, card = PAYS): Promise<string> {
  const tx = await v.call('POST', `/v2/users/self/accounts/${v.accountId}/payforms/short_url`, {
    paysystem_shortname: 'demo_card',
    amount,
    return_url: RETURN,
    packet_id: 101,
  });
  await submit(app, pagePath(tx.body.full_url), card);
  return tx.body.id;
}

describe('settlement', () => {
  it('an offer reads complete only with its packet bought', async () => {
    const v = await newViewer(app);
    const offer = await v.call('POST', '/v2/users/self/purchases_offer', { purchase_type_id: CINEMA_30 });
    const tx = await v.call('POST', '/v2/users/self/purchases_offer/transaction', {
      offer_id: offer.body.offer_id,
      return_url: RETURN,
    });
    await submit(app, pagePath(tx.body.full_url), PAYS);
    expect(await settleWatching(v, tx.body.id)).toEqual({ status: 'complete', seen: [[101]] });
    expect(await v.balance()).toBe('0.00');
  });

  it('a top-up for a packet reads complete only with the packet bought', async () => {
    const v = await newViewer(app);
    const id = await payForPacket(v, '299.00');
    expect(await settleWatching(v, id)).toEqual({ status: 'complete', seen: [[101]] });
    expect(await v.balance()).toBe('0.00');
  });

  it('a purchase refused after the credit leaves the money on the balance and the payment complete', async () => {
    const v = await newViewer(app);
    // 100.00 cannot buy Cinema+ (299.00): the credit stays, the purchase is noted as not made.
    const id = await payForPacket(v, '100.00');
    const settled = await settle(v, id);
    expect(settled.status).toBe('complete');
    expect(JSON.stringify(settled.history)).toMatch(/credited; purchase not made/);
    expect(await v.subscribedTo()).toEqual([]);
    expect(await v.balance()).toBe('100.00');
  });

  it('a declined card settles as an error with nothing credited', async () => {
    const v = await newViewer(app);
    const id = await payForPacket(v, '299.00', NO_FUNDS);
    expect((await settle(v, id)).status).toBe('error');
    expect(await v.balance()).toBe('0.00');
    expect(await v.subscribedTo()).toEqual([]);
  });
});
