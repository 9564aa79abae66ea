import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi } from '../testing/api-fixture';
import { newViewer } from '../testing/billing-fixture';
import { isPastInt4 } from './record-ids';

describe('isPastInt4', () => {
  it.each([
    ['2147483647', false],
    ['2147483648', true],
    ['0002147483647', false],
    ['99999999999999999999999', true],
    ['12', false],
    ['-2147483649', false],
    ['slug-2147483648', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isPastInt4(value)).toBe(expected);
  });
});

// Issue 35 item 8: these ids reached PostgreSQL's integer columns and failed there as 500s (checked once on the
// code before the guard: rows, pages, promo keys and agreements answered 500; news, packets and surveys 400).
let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

describe('an id past int4 names nothing', () => {
  it.each([
    ['GET', '/v2/rows/2147483648'],
    ['GET', '/v2/rows/99999999999999999999999'],
    ['GET', '/v2/pages/2147483648'],
    ['GET', '/v2/promokeys/2147483648/info'],
    ['GET', '/v2/agreements/2147483648/text'],
    ['GET', '/v2/news/2147483648'],
    ['GET', '/v2/packets/2147483648'],
    ['GET', '/v2/surveys/2147483648/questions'],
    ['GET', '/v2/contents/2147483648'],
    ['GET', '/v2/users/self/devices/2147483648'],
    ['PATCH', '/v2/users/self/profiles/2147483648'],
    ['DELETE', '/v2/users/self/favorites/2147483648'],
    ['DELETE', '/v2/users/self/subscriptions/2147483648'],
  ] as const)('%s %s → 404', async (method, url) => {
    const viewer = await newViewer(api.app);
    const res = await api.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${viewer.token}` },
      ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.error_code).toBe('not_found');
  });

  // A body id reaches the database in its own query (the subscription's packet_id answered 500 on that code).
  it('a body id past int4 is an answer the client can read, not a 500', async () => {
    const viewer = await newViewer(api.app);
    const answer = await viewer.call('POST', '/v2/users/self/subscriptions', { packet_id: 2147483648 });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
