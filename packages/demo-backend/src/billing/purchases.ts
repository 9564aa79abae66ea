// Purchases (000 §7 POST/PATCH/DELETE purchases): a packet purchase is the packets area's subscription
// (debiting the balance, 402 when short); a content purchase debits the balance and opens that
// content's stream for good. Both are idempotent: buying what is already open returns it. A purchase is
// one transaction holding the viewer's account from its first statement, so parallel purchases queue
// and the second finds the first one's subscription and record (the schema keeps one record per
// subscription, migration 010).
import type { ApiContext } from '../context';
import type { Sql } from '../db/database';
import { withinTransaction } from '../db/within-transaction';
import { notFound } from '../http/errors';
import { post } from '../money/ledger';
import { stores } from '../packets/access';
import { type BillingAccount, withAccount } from '../packets/accounts';
import { insufficientBalance } from '../packets/subscription-store';
import { purchasedContentIds } from './owned-contents';
import type { PurchaseType } from './purchase-types';

export interface PurchaseRecord {
  id: number;
  purchaseTypeId: number;
  packetId: number | null;
  contentId: number | null;
  subscriptionId: number | null;
  amount: number;
  status: 'active' | 'disabled' | 'closed';
  renew: boolean;
  createdAt: number;
}

type Ctx = Pick<ApiContext, 'db' | 'now'>;

export async function purchaseRecords(ctx: Ctx, userId: number, id?: number): Promise<PurchaseRecord[]> {
  const open = await stores(ctx).subscriptions.open(userId);
  const rows = await ctx.db.query(
    `SELECT * FROM billing_purchases WHERE user_id = $1 AND ($2::bigint IS NULL OR id = $2) ORDER BY id`,
    [userId, id ?? null],
  );
  return rows.map((r) => {
    const subscription = open.find((s) => s.id === Number(r.subscription_id));
    const closed = r.status === 'closed' || (r.subscription_id !== null && !subscription);
    return {
      id: Number(r.id),
      purchaseTypeId: Number(r.purchase_type_id),
      packetId: r.packet_id === null ? null : Number(r.packet_id),
      contentId: r.content_id === null ? null : Number(r.content_id),
      subscriptionId: r.subscription_id === null ? null : Number(r.subscription_id),
      amount: Number(r.amount),
      status: closed ? 'closed' : subscription && !subscription.renew ? 'disabled' : 'active',
      renew: subscription ? subscription.renew : !closed,
      createdAt: Number(r.created_at),
    };
  });
}

export async function purchaseRecord(ctx: Ctx, userId: number, id: number): Promise<PurchaseRecord> {
  const [record] = await purchaseRecords(ctx, userId, id);
  if (!record) throw notFound(`Purchase ${id} not found`);
  return record;
}

/** Already open for the viewer: an open subscription to the packet, or the content bought. */
export async function owns(ctx: Ctx, userId: number, type: PurchaseType): Promise<boolean> {
  if (type.kind === 'content') return (await purchasedContentIds(ctx.db, userId)).includes(type.content.id);
  const open = await stores(ctx).subscriptions.open(userId);
  return open.some((s) => s.packetId === type.packet.id && s.renew);
}

/** Buys from the balance (402 insufficient_balance when short); buying an open one returns its record. */
export async function buy(ctx: Ctx, userId: number, type: PurchaseType): Promise<PurchaseRecord> {
  const id = await withAccount(ctx.db, userId, (tx, account) =>
    type.kind === 'packet' ? buyPacket(ctx, tx, userId, type) : buyContent(ctx, tx, account, type),
  );
  return purchaseRecord(ctx, userId, id);
}

async function buyPacket(
  ctx: Ctx,
  tx: Sql,
  userId: number,
  type: Extract<PurchaseType, { kind: 'packet' }>,
): Promise<number> {
  // The subscription is bought inside this transaction (a savepoint), under the lock it already holds.
  const inside = { db: withinTransaction(tx, 'a purchase'), now: ctx.now };
  const subscription = await stores(inside).subscriptions.subscribe(userId, type.packet, type.periodDays);
  const [kept] = await tx.query<{ id: string }>(
    'SELECT id FROM billing_purchases WHERE user_id = $1 AND subscription_id = $2',
    [userId, subscription.id],
  );
  if (kept) return Number(kept.id);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO billing_purchases (user_id, purchase_type_id, packet_id, subscription_id, amount, status, created_at)
     VALUES ($1, $2, $3, $4, $5, 'active', $6) RETURNING id`,
    [userId, type.id, type.packet.id, subscription.id, subscription.paid, ctx.now()],
  );
  return Number(row?.id);
}

async function buyContent(
  ctx: Ctx,
  tx: Sql,
  account: BillingAccount,
  type: Extract<PurchaseType, { kind: 'content' }>,
): Promise<number> {
  const [kept] = await tx.query<{ id: string }>(
    `SELECT id FROM billing_purchases WHERE user_id = $1 AND content_id = $2 AND status = 'active'`,
    [account.userId, type.content.id],
  );
  if (kept) return Number(kept.id);
  if (account.balance < type.price) throw insufficientBalance(type.price, account.balance);
  const at = ctx.now();
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO billing_purchases (user_id, purchase_type_id, content_id, amount, status, created_at)
     VALUES ($1, $2, $3, $4, 'active', $5) RETURNING id`,
    [account.userId, type.id, type.content.id, type.price, at],
  );
  const id = Number(row?.id);
  await post(tx, {
    accountId: account.id,
    amount: -type.price,
    kind: 'content',
    reference: `purchase:${id}`,
    at,
  });
  return id;
}
