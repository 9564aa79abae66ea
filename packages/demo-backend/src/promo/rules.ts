// Whether a promo key may be used by this viewer now (000 §4 Promo code, §5 promo rules, §8 promo
// errors). Pure, clock passed in: the routes and the table test read the same rule. Every refusal is a
// 400 or 404 whose message the wizard shows on its form as is (§8), so the words are the viewer's, in
// the viewer's language.

import type { EditorialLang as Lang } from '../http/language';

export const PROMO_KEY_MAX_LENGTH = 15;

/** The condition a client may waive at check time and meet later (the wizard links the card itself). */
export const CARD_CONDITION = 'user_must_have_credit_card';

export interface PromoKeyState {
  key: string;
  isPaid: boolean;
  expiresAt: number | null;
}

export interface PromoRefusal {
  status: 400 | 404;
  errorCode: 'promo_not_found' | 'promo_expired' | 'promo_already_used' | typeof CARD_CONDITION;
  message: string;
}

export interface RuleInput {
  now: number;
  alreadyUsed: boolean;
  hasCard: boolean;
  /** Conditions the caller waives (check with ignore_conditions); activation waives none. */
  ignored: readonly string[];
}

/** Codes are typed from print and speech: surrounding spaces and letter case do not matter. */
export const normalizeKey = (raw: string): string => raw.trim().toUpperCase();

/** The year and its "г." (or a day and its month) never part at a line's end: Intl joins them with a plain space. */
const dateOf = (ms: number, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(ms)
    .replace(/ (г\.)$/u, '\u00a0$1');

/** A Russian date ends in "г." already: the sentence's full stop is not doubled. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const TEXT = {
  en: {
    notFound: (key: string) => `Promo code ${key} does not exist. Check the letters and digits.`,
    expired: (key: string, date: string) => sentence(`Promo code ${key} expired on ${date}`),
    used: (key: string) => `You have already activated promo code ${key}.`,
    card: (key: string) => `Promo code ${key} needs a linked bank card.`,
  },
  ru: {
    notFound: (key: string) => `Промокода ${key} не существует. Проверьте буквы и цифры.`,
    expired: (key: string, date: string) => sentence(`Срок действия промокода ${key} истёк ${date}`),
    used: (key: string) => `Вы уже активировали промокод ${key}.`,
    card: (key: string) => `Для промокода ${key} нужна привязанная банковская карта.`,
  },
} as const;

export function notFoundRefusal(key: string, lang: Lang): PromoRefusal {
  return { status: 404, errorCode: 'promo_not_found', message: TEXT[lang].notFound(key) };
}

/** The first reason the key cannot be used, or null when it can. */
export function promoRefusal(state: PromoKeyState, input: RuleInput, lang: Lang): PromoRefusal | null {
  const text = TEXT[lang];
  if (state.expiresAt !== null && input.now >= state.expiresAt) {
    return {
      status: 400,
      errorCode: 'promo_expired',
      message: text.expired(state.key, dateOf(state.expiresAt, lang)),
    };
  }
  if (input.alreadyUsed)
    return { status: 400, errorCode: 'promo_already_used', message: text.used(state.key) };
  if (state.isPaid && !input.hasCard && !input.ignored.includes(CARD_CONDITION)) {
    return { status: 400, errorCode: CARD_CONDITION, message: text.card(state.key) };
  }
  return null;
}
