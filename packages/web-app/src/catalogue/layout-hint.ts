/**
 * Why: 001 §2 Search UI — Russian viewers often type with the Latin layout on ("ktnj" for "лето"). For
 * the Russian locale, text of 3+ Latin letters and no Cyrillic is converted key by key; the hint is
 * offered only when the result is a known Russian word, never when the text holds a known English word,
 * and not for multi-word text longer than 15 characters (a sentence is typed on purpose).
 */
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const KEYS = new Map([...LATIN].map((key, i) => [key, CYRILLIC[i] as string]));

/** Common words a viewer searches for, plus whatever titles the app knows (passed in). */
export const KNOWN_RUSSIAN = [
  'фильм',
  'фильмы',
  'сериал',
  'сериалы',
  'кино',
  'мультфильм',
  'мультики',
  'новости',
  'спорт',
  'футбол',
  'хоккей',
  'комедия',
  'драма',
  'боевик',
  'ужасы',
  'детектив',
  'фантастика',
  'мелодрама',
  'триллер',
  'лето',
  'зима',
  'море',
  'звезда',
  'дорога',
  'домой',
  'берег',
  'поезд',
  'ветер',
  'музыка',
  'дети',
  'эфир',
];
const KNOWN_ENGLISH = new Set([
  'the',
  'film',
  'movie',
  'movies',
  'news',
  'sport',
  'music',
  'test',
  'live',
  'show',
  'kids',
  'series',
  'pattern',
  'signal',
  'summer',
  'winter',
  'star',
  'road',
  'home',
  'train',
  'wind',
  'sea',
  'hd',
  'tv',
]);

export function toCyrillicLayout(text: string): string {
  return [...text.toLowerCase()].map((char) => KEYS.get(char) ?? char).join('');
}

export function layoutHint(text: string, locale: string, extraWords: readonly string[] = []): string | null {
  if (!locale.toLowerCase().startsWith('ru')) return null;
  const trimmed = text.trim().toLowerCase();
  if (/[а-яё]/i.test(trimmed)) return null;
  if ((trimmed.match(/[a-z]/g) ?? []).length < 3) return null;
  const words = trimmed.split(/\s+/);
  if (words.length > 1 && trimmed.length > 15) return null;
  if (words.some((word) => KNOWN_ENGLISH.has(word))) return null;
  const converted = toCyrillicLayout(trimmed);
  const known = new Set([...KNOWN_RUSSIAN, ...extraWords.flatMap((w) => w.toLowerCase().split(/\s+/))]);
  return converted.split(/\s+/).every((word) => known.has(word)) ? converted : null;
}
