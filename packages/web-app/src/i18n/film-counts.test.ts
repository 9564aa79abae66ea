import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { BUNDLED_LANGUAGES, normaliseLanguage } from './language';

// 000 §9 "Word forms for a count of films: singular for 1, second form for 2 to 4, third otherwise" (the Russian
// rule; 11–14 take the third form, 21 the first again) and "supported languages include ru-ru, en-us, uz-uz and
// kk-kz". Uzbek and Kazakh nouns do not change after a number, so their tables have one form.
const table = (lng: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'public', 'locales', lng, 'catalogue.json'), 'utf8'),
  ) as Record<string, string>;

async function catalogue(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { catalogue: table('en') }, [lng]: { catalogue: table(lng) } },
    interpolation: { escapeValue: false },
  });
  return (count: number) => instance.t('catalogue:person_titles', { count });
}

describe('a count of films (000 §9 word forms)', () => {
  it('Russian: 1 → first form, 2–4 → second, otherwise third', async () => {
    const films = await catalogue('ru');
    expect([1, 2, 3, 4, 5, 11, 12, 14, 20, 21, 22, 25, 101, 111].map(films)).toEqual([
      '1 название',
      '2 названия',
      '3 названия',
      '4 названия',
      '5 названий',
      '11 названий',
      '12 названий',
      '14 названий',
      '20 названий',
      '21 название',
      '22 названия',
      '25 названий',
      '101 название',
      '111 названий',
    ]);
  });

  it('English: one and other', async () => {
    const films = await catalogue('en');
    expect([1, 2, 5].map(films)).toEqual(['1 title', '2 titles', '5 titles']);
  });

  it.each([
    ['uz', 'ta nom'],
    ['kk', 'атау'],
  ])('%s: one unchanging word after any number', async (lng, word) => {
    const films = await catalogue(lng);
    expect([1, 2, 5, 21].map(films)).toEqual([1, 2, 5, 21].map((n) => `${n} ${word}`));
    expect(Object.keys(table(lng)).filter((key) => /^person_titles_/.test(key))).toEqual([]);
  });
});

describe('the languages 000 §9 names', () => {
  it.each([
    ['ru-ru', 'ru'],
    ['en-us', 'en'],
    ['uz-uz', 'uz'],
    ['kk-kz', 'kk'],
  ])('%s is %s, a language the app ships', (code, lng) => {
    expect(normaliseLanguage(code)).toBe(lng);
    expect(BUNDLED_LANGUAGES).toContain(lng);
  });
});
