// The request's language (000 §7: Accept-Language, English by default) for the catalogue's own short texts:
// menu pages, rows, channel categories, genres and countries answer in the four languages the app ships
// (001 §9: ru-ru, en-us, uz-uz, kk-kz). Longer editorial texts the demo keeps in English and Russian only
// (news, info pages, sign-in and payment messages) answer English to an uz or kk request — the spec's
// default — rather than Russian (docs/decisions.md, "Uzbek and Kazakh in the demo backend").

export const CATALOGUE_LANGUAGES = ['en', 'ru', 'uz', 'kk'] as const;
export type Lang = (typeof CATALOGUE_LANGUAGES)[number];

/** A text in English and, where the demo has them, other languages. */
export type Texts = { en: string } & { [L in Exclude<Lang, 'en'>]?: string | undefined };

const ALIASES: Record<string, Lang> = { kz: 'kk' };

function known(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = ALIASES[primary] ?? primary;
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(code) ? (code as Lang) : null;
}

/** The most wanted language of an Accept-Language header that the catalogue has, else English. */
export function langOf(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const lang = known(entry.tag);
    if (lang) return lang;
  }
  return 'en';
}

/** The text in that language, else English. */
export function textIn(texts: Texts, lang: Lang): string {
  return texts[lang] ?? texts.en;
}
