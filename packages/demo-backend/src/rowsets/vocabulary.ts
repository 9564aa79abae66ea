// Countries and genres with stable ids and names per language (001 §7 Countries and genres). The
// catalogue filter takes these ids; the ids follow first appearance in the catalogue, so they never move
// when a title is added at the end.

import { textIn } from '../catalogue/languages';
import type { ContentRecord } from '../catalogue/types';
import type { Lang } from '../http/language';

const RU: Record<string, string> = {
  Drama: 'Драма',
  Comedy: 'Комедия',
  Thriller: 'Триллер',
  Action: 'Боевик',
  'Sci-Fi': 'Фантастика',
  Documentary: 'Документальный',
  Animation: 'Мультфильм',
  Adventure: 'Приключения',
  Romance: 'Мелодрама',
  Horror: 'Ужасы',
  Crime: 'Криминал',
  Family: 'Семейный',
  'Talk show': 'Ток-шоу',
  'Game show': 'Игровое шоу',
  Russia: 'Россия',
  'United Kingdom': 'Великобритания',
  USA: 'США',
  France: 'Франция',
  Germany: 'Германия',
  Italy: 'Италия',
  Spain: 'Испания',
  Japan: 'Япония',
  Kazakhstan: 'Казахстан',
  Uzbekistan: 'Узбекистан',
  'South Korea': 'Южная Корея',
  India: 'Индия',
};

const UZ: Record<string, string> = {
  Drama: 'Drama',
  Comedy: 'Komediya',
  Thriller: 'Triller',
  Action: 'Jangari',
  'Sci-Fi': 'Fantastika',
  Documentary: 'Hujjatli',
  Animation: 'Multfilm',
  Adventure: 'Sarguzasht',
  Romance: 'Melodrama',
  Horror: 'Qoʻrqinchli',
  Crime: 'Kriminal',
  Family: 'Oilaviy',
  'Talk show': 'Tok-shou',
  'Game show': 'Oʻyin shousi',
  Russia: 'Rossiya',
  'United Kingdom': 'Buyuk Britaniya',
  USA: 'AQSH',
  France: 'Fransiya',
  Germany: 'Germaniya',
  Italy: 'Italiya',
  Spain: 'Ispaniya',
  Japan: 'Yaponiya',
  Kazakhstan: 'Qozogʻiston',
  Uzbekistan: 'Oʻzbekiston',
  'South Korea': 'Janubiy Koreya',
  India: 'Hindiston',
};

const KK: Record<string, string> = {
  Drama: 'Драма',
  Comedy: 'Комедия',
  Thriller: 'Триллер',
  Action: 'Экшн',
  'Sci-Fi': 'Фантастика',
  Documentary: 'Деректі',
  Animation: 'Мультфильм',
  Adventure: 'Шытырман оқиға',
  Romance: 'Мелодрама',
  Horror: 'Қорқынышты',
  Crime: 'Қылмыстық',
  Family: 'Отбасылық',
  'Talk show': 'Ток-шоу',
  'Game show': 'Ойын-шоу',
  Russia: 'Ресей',
  'United Kingdom': 'Ұлыбритания',
  USA: 'АҚШ',
  France: 'Франция',
  Germany: 'Германия',
  Italy: 'Италия',
  Spain: 'Испания',
  Japan: 'Жапония',
  Kazakhstan: 'Қазақстан',
  Uzbekistan: 'Өзбекстан',
  'South Korea': 'Оңтүстік Корея',
  India: 'Үндістан',
};

/** A genre or country name in the language (English when the demo has no translation of it). */
export function vocabularyName(name: string, lang: Lang): string {
  return textIn({ en: name, ru: RU[name], uz: UZ[name], kk: KK[name] }, lang);
}

export interface Vocabulary {
  /** English name → id. */
  ids: Map<string, number>;
  /** id → English name. */
  names: Map<number, string>;
}

function vocabulary(values: string[]): Vocabulary {
  const unique = [...new Set(values)];
  return {
    ids: new Map(unique.map((name, i) => [name, i + 1])),
    names: new Map(unique.map((name, i) => [i + 1, name])),
  };
}

export const genresOf = (contents: readonly ContentRecord[]) => vocabulary(contents.flatMap((c) => c.genres));
export const countriesOf = (contents: readonly ContentRecord[]) =>
  vocabulary(contents.flatMap((c) => c.countries));

/** The list a client shows: translated, sorted by name in that language (001 §3 Filter values). */
export function namedList(vocab: Vocabulary, lang: Lang): { id: number; name: string }[] {
  return [...vocab.names]
    .map(([id, name]) => ({ id, name: vocabularyName(name, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
