// The accounts slice of the demo operator: sign-in, users, devices, start-up pages and the SMS outbox.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { registerAuthRoutes } from './auth-routes';
import { registerDeviceRoutes } from './device-routes';
import { registerOperatorOtpRoutes } from './operator-otp-routes';
import { OtpService } from './otp';
import { registerPagesRoutes } from './pages-routes';
import { registerPasswordLoginRoutes } from './password-login-routes';
import { registerPaymentPhoneRoutes } from './payment-phone-routes';
import { registerRegionalRoutes } from './regional-routes';
import { registerSmsOutboxRoutes, SmsOutbox } from './sms-outbox';
import { registerTelegramBotRoutes } from './telegram-bot';
import { registerAccountUserRoutes } from './user-routes';

export { isProvedPhone } from './phones';
export { spendSms } from './sms-budget';
export { SmsOutbox } from './sms-outbox';

export function registerAccountRoutes(app: FastifyInstance, ctx: ApiContext, sms: SmsOutbox): void {
  // The demo Telegram bot's messages: the Telegram variant's codes go there instead of by SMS.
  const telegram = new SmsOutbox(ctx.now);
  const otp = new OtpService(ctx.db, sms, ctx.now, telegram);
  registerPagesRoutes(app, ctx);
  registerAuthRoutes(app, ctx, otp);
  registerPasswordLoginRoutes(app, ctx);
  registerAccountUserRoutes(app, ctx, otp);
  registerPaymentPhoneRoutes(app, ctx, otp);
  registerDeviceRoutes(app, ctx);
  registerOperatorOtpRoutes(app, ctx, otp);
  registerRegionalRoutes(app, ctx);
  registerSmsOutboxRoutes(app, sms);
  registerTelegramBotRoutes(app, otp, telegram);
}
