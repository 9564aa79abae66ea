// The catalogue's own short texts in the request's language (http/language.ts reads it):
// menu pages, rows, channel categories, genres and countries answer in the four languages the app ships
// (001 §9: ru-ru, en-us, uz-uz, kk-kz). Longer editorial texts the demo keeps in English and Russian only
// (news, info pages, sign-in and payment messages) answer English to an uz or kk request — the spec's
// default — rather than Russian (docs/decisions.md, "Uzbek and Kazakh in the demo backend").

import type { Lang } from '../http/language';

/** A text in English and, where the demo has them, other languages. */
export type Texts = { en: string } & { [L in Exclude<Lang, 'en'>]?: string | undefined };

/** The text in that language, else English. */
export function textIn(texts: Texts, lang: Lang): string {
  return texts[lang] ?? texts.en;
}
