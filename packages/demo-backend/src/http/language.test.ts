import { describe, expect, it } from 'vitest';
import { catalogueLanguageOf, languageOf, languageOfHeader } from './language';

describe('the interface language of a request (000 §7, default en)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'en'],
    ['ru', 'ru'],
    ['RU', 'ru'],
    [' ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US,ru;q=0.9', 'en'],
    ['de, ru;q=0.5', 'ru'],
    ['ru;q=0.3, en;q=0.7', 'en'],
    ['ru;q=0', 'en'],
    ['rus', 'en'],
    ['russian', 'en'],
    ['*', 'en'],
  ])('%j → %s', (header, lang) => {
    expect(languageOfHeader(header)).toBe(lang);
  });

  it('reads a header sent twice as one list', () => {
    expect(languageOfHeader(['de', 'ru'])).toBe('ru');
  });

  it('reads it from a request', () => {
    expect(languageOf({ headers: { 'accept-language': 'ru-RU' } })).toBe('ru');
    expect(languageOf({ headers: {} })).toBe('en');
    // Uzbek and Kazakh: the catalogue speaks them, the editorial texts answer English (kz is Kazakh).
    expect(catalogueLanguageOf({ headers: { 'accept-language': 'kz,ru;q=0.8' } })).toBe('kk');
    expect(catalogueLanguageOf({ headers: { 'accept-language': 'uz-UZ' } })).toBe('uz');
    expect(languageOf({ headers: { 'accept-language': 'uz-UZ' } })).toBe('en');
  });
});
