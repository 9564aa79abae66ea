// What the subscription routes answer from: the viewer's packets as they see them (views.ts), their open
// offer purchases (000 §4 Subscription), and the subscriptions of one status as the wire shows them.
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { originOf } from '../http/origin';
import { requireUser } from '../session/auth';
import { money } from './accounts';
import { currentSubscriptionJson, type PacketView, type SubscriptionPurchase } from './packet-answers';
import { packetViews } from './views';

export function subscriptionViews(ctx: ApiContext) {
  /** The viewer's open offer purchases, by the subscription they opened (000 §4 Subscription). */
  async function purchasesOf(userId: number): Promise<SubscriptionPurchase[]> {
    const rows = await ctx.db.query(
      `SELECT id, purchase_type_id, amount, subscription_id FROM billing_purchases
        WHERE user_id = $1 AND subscription_id IS NOT NULL AND status = 'active' ORDER BY id`,
      [userId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      purchase_type_id: Number(r.purchase_type_id),
      amount: money(Number(r.amount)),
      subscription_id: Number(r.subscription_id),
    }));
  }

  async function withViews(request: FastifyRequest) {
    const user = await requireUser(request, ctx.sessions);
    const views = await packetViews(ctx, user.id, originOf(request, ctx.publicOrigin));
    return { user, views };
  }

  const opened = (views: PacketView[], status: 'current' | 'future') =>
    views.filter(
      (v): v is PacketView & { subscription: NonNullable<PacketView['subscription']> } =>
        v.subscription?.status === status,
    );

  async function listed(request: FastifyRequest, status: 'current' | 'future') {
    const { user, views } = await withViews(request);
    const purchases = await purchasesOf(user.id);
    return opened(views, status).map((view) => currentSubscriptionJson(view, purchases));
  }

  return { purchasesOf, withViews, listed };
}
