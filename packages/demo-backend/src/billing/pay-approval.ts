// The server's half of "paying asks the PIN" (000 §4 Parental PIN, §6; parental/pay-policy.ts): every
// route that spends or commits the viewer's money calls one of these before it moves anything, so a
// payment without the PIN is refused with the same 403 parental_approval_required (details.message
// 'pay') the other held-back changes answer, and the app asks the PIN and sends it again.
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { paymentNeeds } from '../parental/pay-policy';
import type { Session, User } from '../session/store';
import { requireBuyerSession } from './request';

/** What the route contracts say (the OpenAPI document's X-Parental-Approval header). */
export const PAY_APPROVAL =
  'pay, while the calling device’s “payments” switch is on (000 §4 Parental PIN, §6)';

/** Refuses the payment (403 parental_approval_required) unless the pay rule lets it through. */
export async function requirePayApproval(
  request: FastifyRequest,
  ctx: Pick<ApiContext, 'db' | 'now' | 'parental'>,
  session: Session,
): Promise<void> {
  await ctx.parental.require(request, session, paymentNeeds);
}

/** A signed-in viewer (guests may not pay, 000 §6) whose payment the pay rule lets through. */
export async function requirePayer(request: FastifyRequest, ctx: ApiContext): Promise<User> {
  const session = await requireBuyerSession(request, ctx);
  await requirePayApproval(request, ctx, session);
  return session.user;
}
