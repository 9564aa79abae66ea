// 10,000 requests to the code endpoint from one client: the per-route limit (src/http/rate-limits.ts)
// answers all but the first few with 429, so a code cannot be enumerated from one address; the
// per-phone attempt limit (auth-routes.test.ts) covers many addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { RATE_LIMITS } from '../http/rate-limits';
import { fixtureApi } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

describe('rate limits on the sign-in routes', () => {
  it('10,000 requests to the code endpoint are rate-limited', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/v2/auth/otp',
        remoteAddress: '203.0.113.7',
        payload: { phone: DEMO_USERS.phone.phone, token: String(i).padStart(6, '0') },
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (i === 9_999)
        expect(res.json()).toMatchObject({ error: { status: 429, error_code: 'rate_limited' } });
    }
    expect(statuses.get(429)).toBe(10_000 - RATE_LIMITS.code.max);
    // Only the allowed few reached the code check at all.
    expect((statuses.get(400) ?? 0) + (statuses.get(429) ?? 0)).toBe(10_000);
  }, 120_000);

  it('limits sending codes and password sign-in per client too', async () => {
    const hit = async (url: string, payload: object, times: number) => {
      let last = 0;
      for (let i = 0; i < times; i++) {
        last = (await api.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.8' }))
          .statusCode;
      }
      return last;
    };
    expect(await hit('/v2/otps', { phone: '79995550000' }, RATE_LIMITS.code.max + 1)).toBe(429);
    expect(await hit('/v2/auth/login', { login: 'demo', password: 'nope' }, RATE_LIMITS.signIn.max + 1)).toBe(
      429,
    );
  }, 120_000);
});
