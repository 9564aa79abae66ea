// Why (000 §3 "Parental duration config: list of {duration, name}"; §4 "remembered for the configured
// duration in minutes, or always when the duration is 0"): the operator, not the app, says which "remember
// the PIN" choices a device offers and what each is called; the app lists them in the parental settings.
// The demo's choices are the ones approvalLifetimeMs keeps as they are (5 minutes to 4 hours), named in the
// request's language (any of the four the app ships).
import type { Lang } from '../http/language';

export interface ParentalDuration {
  /** Minutes; 0 is "always". */
  duration: number;
  name: string;
}

const MINUTES = [0, 5, 15, 30, 60, 240] as const;

const NAMES: Record<Lang, (minutes: number) => string> = {
  en: (m) => (m === 0 ? 'Always' : m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : `${m / 60} hours`),
  ru: (m) => (m === 0 ? 'Всегда' : m < 60 ? `${m} минут` : m === 60 ? '1 час' : `${m / 60} часа`),
  uz: (m) => (m === 0 ? 'Doim' : m < 60 ? `${m} daqiqa` : `${m / 60} soat`),
  kk: (m) => (m === 0 ? 'Әрқашан' : m < 60 ? `${m} минут` : `${m / 60} сағат`),
};

export function parentalDurations(lang: Lang): ParentalDuration[] {
  return MINUTES.map((duration) => ({ duration, name: NAMES[lang](duration) }));
}
