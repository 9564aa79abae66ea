// Starting a payment with the demo provider: on its hosted page (card form, QR opening it), from a
// linked card (no page: accepted at once, settled a moment later), or by phone (a link and code by
// SMS). Routes, the offer flow and the promo wizard's server side all start payments here.
import { randomInt } from 'node:crypto';
import { isProvedPhone, type SmsOutbox, spendSms } from '../accounts/index';
import type { ApiContext } from '../context';
import { ApiError } from '../http/errors';
import { money } from '../packets/accounts';
import { payPageUrl } from './billing-answers';
import { cardOf } from './cards';
import type { PaysystemName } from './paysystems';
import { outcomeFor, SETTLE_AFTER_MS, type TxKind } from './policy';
import { type Transaction, TransactionStore } from './transaction-store';

type Ctx = Pick<ApiContext, 'db' | 'now'>;

export interface PaymentFor {
  userId: number;
  kind: TxKind;
  amount: number;
  packetId?: number | null;
  offerId?: number | null;
  lang?: 'ru' | 'en';
}

const store = (ctx: Ctx) => new TransactionStore(ctx.db, ctx.now);

/** A payment the payer completes on the hosted page (redirect pay, or the page a QR code opens). */
export function startPagePayment(
  ctx: Ctx,
  p: PaymentFor & {
    paysystem: 'demo_card' | 'demo_qr';
    returnUrl?: string | null;
    saveCard?: boolean;
    neededRefund?: boolean;
  },
): Promise<Transaction> {
  return store(ctx).create({
    userId: p.userId,
    kind: p.kind,
    amount: p.amount,
    paysystem: p.paysystem,
    state: 'awaiting_payer',
    packetId: p.packetId ?? null,
    offerId: p.offerId ?? null,
    saveCard: p.saveCard ?? false,
    neededRefund: p.neededRefund ?? false,
    returnUrl: p.returnUrl ?? null,
    lang: p.lang ?? 'ru',
  });
}

/**
 * Charges a linked card without a page. A card with no funds: 400 insufficient_funds at once when
 * `refuseNoFunds` (000 §8: an offer transaction with a linked card), else the charge fails at settlement.
 */
export async function chargeCard(
  ctx: Ctx,
  p: PaymentFor & { cardId: number; refuseNoFunds?: boolean },
): Promise<Transaction> {
  const card = await cardOf(ctx.db, p.userId, p.cardId);
  const outcome = outcomeFor(card.behaviour, { kind: p.kind, neededRefund: false });
  if (outcome === 'no_funds' && p.refuseNoFunds) {
    throw new ApiError(400, 'insufficient_funds', `Insufficient funds on the card ${card.last4}`);
  }
  return store(ctx).create({
    userId: p.userId,
    kind: p.kind,
    amount: p.amount,
    paysystem: card.paysystem,
    state: 'processing',
    cardId: card.id,
    outcome,
    settleAt: ctx.now() + SETTLE_AFTER_MS,
    packetId: p.packetId ?? null,
    offerId: p.offerId ?? null,
    lang: p.lang ?? 'ru',
  });
}

/**
 * An offer billed to the viewer's account with the operator (provider_account): no page and no card;
 * the operator accepts the charge and it settles like a card charge, a moment later.
 */
export function chargeProviderAccount(ctx: Ctx, p: PaymentFor): Promise<Transaction> {
  return store(ctx).create({
    userId: p.userId,
    kind: p.kind,
    amount: p.amount,
    paysystem: 'demo_account' satisfies PaysystemName,
    state: 'processing',
    outcome: 'pays',
    settleAt: ctx.now() + SETTLE_AFTER_MS,
    packetId: p.packetId ?? null,
    offerId: p.offerId ?? null,
    lang: p.lang ?? 'ru',
  });
}

const phoneNotConfirmed = () =>
  new ApiError(
    400,
    'phone_not_confirmed',
    'Confirm this phone with the code we send to it before paying from it (POST /v2/otps, purpose payment_phone)',
    { field: 'phone' },
  );

/**
 * A mobile payment: the SMS carries the hosted page's link and the code the page asks for. Only a
 * phone the viewer has proved is billed (the account's own, or one proved for paying: issue 35), and
 * each message is counted against the phone's and the account's SMS budget before it is sent.
 */
export async function startPhonePayment(
  ctx: Ctx,
  sms: SmsOutbox,
  origin: string,
  p: PaymentFor & { phone: string },
): Promise<Transaction> {
  if (!(await isProvedPhone(ctx.db, p.userId, p.phone, ctx.now()))) throw phoneNotConfirmed();
  await spendSms(ctx.db, ctx.now(), p.phone, p.userId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tx = await store(ctx).create({
    userId: p.userId,
    kind: p.kind,
    amount: p.amount,
    paysystem: 'demo_sms' satisfies PaysystemName,
    state: 'awaiting_payer',
    phone: p.phone,
    smsCode: code,
    packetId: p.packetId ?? null,
    offerId: p.offerId ?? null,
    lang: p.lang ?? 'ru',
  });
  // A repeated request returns the pending payment: send its own code again, not a new one.
  const sent = tx.smsCode ?? code;
  const text =
    tx.lang === 'en'
      ? `OnAir Demo: to pay ${money(tx.amount)} RUB open ${payPageUrl(tx, origin)} and enter code ${sent}`
      : `OnAir Demo: для оплаты ${money(tx.amount)} ₽ откройте ${payPageUrl(tx, origin)} и введите код ${sent}`;
  sms.send(p.phone, text, sent);
  return tx;
}
