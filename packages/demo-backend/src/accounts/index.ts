// The accounts slice of the demo operator: sign-in, users, devices, start-up pages and the SMS outbox.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { registerAuthRoutes } from './auth-routes';
import { registerDeviceRoutes } from './device-routes';
import { OtpService } from './otp';
import { registerPagesRoutes } from './pages-routes';
import { registerPaymentPhoneRoutes } from './payment-phone-routes';
import { registerRegionalRoutes } from './regional-routes';
import { registerSmsOutboxRoutes, type SmsOutbox } from './sms-outbox';
import { registerAccountUserRoutes } from './user-routes';

export { isProvedPhone } from './phones';
export { spendSms } from './sms-budget';
export { SmsOutbox } from './sms-outbox';

export function registerAccountRoutes(app: FastifyInstance, ctx: ApiContext, sms: SmsOutbox): void {
  const otp = new OtpService(ctx.db, sms, ctx.now);
  registerPagesRoutes(app, ctx);
  registerAuthRoutes(app, ctx, otp);
  registerAccountUserRoutes(app, ctx, otp);
  registerPaymentPhoneRoutes(app, ctx, otp);
  registerDeviceRoutes(app, ctx);
  registerRegionalRoutes(app, ctx);
  registerSmsOutboxRoutes(app, sms);
}
