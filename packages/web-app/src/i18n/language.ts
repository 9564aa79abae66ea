/**
 * Why: 000 §5 Language — the query `lang`/`language` wins, then the stored choice; the code is mapped
 * (kz → kk, ru-ru → ru …) and must be one the network data offers with the interface flag, ordered by
 * priority. The app ships the four languages 001 §9 names (ru-ru, en-us, uz-uz, kk-kz); a language the
 * operator offers but the app does not ship is not listed (picking it would show English). A first
 * visit — no `lang`, nothing stored — follows the browser's own languages (navigator.languages, in the
 * viewer's order) where the operator offers one of them; anything else falls back to English, the
 * default (000 §7).
 */
import type { Network } from '../api/schemas';

export const DEFAULT_LANGUAGE = 'en';
export const BUNDLED_LANGUAGES = ['en', 'ru', 'uz', 'kk'] as const;

/** Each shipped language's name in itself, for pickers when the operator sends no name. */
export const NATIVE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  ru: 'Русский',
  uz: 'Oʻzbekcha',
  kk: 'Қазақша',
};

const ALIASES: Record<string, string> = {
  kz: 'kk',
  'kk-kz': 'kk',
  'ru-ru': 'ru',
  'en-us': 'en',
  'en-gb': 'en',
  'uz-uz': 'uz',
  'uz-latn': 'uz',
  'uz-latn-uz': 'uz',
  rus: 'ru',
  eng: 'en',
};
const KNOWN = new Set(['ru', 'en', 'bg', 'kk', 'tg', 'ky', 'uz', 'ka', 'lv', 'az', 'ro']);
const SHIPPED = new Set<string>(BUNDLED_LANGUAGES);

export function normaliseLanguage(code: string | null | undefined): string | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase();
  const mapped = ALIASES[lower] ?? lower.split(/[-_]/)[0] ?? lower;
  return KNOWN.has(mapped) ? mapped : null;
}

/**
 * Interface languages the operator offers (the network data's interface flag, by priority) that the app
 * ships; all shipped ones when the network sends none, English when it sends only others.
 */
export function interfaceLanguages(network: Pick<Network, 'languages'> | null): string[] {
  const available = network?.languages?.available;
  if (!available || available.length === 0) return [...BUNDLED_LANGUAGES];
  const codes = available
    .filter((l) => l.interface !== false)
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0))
    .map((l) => normaliseLanguage(l.key ?? l.lang))
    .filter((c): c is string => c !== null && SHIPPED.has(c));
  return codes.length > 0 ? [...new Set(codes)] : [DEFAULT_LANGUAGE];
}

/**
 * The language to show: the query's, else the stored one, else the first of the browser's languages that
 * is supported, else English (or the first supported when English is not).
 */
export function chooseLanguage(
  queryLang: string | null,
  stored: string | null,
  supported: readonly string[],
  browser: readonly string[] = [],
): string {
  for (const candidate of [queryLang, stored, ...browser]) {
    const code = normaliseLanguage(candidate);
    if (code && supported.includes(code)) return code;
  }
  return supported.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (supported[0] ?? DEFAULT_LANGUAGE);
}

/** The browser's preferred languages, most wanted first; none where there is no browser. */
export function browserLanguages(
  nav: Pick<Navigator, 'languages' | 'language'> | null = globalThis.navigator ?? null,
): string[] {
  if (!nav) return [];
  if (Array.isArray(nav.languages) && nav.languages.length > 0) return [...nav.languages];
  return nav.language ? [nav.language] : [];
}

/**
 * The language a page starts in, before the operator's list is known: any shipped one. The session
 * chooses again over the operator's list once the network data has arrived (SessionProvider).
 */
export function initialLanguage(queryLang: string | null, stored: string | null): string {
  return chooseLanguage(queryLang, stored, BUNDLED_LANGUAGES, browserLanguages());
}
