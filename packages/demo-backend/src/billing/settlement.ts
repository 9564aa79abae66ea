// Settlement: a payment the provider accepted completes (or fails) SETTLE_AFTER_MS later, by the
// injected clock. Whoever moves it first (a poll, the ticker, the hosted page) applies its effect;
// the state change and the money are one database transaction, so a payment is credited once.
import type { ApiContext } from '../context';
import { stores } from '../packets/access';
import { accountOf, addToBalance } from '../packets/accounts';
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
    const won = await this.ctx.db.transaction(async (sql) => {
      const moved = await this.transactions.move(sql, tx.id, 'processing', 'complete');
      if (!moved) return false;
      const account = await accountOf(sql, tx.userId, true);
      // A refunded card-link check was only an authorisation: nothing reaches the balance.
      if (!(tx.kind === 'card_link' && tx.neededRefund)) await addToBalance(sql, account.id, tx.amount);
      if (tx.pendingCard && (tx.kind === 'card_link' || tx.saveCard)) {
        await keepCard(sql, tx.userId, { ...tx.pendingCard, paysystem: tx.paysystem }, this.ctx.now());
      }
      return true;
    });
    if (won) await this.afterCredit(tx);
  }

  /** What the money was for, bought from the balance it just reached; a refusal leaves it there. */
  private async afterCredit(tx: Transaction): Promise<void> {
    try {
      if (tx.kind === 'offer' && tx.offerId !== null) {
        const [offer] = await this.ctx.db.query<{ purchase_type_id: string }>(
          'SELECT purchase_type_id FROM billing_offers WHERE id = $1',
          [tx.offerId],
        );
        if (!offer) return;
        const record = await buy(
          this.ctx,
          tx.userId,
          await resolvePurchaseType(this.ctx, Number(offer.purchase_type_id)),
        );
        await this.transactions.note(tx.id, 'complete', `purchase ${record.id}`);
      } else if (tx.kind === 'refill' && tx.packetId !== null) {
        const packet = await stores(this.ctx).packets.get(tx.packetId);
        if (!packet) return;
        const subscription = await stores(this.ctx).subscriptions.subscribe(tx.userId, packet);
        await this.transactions.note(tx.id, 'complete', `subscription ${subscription.id}`);
      }
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      await this.transactions.note(tx.id, 'complete', `credited; purchase not made: ${why}`);
    }
  }
}

export const reasonText = (tx: Pick<Transaction, 'reason'>): string =>
  tx.reason ? REASON_TEXT[tx.reason] : '';
