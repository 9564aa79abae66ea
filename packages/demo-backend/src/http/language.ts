// The interface language of a request (000 §7: "the Accept-Language header comes from the stored language,
// default en"). One reader for every route: the best-weighted language tag this operator speaks (the four
// the app ships, 001 §9: ru, en, uz, kk; `kz` read as Kazakh), and English when the header names none. `ru-RU`, `RU` and `ru;q=0.8` are Russian; `rus` or `russian`
// are not language tags and are not read as Russian.
export const SPOKEN_LANGUAGES = ['en', 'ru', 'uz', 'kk'] as const;
/** The catalogue's languages: its short texts (menu, rows, categories, genres) come in all four. */
export type Lang = (typeof SPOKEN_LANGUAGES)[number];
/**
 * The languages of the demo's longer texts (sign-in, payment, news, info pages): English and Russian. An uz or
 * kk request gets English there, the spec's default (docs/decisions.md, "Uzbek and Kazakh in the demo backend").
 */
export type EditorialLang = 'en' | 'ru';

const ALIASES: Readonly<Record<string, Lang>> = { kz: 'kk' };

export function languageOfHeader(header: string | readonly string[] | undefined): Lang {
  const value = typeof header === 'string' ? header : (header ?? []).join(',');
  let best: { lang: Lang; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const code = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const primary = (ALIASES[code] ?? code) as Lang;
    if (!SPOKEN_LANGUAGES.includes(primary)) continue;
    const weight = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((q) => q !== undefined);
    const q = weight === undefined ? 1 : Number(weight);
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}

type WithHeaders = { headers: { 'accept-language'?: string | string[] | undefined } };

/** The language of a catalogue answer: any of the four. */
export function catalogueLanguageOf(request: WithHeaders): Lang {
  return languageOfHeader(request.headers['accept-language']);
}

/** The language of an editorial answer: Russian, else English. */
export function languageOf(request: WithHeaders): EditorialLang {
  return catalogueLanguageOf(request) === 'ru' ? 'ru' : 'en';
}
