/**
 * Why (issue 38): the app renders nothing before its translation has arrived (main.tsx), and i18next asks for it
 * only once the entry's every module has been evaluated — traced on a returning viewer's channel page, the
 * request left ≈ 60 ms after the start-up calls and its answer was the last thing React waited for. The entry's
 * early start (session/early-start.ts) asks for it beside those calls; i18next's backend (i18n.ts) takes that
 * answer for the very same file, once, instead of asking again. Nothing here imports i18next.
 */
import { APP_VERSION } from '../constants';

export function localeUrl(lng: string, ns = 'translation'): string {
  return `/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json?v=${APP_VERSION}`;
}

const early = new Map<string, Promise<Response>>();

/** Starts the download of these languages' translations now (each once), for the backend to take. */
export function prefetchLocales(
  languages: readonly string[],
  fetcher: typeof fetch = globalThis.fetch,
): void {
  for (const lng of new Set(languages)) {
    const url = localeUrl(lng);
    if (early.has(url)) continue;
    const response = fetcher(url);
    // Nobody may take it (a language the start then does not use): a failure must not surface as unhandled.
    response.catch(() => undefined);
    early.set(url, response);
  }
}

/** The download started for this file, handed out once; null when none was. */
export function takeEarlyLocale(url: string): Promise<Response> | null {
  const response = early.get(url) ?? null;
  early.delete(url);
  return response;
}
