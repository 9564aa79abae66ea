import { cachePolicy, freshFor } from './cache';

describe('cache times (000 §9)', () => {
  it('gives each kind its spec freshness', () => {
    expect(freshFor('call')).toBe(3_000);
    expect(freshFor('configuration')).toBe(30_000);
    expect(freshFor('schedule')).toBe(300_000);
    expect(freshFor('data')).toBe(900_000);
    expect(freshFor('uncached')).toBe(0);
  });

  it("lets catalogue data's cache_timeout (seconds) override the 15 minutes", () => {
    expect(freshFor('data', { cache_timeout: 60 })).toBe(60_000);
    expect(freshFor('data', { cache_timeout: 'x' })).toBe(900_000);
    expect(freshFor('schedule', { cache_timeout: 1 })).toBe(300_000);
  });

  it('keeps nothing for search and my data', () => {
    const policy = cachePolicy('uncached');
    expect(policy.gcTime).toBe(0);
    expect(policy.staleTime({ state: { data: [] } })).toBe(0);
  });
});
