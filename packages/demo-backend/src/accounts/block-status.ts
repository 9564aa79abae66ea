// Why: the regional operator (000 §3 Block status, §7 GET mw/status_block; the block_alma modal of §2)
// pauses a subscriber whose balance does not cover its monthly fee, and says so with the balance, the
// fee and what to do. The rule is a pure function of the viewer's balance (the money ledger's, in SQL)
// and the fee of the regional tariff (packet 200), so topping up the balance lifts the block at once.
import type { Lang } from '../http/language';
import { money } from '../packets/accounts';

export type BlockState = 'active' | 'blocked';

export interface BlockStatus {
  /** Minor units. */
  balance: number;
  /** The monthly fee, minor units. */
  amount: number;
  status: BlockState;
  /** What is missing to lift the block, minor units (0 when active). */
  shortfall: number;
}

export function blockStatusOf(balance: number, monthlyFee: number): BlockStatus {
  const shortfall = Math.max(0, monthlyFee - balance);
  return { balance, amount: monthlyFee, status: shortfall > 0 ? 'blocked' : 'active', shortfall };
}

const MESSAGES = {
  en: {
    blocked: (s: BlockStatus) =>
      `Your balance of ${money(s.balance)} ₽ does not cover the monthly fee of ${money(s.amount)} ₽: top up by ${money(s.shortfall)} ₽ to watch again.`,
    active: (s: BlockStatus) => `Your balance covers the monthly fee of ${money(s.amount)} ₽.`,
  },
  ru: {
    blocked: (s: BlockStatus) =>
      `Баланса ${money(s.balance)} ₽ не хватает на абонентскую плату ${money(s.amount)} ₽: пополните его на ${money(s.shortfall)} ₽, чтобы снова смотреть.`,
    active: (s: BlockStatus) => `Баланса хватает на абонентскую плату ${money(s.amount)} ₽.`,
  },
  uz: {
    blocked: (s: BlockStatus) =>
      `${money(s.balance)} ₽ balansingiz ${money(s.amount)} ₽ oylik toʻlovni qoplamaydi: yana tomosha qilish uchun balansni ${money(s.shortfall)} ₽ ga toʻldiring.`,
    active: (s: BlockStatus) => `Balansingiz ${money(s.amount)} ₽ oylik toʻlovni qoplaydi.`,
  },
  kk: {
    blocked: (s: BlockStatus) =>
      `${money(s.balance)} ₽ балансыңыз ${money(s.amount)} ₽ айлық төлемді жаппайды: қайта көру үшін балансты ${money(s.shortfall)} ₽ толтырыңыз.`,
    active: (s: BlockStatus) => `Балансыңыз ${money(s.amount)} ₽ айлық төлемді жабады.`,
  },
} as const satisfies Record<Lang, Record<BlockState, (s: BlockStatus) => string>>;

/**
 * message_detail in the viewer's language: the modal shows it as it comes, so it is in every language the app
 * ships (an uz or kk viewer read English before).
 */
export const blockMessage = (s: BlockStatus, lang: Lang): string => MESSAGES[lang][s.status](s);
