import { describe, expect, it } from 'vitest';
import { loadMessages, skinLanguage } from './languages';
import { EN, type MessageKey } from './messages';
import { createTranslator, DEFAULT_MESSAGES } from './messages-all';
import { interpolate } from './translate';

const keys = Object.keys(EN) as MessageKey[];

describe('translator', () => {
  it.each(['ru', 'uz', 'kk'] as const)(
    'has a %s text for every English key, and no other key',
    (language) => {
      const table = DEFAULT_MESSAGES[language];
      for (const key of keys) expect(table[key], key).toMatch(/\S/);
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
    },
  );

  it.each(['uz', 'kk'] as const)('translates %s rather than copying English or Russian', (language) => {
    const table = DEFAULT_MESSAGES[language];
    // Only words Kazakh shares with Russian (авто, эфир, код, секунд) may read the same.
    const same = keys.filter((k) => table[k] === EN[k] || table[k] === DEFAULT_MESSAGES.ru[k]);
    expect(same.filter((k) => !/^(Авто|Эфир|Код \{code\}|\{seconds\} секунд)$/.test(table[k]))).toEqual([]);
  });

  it('keeps every placeholder of the English text in each translation', () => {
    for (const language of ['ru', 'uz', 'kk'] as const) {
      for (const key of keys) {
        const wanted = (EN[key].match(/\{\w+\}/g) ?? []).sort();
        const got = (DEFAULT_MESSAGES[language][key].match(/\{\w+\}/g) ?? []).sort();
        expect(got, `${language} ${key}`).toEqual(wanted);
      }
    }
  });

  it('writes Uzbek in Latin script and Kazakh in Cyrillic', () => {
    const words = (language: 'uz' | 'kk') =>
      Object.values(DEFAULT_MESSAGES[language])
        .join(' ')
        .replace(/\{\w+\}/g, '');
    const uz = words('uz');
    const kk = words('kk');
    expect(uz).not.toMatch(/[а-яё]/i);
    expect(kk).toMatch(/[әғқңөұүһі]/);
    expect(kk.replace(/DRM|ID/g, '')).not.toMatch(/[a-z]/i);
  });

  it('fills variables and leaves unknown ones visible', () => {
    expect(interpolate('Ad {index} of {count}', { index: 1, count: 2 })).toBe('Ad 1 of 2');
    expect(interpolate('Skip in {seconds}', {})).toBe('Skip in {seconds}');
  });

  it('uses the host translator and falls back when it returns the key', () => {
    const t = createTranslator('ru', (key) => (key === 'play' ? 'Старт' : key));
    expect(t('play')).toBe('Старт');
    expect(t('pause')).toBe('Пауза');
    expect(createTranslator('en')('ad_badge', { index: 2, count: 3 })).toBe('Ad 2 of 3');
    expect(createTranslator('ru-RU')('copied')).toBe('Скопировано в буфер обмена');
    expect(createTranslator('kk-KZ')('play')).toBe('Ойнату');
    expect(createTranslator('uz-Latn-UZ')('pause')).toBe('Pauza');
  });

  it.each([
    ['ru', 'ru'],
    ['RU-ru', 'ru'],
    ['uz_UZ', 'uz'],
    ['kk', 'kk'],
    ['kz', 'kk'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
  ] as const)('reads the language tag %s as %s', (tag, want) => {
    expect(skinLanguage(tag)).toBe(want);
  });

  it('loads each table on demand, English at once', async () => {
    expect(loadMessages('en')).toBe(EN);
    expect(await loadMessages('kk')).toBe(DEFAULT_MESSAGES.kk);
    expect(await loadMessages('uz')).toBe(DEFAULT_MESSAGES.uz);
    expect(await loadMessages('ru')).toBe(DEFAULT_MESSAGES.ru);
  });
});
