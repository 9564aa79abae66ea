import { describe, expect, it } from 'vitest';
import { languageOfHeader as langOf } from '../http/language';
import { textIn } from './languages';

describe('the catalogue’s language (000 §7 Accept-Language)', () => {
  it('reads the most wanted language the catalogue has', () => {
    expect(langOf('uz')).toBe('uz');
    expect(langOf('kk-KZ,ru;q=0.8')).toBe('kk');
    expect(langOf('kz')).toBe('kk');
    expect(langOf('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(langOf('de-DE,uz;q=0.5,en;q=0.7')).toBe('en');
    expect(langOf('de-DE,fr;q=0.5')).toBe('en');
    expect(langOf('uz;q=0,ru')).toBe('ru');
    expect(langOf(undefined)).toBe('en');
    expect(langOf(['kk', 'ru'])).toBe('kk');
  });

  it('answers English where a text has no translation', () => {
    const texts = { en: 'News', ru: 'Новости', kk: 'Жаңалықтар' };
    expect(textIn(texts, 'kk')).toBe('Жаңалықтар');
    expect(textIn(texts, 'uz')).toBe('News');
  });
});
