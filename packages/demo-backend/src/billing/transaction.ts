// A transaction of the demo provider as the code sees it, and how a database row becomes one.
import type { TxKind, TxReason, TxState } from './policy';
import type { CardBehaviour } from './test-cards';

export interface Transaction {
  id: string;
  userId: number;
  kind: TxKind;
  state: TxState;
  reason: TxReason | null;
  amount: number;
  paysystem: string;
  cardId: number | null;
  packetId: number | null;
  offerId: number | null;
  outcome: 'pays' | 'no_funds' | null;
  pendingCard: { last4: string; behaviour: CardBehaviour } | null;
  saveCard: boolean;
  neededRefund: boolean;
  phone: string | null;
  smsCode: string | null;
  attempts: number;
  returnUrl: string | null;
  lang: 'ru' | 'en';
  settleAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export type NewTransaction = Pick<Transaction, 'userId' | 'kind' | 'amount' | 'paysystem'> &
  Partial<Pick<Transaction, 'cardId' | 'packetId' | 'offerId' | 'saveCard' | 'neededRefund' | 'phone'>> &
  Partial<Pick<Transaction, 'smsCode' | 'returnUrl' | 'lang' | 'outcome' | 'settleAt'>> & {
    state: 'awaiting_payer' | 'processing';
  };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function fromRow(r: Record<string, unknown>): Transaction {
  return {
    id: String(r.id),
    userId: Number(r.user_id),
    kind: r.kind as TxKind,
    state: r.state as TxState,
    reason: (r.reason as TxReason | null) ?? null,
    amount: Number(r.amount),
    paysystem: String(r.paysystem),
    cardId: num(r.card_id),
    packetId: num(r.packet_id),
    offerId: num(r.offer_id),
    outcome: (r.outcome as Transaction['outcome']) ?? null,
    pendingCard: (r.pending_card as Transaction['pendingCard']) ?? null,
    saveCard: Boolean(r.save_card),
    neededRefund: Boolean(r.needed_refund),
    phone: (r.phone as string | null) ?? null,
    smsCode: (r.sms_code as string | null) ?? null,
    attempts: Number(r.attempts),
    returnUrl: (r.return_url as string | null) ?? null,
    lang: r.lang === 'en' ? 'en' : 'ru',
    settleAt: num(r.settle_at),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

export type TransactionChange = Partial<
  Pick<Transaction, 'reason' | 'outcome' | 'pendingCard' | 'settleAt' | 'attempts'>
>;
