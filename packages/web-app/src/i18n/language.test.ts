import { chooseLanguage, interfaceLanguages, normaliseLanguage } from './language';

describe('language rules (000 §5)', () => {
  it('maps codes and aliases', () => {
    expect(normaliseLanguage('ru-RU')).toBe('ru');
    expect(normaliseLanguage('kz')).toBe('kk');
    expect(normaliseLanguage('xx')).toBeNull();
  });

  it('lists interface languages by priority, bundled ones when the network sends none', () => {
    const network = {
      languages: {
        available: [
          { key: 'en', interface: true, priority: 2 },
          { key: 'ru', interface: true, priority: 1 },
          { key: 'uz', interface: false, priority: 0 },
        ],
      },
    };
    expect(interfaceLanguages(network)).toEqual(['ru', 'en']);
    expect(interfaceLanguages(null)).toEqual(['en', 'ru']);
  });

  it('prefers the query, then the stored language, then English', () => {
    expect(chooseLanguage('ru', 'en', ['en', 'ru'])).toBe('ru');
    expect(chooseLanguage(null, 'ru', ['en', 'ru'])).toBe('ru');
    expect(chooseLanguage('uz', null, ['en', 'ru'])).toBe('en');
  });
});
