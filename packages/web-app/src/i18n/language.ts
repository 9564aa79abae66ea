/**
 * Why: 000 §5 Language — the query `lang`/`language` wins, then the stored choice; the code is mapped
 * (kz → kk, ru-ru → ru …) and must be one the network data offers with the interface flag, ordered by
 * priority; anything else falls back to English (the default).
 */
import type { Network } from '../api/schemas';

export const DEFAULT_LANGUAGE = 'en';
export const BUNDLED_LANGUAGES = ['en', 'ru'] as const;

const ALIASES: Record<string, string> = {
  kz: 'kk',
  'kk-kz': 'kk',
  'ru-ru': 'ru',
  'en-us': 'en',
  'en-gb': 'en',
  'uz-uz': 'uz',
  rus: 'ru',
  eng: 'en',
};
const KNOWN = new Set(['ru', 'en', 'bg', 'kk', 'tg', 'ky', 'uz', 'ka', 'lv', 'az', 'ro']);

export function normaliseLanguage(code: string | null | undefined): string | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase();
  const mapped = ALIASES[lower] ?? lower.split(/[-_]/)[0] ?? lower;
  return KNOWN.has(mapped) ? mapped : null;
}

/** Interface languages offered by the network data, by priority; the bundled ones when none are sent. */
export function interfaceLanguages(network: Pick<Network, 'languages'> | null): string[] {
  const available = network?.languages?.available ?? [];
  const codes = available
    .filter((l) => l.interface !== false)
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0))
    .map((l) => normaliseLanguage(l.key ?? l.lang))
    .filter((c): c is string => c !== null);
  return codes.length > 0 ? [...new Set(codes)] : [...BUNDLED_LANGUAGES];
}

export function chooseLanguage(
  queryLang: string | null,
  stored: string | null,
  supported: readonly string[],
): string {
  for (const candidate of [queryLang, stored]) {
    const code = normaliseLanguage(candidate);
    if (code && supported.includes(code)) return code;
  }
  return supported.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (supported[0] ?? DEFAULT_LANGUAGE);
}
