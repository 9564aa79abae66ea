import { describe, expect, it } from 'vitest';
import { catalogueFreshness, personalRow, uncachedPage } from './cache-rules';

const state = (data: unknown) => ({ state: { data } });

describe('page and row cache lifetimes (001 §9)', () => {
  it('keeps pages and rows 900000 ms, or for their own cache_timeout in seconds', () => {
    expect(catalogueFreshness(false)(state({ id: 1, rows: [] }))).toBe(900_000);
    expect(catalogueFreshness(false)(state({ id: 1, cache_timeout: 60 }))).toBe(60_000);
    expect(catalogueFreshness(false)(state(undefined))).toBe(900_000);
  });

  it('never caches search, the viewer’s own page or their history', () => {
    expect(catalogueFreshness(true)(state({ id: 1, cache_timeout: 60 }))).toBe(0);
    expect([uncachedPage('my'), uncachedPage('1000'), uncachedPage('main')]).toEqual([true, true, false]);
    expect([personalRow('history'), personalRow('history-h'), personalRow('content-v')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
