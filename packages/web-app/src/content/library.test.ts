import { describe, expect, it } from 'vitest';
import { libraryOfTitle, libraryParam, watchPath } from './library';

describe('the library a title is watched in (001 §2 ?library_id=, §7)', () => {
  it('reads a positive id from the address and nothing else', () => {
    expect(libraryParam('7')).toBe(7);
    expect([
      libraryParam(null),
      libraryParam(''),
      libraryParam('0'),
      libraryParam('x1'),
      libraryParam('-2'),
    ]).toEqual([null, null, null, null, null]);
  });

  it('prefers the address, else the title’s own library', () => {
    expect(libraryOfTitle(2, { library_id: 1 })).toBe(2);
    expect(libraryOfTitle(null, { library_id: 1 })).toBe(1);
    expect(libraryOfTitle(null, { library_id: null })).toBeNull();
    expect(libraryOfTitle(null, undefined)).toBeNull();
  });

  it('keeps the library on the way to /watch', () => {
    expect(watchPath(2005, 1)).toBe('/watch/2005?library_id=1');
    expect(watchPath(101, null)).toBe('/watch/101');
  });
});
