import { describe, expect, it } from 'vitest';
import {
  FILTER_MORE,
  FRESH_ARM,
  filterFirstLimit,
  hasMoreAfter,
  LOAD_MORE_REARM_PX,
  loadMoreStep,
  loadMoreThreshold,
  nextPage,
  rowPageSize,
} from './paging-rules';

describe('row page size (001 §9)', () => {
  it.each([
    ['content-v', false, 21],
    ['content-h', false, 18],
    ['collection-v', false, 24],
    [null, false, 24],
    ['content-v', true, 100],
  ])('%s (prerender %s) asks %i', (template, prerender, size) => {
    expect(rowPageSize(template, prerender)).toBe(size);
  });

  it('has more while a page comes back full', () => {
    expect(hasMoreAfter(21, 21)).toBe(true);
    expect(hasMoreAfter(20, 21)).toBe(false);
  });
});

describe('filter paging (001 §4)', () => {
  it('asks 100 first and after a reset, 50 after any other filter change', () => {
    expect(filterFirstLimit('initial')).toBe(100);
    expect(filterFirstLimit('reset')).toBe(100);
    expect(filterFirstLimit('change')).toBe(50);
  });

  it.each([
    [100, 100, 100, { offset: 100, limit: 50 }],
    [150, 50, 50, { offset: 150, limit: 50 }],
    [180, 30, 50, null],
    [40, 40, 100, null],
  ])('after %i loaded (last %i of %i) the next page is %o', (loaded, returned, asked, next) => {
    expect(nextPage(loaded, { returned, asked }, FILTER_MORE)).toEqual(next);
  });

  it('loads more within 1000 px, or on phones 800 px or a fifth of the height', () => {
    expect(loadMoreThreshold(900, false)).toBe(1000);
    expect(loadMoreThreshold(667, true)).toBeCloseTo(133.4);
    expect(loadMoreThreshold(5000, true)).toBe(800);
  });
});

describe('load more, re-arming at 1150 px (001 §9)', () => {
  it('re-arms at 1150 px', () => {
    expect(LOAD_MORE_REARM_PX).toBe(1150);
  });

  it('loads once near the bottom, then not again until the bottom was over 1150 px away', () => {
    const first = loadMoreStep(FRESH_ARM, { zone: 'near', pages: 1, busy: false });
    expect(first.load).toBe(true);
    // The page failed: the bottom is still near, in between, near again — no second request.
    const failed = loadMoreStep(first.arm, { zone: 'near', pages: 1, busy: false });
    expect(failed.load).toBe(false);
    const between = loadMoreStep(failed.arm, { zone: 'between', pages: 1, busy: false });
    expect(loadMoreStep(between.arm, { zone: 'near', pages: 1, busy: false }).load).toBe(false);
    // Over 1150 px away re-arms; coming near loads again.
    const far = loadMoreStep(between.arm, { zone: 'far', pages: 1, busy: false });
    expect(far.load).toBe(false);
    expect(loadMoreStep(far.arm, { zone: 'near', pages: 1, busy: false }).load).toBe(true);
  });

  it('re-arms when a page arrives, so a short page near the screen does not stall the list', () => {
    const first = loadMoreStep(FRESH_ARM, { zone: 'near', pages: 1, busy: false });
    const waiting = loadMoreStep(first.arm, { zone: 'near', pages: 1, busy: true });
    expect(waiting.load).toBe(false);
    expect(loadMoreStep(waiting.arm, { zone: 'near', pages: 2, busy: false }).load).toBe(true);
  });

  it('never loads while a page is on its way', () => {
    expect(loadMoreStep(FRESH_ARM, { zone: 'near', pages: 1, busy: true })).toEqual({
      arm: { armed: true, pages: 1 },
      load: false,
    });
  });
});
