// What activating a promo key does (000 §4 Promo code step 5): each of its packets is open for its
// free days, in the packets area's subscriptions table, so the channels and contents open exactly as a
// bought packet's do. A packet the viewer already has gets the days added to its end; otherwise a
// non-renewing subscription that cost nothing starts now. One transaction holding the viewer's account,
// as every money movement does: ended periods are settled first (once, however many activations see
// them due), two codes for one packet activated at once queue (the second extends what the first made),
// and the unique (key, viewer) activation row makes a double click or a retry add the days once.
import type { ApiContext } from '../context';
import { stores } from '../packets/access';
import type { PromoKey } from './store';

const DAY_MS = 86_400_000;

export interface Activation {
  id: number;
  activatedAt: number;
  endAt: number;
}

/** Thrown when the unique activation row already exists (another request won the race). */
export class AlreadyActivated extends Error {}

export async function activatePromo(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  userId: number,
  promo: PromoKey,
): Promise<Activation> {
  const now = ctx.now();
  const length = promo.days * DAY_MS;
  try {
    // Settled first inside the lock, so an ended period is renewed or closed, never extended.
    return await stores(ctx).subscriptions.inAccount(userId, async (tx) => {
      const [activation] = await tx.query<{ id: string }>(
        `INSERT INTO promo_activations (promo_key_id, user_id, activated_at, end_at) VALUES ($1, $2, $3, $3)
         RETURNING id`,
        [promo.id, userId, now],
      );
      let endAt = now;
      for (const packetId of promo.packetIds) {
        const [extended] = await tx.query<{ end_at: number }>(
          `UPDATE subscriptions SET end_at = end_at + $3 WHERE user_id = $1 AND packet_id = $2 AND status <> 'closed'
           RETURNING end_at::float8 AS end_at`,
          [userId, packetId, length],
        );
        if (extended) {
          endAt = Math.max(endAt, Number(extended.end_at));
          continue;
        }
        await tx.query(
          `INSERT INTO subscriptions (user_id, packet_id, status, renew, is_trial, period_days, paid,
             next_period_days, start_at, end_at, created_at)
           SELECT $1, id, 'current', false, false, $3, 0, period_days, $4, $5, $4 FROM packets WHERE id = $2`,
          [userId, packetId, promo.days, now, now + length],
        );
        endAt = Math.max(endAt, now + length);
      }
      await tx.query('UPDATE promo_activations SET end_at = $2 WHERE id = $1', [activation?.id, endAt]);
      return { id: Number(activation?.id), activatedAt: now, endAt };
    });
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    const [used] = await ctx.db.query(
      'SELECT 1 FROM promo_activations WHERE promo_key_id = $1 AND user_id = $2',
      [promo.id, userId],
    );
    throw used ? new AlreadyActivated() : error;
  }
}
