/**
 * Why: the player skin (the SDK's PlayerSkin) has its own words in every language it knows; the app's
 * tables override the few the app also uses ("play", "close"…). The host translator must answer only from
 * the current language's table: with i18next's English fallback, an Uzbek page would show the app's
 * English "Play" over the skin's own Uzbek. A key the table lacks comes back as the key itself, which the
 * skin reads as "use mine" (createTranslator in the SDK).
 */
import type { TFunction } from 'i18next';

export type SkinTranslate = (key: string, vars?: Record<string, string | number>) => string;

export function skinTranslator(t: TFunction): SkinTranslate {
  return (key, vars) => t(key, { ...(vars ?? {}), fallbackLng: false }) as string;
}
