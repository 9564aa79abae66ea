import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { LIBRARY_FIXTURE } from '../testing/api-fixture';

// Issue 35 item 6: the CORS list was matched on the raw URL while the router decodes it, so `POST /v2/%6ftps`
// reached the OTP route with `Access-Control-Allow-Origin: *` and `GET /sink/%73ms` read the SMS outbox from
// any page (checked once on that code: the unlisted-origin cases below failed with '*').
const APP = 'http://app.test';
const EVIL = 'https://evil.test';
let api: Awaited<ReturnType<typeof createApi>>;
beforeAll(async () => {
  api = await createApi(LIBRARY_FIXTURE, { seed: 1, corsOrigins: () => [APP] });
  await api.app.ready();
});
afterAll(() => api.app.close());

const allowOrigin = async (method: 'GET' | 'POST' | 'OPTIONS', url: string, origin: string) => {
  const res = await api.app.inject({
    method,
    url,
    headers: {
      origin,
      ...(method === 'OPTIONS' ? { 'access-control-request-method': 'POST' } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: { phone: '79990000001' } } : {}),
  });
  return { header: res.headers['access-control-allow-origin'], status: res.statusCode };
};

describe('CORS on credential routes reached through percent-escapes', () => {
  it.each([
    ['POST', '/v2/%6ftps'],
    ['POST', '/v2/%6Ftps'],
    ['GET', '/sink/%73ms?phone=79990000001'],
    ['GET', '/v2/%75sers/self'],
    ['OPTIONS', '/v2/%6ftps'],
    ['OPTIONS', '/v2/auth/%6Cogin'],
  ] as const)('%s %s: no answer to an unlisted page, its own origin to the app', async (method, url) => {
    const refused = await allowOrigin(method, url, EVIL);
    expect(refused.header).toBeUndefined();
    expect((await allowOrigin(method, url, APP)).header).toBe(APP);
  });

  it('reaches the route it names (the router decodes), so the route decides', async () => {
    expect((await allowOrigin('GET', '/sink/%73ms?phone=79990000001', EVIL)).status).toBe(200);
  });

  it('still answers * on public routes, escaped or not', async () => {
    expect((await allowOrigin('GET', '/v2/%63hannels', EVIL)).header).toBe('*');
    expect((await allowOrigin('GET', '/v2/channels', EVIL)).header).toBe('*');
  });
});
