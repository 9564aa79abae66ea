// Issue 36: paying asks the PIN on the server, not only in the browser (000 §4 Parental PIN, §6). Before
// this change every payment below was taken without an approval while the device's "payments" switch was
// on: a client skipping the app's prompt (curl, a modified app) spent the account's money.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { post as ledgerPost } from '../money/ledger';
import { withAccount } from '../packets/accounts';
import { parentalApproval } from '../testing/accounts-fixture';
import { advance, billingApi, clock, newViewer } from '../testing/billing-fixture';

const PIN = '2468';
const HEIST = 10400000; // a content bought for good, 199.00
const CINEMA = 101; // a packet, 299.00 for 30 days

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  const api = await billingApi();
  app = api.app;
  db = api.database;
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A viewer with 1000.00 on the balance, a PIN, and this device's "payments" switch as given. */
async function payer(paySwitch: boolean) {
  const v = await newViewer(app);
  const send = async (
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${v.token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const userId = Number((await send('GET', '/v2/users/self')).body.id);
  await withAccount(db, userId, (sql, account) =>
    ledgerPost(sql, {
      accountId: account.id,
      amount: 100_000,
      kind: 'adjustment',
      reference: `scene:pay-${userId}`,
      at: clock.now,
    }),
  );
  const devices = (await send('GET', '/v2/users/self/devices')).body as {
    id: number;
    is_current?: boolean;
  }[];
  const device = devices.find((d) => d.is_current === true);
  // The switch first, then the PIN: without a PIN the device's settings need no approval.
  expect(
    (await send('PATCH', `/v2/users/self/devices/${device?.id}`, { parental_settings: { pay: paySwitch } }))
      .status,
  ).toBe(200);
  expect((await send('PATCH', '/v2/users/self', { pincode: PIN })).status).toBe(200);
  const ledger = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM billing_ledger l JOIN billing_accounts a ON a.id = l.account_id
          WHERE a.user_id = $1`,
        [userId],
      )
    )[0]?.n;
  const transactions = async () =>
    (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM billing_transactions WHERE user_id = $1',
        [userId],
      )
    )[0]?.n;
  /** Everything a payment could have changed. */
  const money = async () => ({
    balance: await v.balance(),
    ledger: await ledger(),
    transactions: await transactions(),
    subscribed: await v.subscribedTo(),
  });
  const approval = (action: string) => parentalApproval(app, v.token, action, PIN);
  return { ...v, send, money, approval };
}

const refusedForPay = {
  status: 403,
  body: {
    error: expect.objectContaining({
      status: 403,
      error_code: 'parental_approval_required',
      message: 'Enter the parental PIN to do this',
      details: { message: 'pay' },
    }),
  },
};

describe('the device asks the PIN for payments', () => {
  it('refuses every payment without a pay approval, and no money moves', async () => {
    const v = await payer(true);
    const card = await v.send('POST', '/v2/users/self/cards', { return_url: 'http://app.test/lk' });
    expect(card).toMatchObject(refusedForPay);
    const before = await v.money();
    const payform = (name: string) => `/v2/users/self/accounts/${v.accountId}/payforms/${name}`;
    const offer = await v.send('POST', '/v2/users/self/purchases_offer', { purchase_type_id: HEIST });
    // Creating an offer quotes a price and moves nothing: it needs no approval.
    expect(offer.status).toBe(201);
    const attempts: [Method, string, object][] = [
      ['POST', '/v2/users/self/subscriptions', { packet_id: CINEMA }],
      ['POST', '/v2/users/self/purchases', { purchase_type_id: HEIST }],
      ['POST', payform('short_url'), { amount: 100, return_url: 'http://app.test/lk' }],
      ['POST', payform('qrcode_make_transaction'), { amount: 100 }],
      ['POST', payform('linkedcard'), { amount: 100, card_id: 1 }],
      ['POST', payform('ext_billing_balance'), { amount: 100, phone: v.phone }],
      ['POST', '/v2/users/self/purchases_offer/transaction', { offer_id: offer.body.offer_id }],
      ['POST', '/v2/users/self/cards', { return_url: 'http://app.test/lk' }],
    ];
    for (const [method, url, payload] of attempts) {
      expect({ url, ...(await v.send(method, url, payload)) }).toMatchObject({ url, ...refusedForPay });
    }
    // A made-up approval is no approval.
    const forged = await v.send(
      'POST',
      '/v2/users/self/subscriptions',
      { packet_id: CINEMA },
      { 'x-parental-approval': 'forged' },
    );
    expect(forged).toMatchObject(refusedForPay);
    expect(await v.money()).toEqual(before);
    expect(before).toMatchObject({ balance: '1000.00', transactions: 0, subscribed: [] });
  });

  it('pays with a pay approval; an approval for another action does not pay', async () => {
    const v = await payer(true);
    const before = await v.money();
    const settings = await v.approval('settings');
    const header = (token: string) => ({ 'x-parental-approval': token });
    const subscribe = { packet_id: CINEMA };
    expect(await v.send('POST', '/v2/users/self/subscriptions', subscribe, header(settings))).toMatchObject(
      refusedForPay,
    );
    expect(await v.money()).toEqual(before);
    // The app's retry: the same Idempotency-Key, now with the PIN's approval — the refusal left nothing behind.
    const key = { 'idempotency-key': 'subscribe-101-once' };
    expect(await v.send('POST', '/v2/users/self/subscriptions', subscribe, key)).toMatchObject(refusedForPay);
    const pay = await v.approval('pay');
    const paid = await v.send('POST', '/v2/users/self/subscriptions', subscribe, { ...key, ...header(pay) });
    expect(paid.status).toBe(201);
    expect(await v.money()).toMatchObject({ balance: '701.00', subscribed: [CINEMA] });
  });

  it('a payment right after another one asks again: 000 §4’s 30-s skip is for watching what was paid', async () => {
    const v = await payer(true);
    const pay = await v.approval('pay');
    const bought = await v.send(
      'POST',
      '/v2/users/self/subscriptions',
      { packet_id: CINEMA },
      { 'x-parental-approval': pay },
    );
    expect(bought.status).toBe(201);
    // 1 s later, a second payment without the PIN: refused, and nothing moves.
    advance(1000);
    const before = await v.money();
    expect(await v.send('POST', '/v2/users/self/purchases', { purchase_type_id: HEIST })).toMatchObject(
      refusedForPay,
    );
    const payform = `/v2/users/self/accounts/${v.accountId}/payforms/qrcode_make_transaction`;
    expect(await v.send('POST', payform, { amount: 100 })).toMatchObject(refusedForPay);
    expect(await v.money()).toEqual(before);
  });

  it('turning renewal on commits money and asks; turning it off spends nothing and does not', async () => {
    const v = await payer(true);
    const pay = await v.approval('pay');
    const sub = await v.send(
      'POST',
      '/v2/users/self/subscriptions',
      { packet_id: CINEMA },
      { 'x-parental-approval': pay },
    );
    const id = sub.body.subscription?.id ?? sub.body.id;
    const off = await v.send('PATCH', `/v2/users/self/subscriptions/${id}`, { renew: false });
    expect(off.status).toBe(200);
    expect(await v.send('PATCH', `/v2/users/self/subscriptions/${id}`, { renew: true })).toMatchObject(
      refusedForPay,
    );
    const on = await v.send(
      'PATCH',
      `/v2/users/self/subscriptions/${id}`,
      { renew: true },
      { 'x-parental-approval': pay },
    );
    expect(on.status).toBe(200);
  });
});

describe('the switch off', () => {
  it('pays without any approval', async () => {
    const v = await payer(false);
    expect((await v.send('POST', '/v2/users/self/subscriptions', { packet_id: CINEMA })).status).toBe(201);
    expect((await v.send('POST', '/v2/users/self/purchases', { purchase_type_id: HEIST })).status).toBe(201);
    expect(await v.balance()).toBe('502.00');
  });
});
