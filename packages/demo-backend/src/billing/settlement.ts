// Settlement: a payment the provider accepted completes (or fails) SETTLE_AFTER_MS later, by the
// injected clock. Whoever moves it first (a poll, the ticker, the hosted page) applies its effect;
// the state change, the money (a ledger entry named after the payment) and what the money was for (an
// offer's purchase, a top-up's packet) are one database transaction holding the payer's account, so a
// payment is credited once and is never seen complete before its purchase.
import type { ApiContext } from '../context';
import type { Database } from '../db/database';
import { withinTransaction } from '../db/within-transaction';
import { post } from '../money/ledger';
import { stores } from '../packets/access';
import { withAccount } from '../packets/accounts';
import { keepCard } from './cards';
import { dueChange, PAGE_EXPIRES_AFTER_MS, REASON_TEXT } from './policy';
import { resolvePurchaseType } from './purchase-types';
import { buy } from './purchases';
import type { Transaction, TransactionStore } from './transaction-store';

type Ctx = Pick<ApiContext, 'db' | 'now' | 'catalogue'>;

export class Settlement {
  constructor(
    private readonly ctx: Ctx,
    private readonly transactions: TransactionStore,
  ) {}

  /** Settles every transaction that is due and expires abandoned pages. */
  async settleDue(): Promise<void> {
    const now = this.ctx.now();
    for (const tx of await this.transactions.due(now, now - PAGE_EXPIRES_AFTER_MS)) await this.advance(tx);
  }

  /** The transaction as it stands now: settled first when its time has come. */
  async current(id: string, userId?: number): Promise<Transaction> {
    const tx = await this.transactions.get(id, userId);
    if (dueChange(tx, this.ctx.now()) === null) return tx;
    await this.advance(tx);
    return this.transactions.get(id, userId);
  }

  history(id: string) {
    return this.transactions.history(id);
  }

  private async advance(tx: Transaction): Promise<void> {
    const change = dueChange(tx, this.ctx.now());
    if (change === 'expire') {
      await this.transactions.move(this.ctx.db, tx.id, tx.state, 'error', { reason: 'expired' });
      return;
    }
    if (change !== 'settle') return;
    if (tx.outcome !== 'pays') {
      await this.transactions.move(this.ctx.db, tx.id, 'processing', 'error', {
        reason: 'insufficient_funds',
      });
      return;
    }
    // The payer's account first, as every money movement takes it, then the conditional state change:
    // whoever moves it (a poll, either server's ticker, the page) credits it; the others find it moved.
    await withAccount(this.ctx.db, tx.userId, async (sql, account) => {
      const moved = await this.transactions.move(sql, tx.id, 'processing', 'complete');
      if (!moved) return;
      // A refunded card-link check was only an authorisation: nothing reaches the balance.
      if (!(tx.kind === 'card_link' && tx.neededRefund)) {
        await post(sql, {
          accountId: account.id,
          amount: tx.amount,
          kind: 'top_up',
          reference: `transaction:${tx.id}`,
          at: this.ctx.now(),
        });
      }
      if (tx.pendingCard && (tx.kind === 'card_link' || tx.saveCard)) {
        await keepCard(sql, tx.userId, { ...tx.pendingCard, paysystem: tx.paysystem }, this.ctx.now());
      }
      // In the same transaction: a poll that reads `complete` finds the purchase already made.
      await this.afterCredit(tx, withinTransaction(sql, `the settlement of ${tx.id}`));
    });
  }

  /**
   * What the money was for, bought from the balance it just reached, inside the settlement's transaction
   * (`db`); a refusal is undone alone (a savepoint) and leaves the money on the balance.
   */
  private async afterCredit(tx: Transaction, db: Database): Promise<void> {
    const ctx = { ...this.ctx, db };
    try {
      const made = await db.transaction(() => this.purchase(ctx, tx));
      if (made) await this.transactions.note(tx.id, 'complete', made, db);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      await this.transactions.note(tx.id, 'complete', `credited; purchase not made: ${why}`, db);
    }
  }

  /** Makes the offer's purchase or the top-up's subscription; says what it made, or null for nothing to make. */
  private async purchase(ctx: Ctx, tx: Transaction): Promise<string | null> {
    if (tx.kind === 'offer' && tx.offerId !== null) {
      const [offer] = await ctx.db.query<{ purchase_type_id: string }>(
        'SELECT purchase_type_id FROM billing_offers WHERE id = $1',
        [tx.offerId],
      );
      if (!offer) return null;
      const type = await resolvePurchaseType(ctx, Number(offer.purchase_type_id));
      return `purchase ${(await buy(ctx, tx.userId, type)).id}`;
    }
    if (tx.kind === 'refill' && tx.packetId !== null) {
      const packet = await stores(ctx).packets.get(tx.packetId);
      if (!packet) return null;
      return `subscription ${(await stores(ctx).subscriptions.subscribe(tx.userId, packet)).id}`;
    }
    return null;
  }
}

export const reasonText = (tx: Pick<Transaction, 'reason'>): string =>
  tx.reason ? REASON_TEXT[tx.reason] : '';
