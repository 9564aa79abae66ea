import {
  BUNDLED_LANGUAGES,
  browserLanguages,
  chooseLanguage,
  interfaceLanguages,
  normaliseLanguage,
} from './language';

describe('language rules (000 §5)', () => {
  it('maps codes and aliases', () => {
    expect(normaliseLanguage('ru-RU')).toBe('ru');
    expect(normaliseLanguage('kz')).toBe('kk');
    expect(normaliseLanguage('kk-KZ')).toBe('kk');
    expect(normaliseLanguage('uz-Latn-UZ')).toBe('uz');
    expect(normaliseLanguage('xx')).toBeNull();
  });

  it('ships the four languages of 001 §9', () => {
    expect([...BUNDLED_LANGUAGES].sort()).toEqual(['en', 'kk', 'ru', 'uz']);
  });

  it('lists the interface languages the operator enables, by priority, that the app ships', () => {
    const network = {
      languages: {
        available: [
          { key: 'en', interface: true, priority: 2 },
          { key: 'ru', interface: true, priority: 1 },
          { key: 'uz', interface: false, priority: 0 },
          { key: 'kk-kz', interface: true, priority: 3 },
          // Offered but not shipped: picking it would show English.
          { key: 'bg', interface: true, priority: 4 },
        ],
      },
    };
    expect(interfaceLanguages(network)).toEqual(['ru', 'en', 'kk']);
    expect(interfaceLanguages(null)).toEqual(['en', 'ru', 'uz', 'kk']);
    expect(interfaceLanguages({ languages: { available: [{ key: 'bg', interface: true }] } })).toEqual([
      'en',
    ]);
  });

  it('prefers the query, then the stored language, then the browser’s, then English', () => {
    expect(chooseLanguage('ru', 'en', ['en', 'ru'])).toBe('ru');
    expect(chooseLanguage(null, 'ru', ['en', 'ru'])).toBe('ru');
    expect(chooseLanguage('uz', null, ['en', 'ru'])).toBe('en');
    // A first visit: no lang, nothing stored — the browser's languages in their order.
    expect(chooseLanguage(null, null, ['en', 'ru', 'kk'], ['ru-RU', 'en-US'])).toBe('ru');
    expect(chooseLanguage(null, null, ['en', 'ru', 'kk'], ['de-DE', 'kk-KZ', 'ru'])).toBe('kk');
    // Only where the operator offers one: an Uzbek browser on an operator without uz gets its next choice.
    expect(chooseLanguage(null, null, ['en', 'ru'], ['uz-UZ', 'ru'])).toBe('ru');
    expect(chooseLanguage(null, null, ['en', 'ru'], ['de', 'fr'])).toBe('en');
    // The stored choice beats the browser.
    expect(chooseLanguage(null, 'en', ['en', 'ru'], ['ru'])).toBe('en');
  });

  it('reads the browser’s languages, most wanted first', () => {
    expect(browserLanguages({ languages: ['kk-KZ', 'ru'], language: 'kk-KZ' })).toEqual(['kk-KZ', 'ru']);
    expect(browserLanguages({ languages: [], language: 'uz' })).toEqual(['uz']);
    expect(browserLanguages(null)).toEqual([]);
  });
});
