import { describe, expect, it } from 'vitest';
import { destinationAction } from './destination';
import { layoutHint, toCyrillicLayout } from './layout-hint';
import { bouncingMs, leaveSearchTo, searchNavigation, searchReady } from './search-rules';

describe('search URL (001 §2 Search UI)', () => {
  it.each([
    ['  Test Pattern ', '/', { to: '/search?q=test%20pattern', replace: false }],
    ['ЛЕТО', '/search', { to: '/search?q=%D0%BB%D0%B5%D1%82%D0%BE', replace: true }],
    ['   ', '/', null],
  ])('%j from %s navigates to %o', (text, path, expected) => {
    expect(searchNavigation(text, path)).toEqual(expected);
  });

  it('caps the text at 255 characters', () => {
    expect(searchNavigation('a'.repeat(300), '/')?.to).toBe(`/search?q=${'a'.repeat(255)}`);
  });

  it('starts from min_search_chars and debounces by bouncing_interval', () => {
    expect(searchReady('ab', 3)).toBe(false);
    expect(searchReady(' abc ', 3)).toBe(true);
    expect(searchReady('a', null)).toBe(true);
    expect(bouncingMs(null)).toBe(1000);
    expect(bouncingMs(300)).toBe(300);
  });

  it('leaves search back to the previous path, else the catalogue', () => {
    expect(leaveSearchTo('/row/drama')).toBe('/row/drama');
    expect(leaveSearchTo('/search?q=x')).toBe('/catalog');
    expect(leaveSearchTo(null)).toBe('/catalog');
  });
});

describe('keyboard-layout hint', () => {
  it('converts key by key', () => {
    expect(toCyrillicLayout('ktnj')).toBe('лето');
  });

  it.each([
    ['ktnj', 'ru-RU', 'лето'],
    ['ktnj', 'en', null],
    ['kt', 'ru', null],
    ['лето', 'ru', null],
    ['the ktnj', 'ru', null],
    ['ntcn rjhjnrbq', 'ru', null],
    ['qwerty', 'ru', null],
    ['vjht', 'ru', 'море'],
  ])('%j in %s hints %j', (text, locale, hint) => {
    expect(layoutHint(text, locale)).toBe(hint);
  });

  it('knows the words it is given', () => {
    expect(layoutHint('nb[bq', 'ru', ['Тихий берег'])).toBe('тихий');
  });
});

describe('item destinations', () => {
  it.each([
    [
      { type: 'open_url', src: 'https://example.com' },
      { kind: 'open', url: 'https://example.com' },
    ],
    [{ type: 'open_url', src: 'javascript:alert(1)' }, { kind: 'none' }],
    [{ type: 'enter_promo_key' }, { kind: 'promo' }],
    [
      { type: 'text', title: 'T', description: 'D' },
      { kind: 'message', title: 'T', text: 'D' },
    ],
    [
      { type: 'content', id: 101, slug: 'the-test-pattern-101', library_id: 1 },
      { kind: 'navigate', to: '/contents/the-test-pattern-101?library_id=1' },
    ],
    [
      { type: 'row', id: 11, slug: 'new-films' },
      { kind: 'navigate', to: '/row/new-films' },
    ],
    [
      { type: 'rowset', id: 5, slug: 'kids' },
      { kind: 'navigate', to: '/rowset/kids' },
    ],
    [
      { type: 'packet', id: 101 },
      { kind: 'navigate', to: '/packets/101' },
    ],
    [
      { type: 'channel', id: 1 },
      { kind: 'navigate', to: '/channels/all/1' },
    ],
    [{ type: 'last_channel' }, { kind: 'navigate', to: '/channels/all/news-1' }],
    [{ type: 'mystery' }, { kind: 'none' }],
  ])('%o → %o', (destination, action) => {
    expect(destinationAction(destination, 'news-1')).toEqual(action);
  });
});
