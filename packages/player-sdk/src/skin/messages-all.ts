/**
 * Every built-in text table at once, for the React skin: React renders on the server and in one pass, so it
 * cannot wait for a language's chunk the way the custom element does (languages.ts `loadMessages`).
 */
import { type SkinLanguage, skinLanguage } from './languages';
import { EN, type Messages } from './messages';
import { KK } from './messages-kk';
import { RU } from './messages-ru';
import { UZ } from './messages-uz';
import { type Translator, translatorFrom } from './translate';

export const DEFAULT_MESSAGES: Readonly<Record<SkinLanguage, Messages>> = { en: EN, ru: RU, uz: UZ, kk: KK };

/** The translator for a language tag ('ru', 'kk-KZ', 'uz-Latn'…; English otherwise), asking the host first. */
export function createTranslator(language?: string, host?: Translator): Translator {
  return translatorFrom(DEFAULT_MESSAGES[skinLanguage(language)], host);
}
