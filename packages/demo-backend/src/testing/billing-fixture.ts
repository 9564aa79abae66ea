// Test support for the billing API tests: the API on a clock the test moves, a fresh signed-in viewer
// (zero balance) per test, and the hosted page driven like a browser form.
import type { FastifyInstance } from 'fastify';
import { anotherAddress, post } from './accounts-fixture';
import { FIXED_NOW_MS, fixtureApi } from './api-fixture';

export const clock = { now: FIXED_NOW_MS };
export const advance = (ms: number) => {
  clock.now += ms;
};

export async function billingApi() {
  return fixtureApi(() => clock.now);
}

let viewers = 0;
/** A viewer registered with a password and a phone (for SMS payments), zero balance, no packets. */
export async function newViewer(app: FastifyInstance) {
  const phone = `7901${String(++viewers).padStart(7, '0')}`;
  const created = await post(app, '/v2/users', {
    username: `payer-${viewers}-${Date.now()}`,
    password: 'secret-pass',
  });
  if (created.statusCode !== 200 && created.statusCode !== 201) throw new Error(`users: ${created.body}`);
  const token = created.json().access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  // Each viewer calls from an address of its own, as viewers do: the per-address limits on the code
  // routes are tested in their own suites.
  const remoteAddress = anotherAddress();
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, remoteAddress, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const account = (await call('GET', '/v2/users/self/accounts')).body[0] as { id: number };
  /** Proves `number` for mobile payments with the code sent to it (issue 35: only proved phones are billed). */
  const provePhone = async (number = phone) => {
    const sent = await call('POST', '/v2/otps', { phone: number, purpose: 'payment_phone' });
    if (sent.status !== 200) throw new Error(`otps: ${JSON.stringify(sent.body)}`);
    const outbox = await app.inject({ method: 'GET', url: `/sink/sms?phone=${number}` });
    const code = (outbox.json() as { last: { code: string } }).last.code;
    return call('POST', '/v2/users/self/payment_phones', { phone: number, token: code });
  };
  return {
    phone,
    token,
    accountId: account.id,
    call,
    provePhone,
    balance: async () => (await call('GET', '/v2/users/self/balance')).body.balance as string,
    subscribedTo: async () =>
      ((await call('GET', '/v2/users/self/subscriptions/current')).body as { packet: { id: number } }[]).map(
        (s) => s.packet.id,
      ),
  };
}

/** Submits a hosted-page form as a browser would (urlencoded), returning status and Location. */
export async function submit(app: FastifyInstance, path: string, fields: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, location: res.headers.location as string | undefined, body: res.body };
}

export const pagePath = (fullUrl: string) => {
  const url = new URL(fullUrl);
  return `${url.pathname}${url.search}`;
};

export const PAYS = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const NO_FUNDS = { ...PAYS, number: '4000 0000 0000 9995' };
export const CONFIRMS = { ...PAYS, number: '4000 0000 0000 3220' };
