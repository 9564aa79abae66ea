// The viewer's billing account and balance (000 §7 Billing), which subscriptions debit.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { requireUser } from '../session/auth';
import { accountOf, money } from './accounts';

const accountSchema = z.object({
  id: z.number(),
  balance: z.string(),
  amount: z.string(),
  currency: z.string(),
  is_payment_allowed: z.boolean(),
});

export function registerBillingAccountRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/v2/users/self/accounts',
    {
      config: {
        contract: {
          spec: '000 §7 Billing',
          tag: 'billing',
          summary: 'The viewer’s billing account and balance',
          auth: 'session',
          response: { 200: z.array(accountSchema) },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx.sessions);
      if (user.is_guest) return [];
      const account = await accountOf(ctx.db, user.id);
      const balance = money(account.balance);
      return [
        {
          id: account.id,
          balance,
          amount: balance,
          currency: 'RUB',
          is_payment_allowed: account.isPaymentAllowed,
        },
      ];
    },
  );
}
