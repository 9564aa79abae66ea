/**
 * Why: the skin ships four languages (001 §9: ru-ru, en-us, uz-uz, kk-kz) and hosts name them every way a
 * language tag can be written (`ru-RU`, `uz-Latn-UZ`, the old `kz` the web app also accepts); one rule maps any
 * of them to the table to show, English when none fits. `loadMessages` fetches a non-English table as its own
 * chunk, so a page that shows one language downloads one.
 */
import { EN, type Messages } from './messages';

export type SkinLanguage = 'en' | 'ru' | 'uz' | 'kk';

export function skinLanguage(tag: string | null | undefined): SkinLanguage {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'ru' || primary === 'uz' || primary === 'kk') return primary;
  return primary === 'kz' ? 'kk' : 'en';
}

/** The text table of a language; English at once, the others from their chunk. */
export function loadMessages(language: SkinLanguage): Messages | Promise<Messages> {
  switch (language) {
    case 'ru':
      return import('./messages-ru').then((m) => m.RU);
    case 'uz':
      return import('./messages-uz').then((m) => m.UZ);
    case 'kk':
      return import('./messages-kk').then((m) => m.KK);
    default:
      return EN;
  }
}
