import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi } from '../testing/api-fixture';
import { RATE_LIMITS, rateLimitedError } from './rate-limits';

describe('rateLimitedError', () => {
  it('is a 429 in the API error shape with whole seconds to wait', () => {
    expect(rateLimitedError(1_200).toBody()).toEqual({
      error: { status: 429, error_code: 'rate_limited', message: 'Too many requests, retry in 2 s' },
    });
    expect(rateLimitedError(0).message).toContain('retry in 1 s');
  });
});

// Issue 21 item 9: before this, the licence route had no limit at all — a client could post licence
// requests without end (this test got 200 for every request past the limit).
describe('licence route limit', () => {
  let api: Awaited<ReturnType<typeof fixtureApi>>;
  beforeAll(async () => {
    api = await fixtureApi();
  });
  afterAll(() => api.app.close());

  const licence = () =>
    api.app.inject({ method: 'POST', url: '/v2/drm/clearkey/license', payload: '{"kids":[]}' });

  it('answers 429 in the error shape once the limit is spent, and other routes keep answering', async () => {
    const { max } = RATE_LIMITS.licence;
    for (let i = 0; i < max; i++) {
      const res = await licence();
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await licence();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { status: 429, error_code: 'rate_limited' } });
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await api.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(other.statusCode).toBe(200);
  }, 60_000);
});
