/**
 * i18next set up to load `/locales/{lng}/translation.json?v=190` (001 §7) through a tiny backend
 * plugin (i18next's own plugin interface; no extra package needed). English is the fallback.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeUrl, takeEarlyLocale } from './early-locale';
import { DEFAULT_LANGUAGE } from './language';

const fetchBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = localeUrl(language, namespace);
    // The entry may have asked for this very file already (early-locale.ts).
    (takeEarlyLocale(url) ?? fetch(url))
      .then(async (res) => {
        if (!res.ok) throw new Error(`locale ${language} answered ${res.status}`);
        callback(null, (await res.json()) as Record<string, string>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

/** The next task: i18next's set-up then runs apart from the entry's evaluation, not in the same long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function initI18n(language: string): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    // Issue 38 (Lighthouse TBT): the translation is already on its way (early-locale.ts); nothing waits on
    // this task but the first render, which waits for the translation anyway.
    await nextTask();
    await i18next
      .use(fetchBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: false,
        interpolation: { escapeValue: false },
        returnNull: false,
        // An empty translation falls back like a missing one (i18next 27's default, set here for 26).
        returnEmptyString: false,
      });
  } else if (i18next.language !== language) {
    await i18next.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}
