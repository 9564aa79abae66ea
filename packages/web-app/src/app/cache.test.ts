import { answeredBefore, cachePolicy, freshFor } from './cache';

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

  it("keeps a screen's floor under a shorter cache_timeout (001 §4 episodes: 10 s)", () => {
    const episodes = cachePolicy('data', 10_000);
    expect(episodes.staleTime({ state: { data: { cache_timeout: 1 } } })).toBe(10_000);
    expect(episodes.staleTime({ state: { data: [] } })).toBe(900_000);
  });

  it('keeps nothing for search and my data', () => {
    const policy = cachePolicy('uncached');
    expect(policy.gcTime).toBe(0);
    expect(policy.staleTime({ state: { data: [] } })).toBe(0);
  });
});

describe('answeredBefore (what a new token outdates)', () => {
  it('picks answers older than the token and leaves those asked with it', () => {
    const outdated = answeredBefore(1_000);
    expect(outdated({ state: { dataUpdatedAt: 999 } })).toBe(true);
    // Never answered yet: asked again when shown.
    expect(outdated({ state: { dataUpdatedAt: 0 } })).toBe(true);
    expect(outdated({ state: { dataUpdatedAt: 1_000 } })).toBe(false);
    expect(outdated({ state: { dataUpdatedAt: 1_500 } })).toBe(false);
  });
});
