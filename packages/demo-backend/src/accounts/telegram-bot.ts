// The demo's stand-in for the operator's Telegram bot (000 §4 Telegram variant), a test double beside
// the SMS outbox and the demo payment page, apart from /v2. In Telegram the viewer opens the bot from
// the app's hint, presses Start and shares their phone contact; the bot then sends them the sign-in
// code. Here the link opens this page: the tester shares the phone with one button and the page shows
// the bot's message with the code, which the tester types into the app. Nothing here signs anyone in:
// the code goes through the same otps row (resend countdown, hourly cap, tries) as an SMS code and is
// only good at POST /v2/auth/otp/telegram/. The messages are also readable as JSON at /sink/telegram.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formOf } from '../billing/pay-http';
import { ApiError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import type { OtpService } from './otp';
import { checkPhone, signInRulesOf } from './sign-in-rules';
import { registerSmsOutboxRoutes, type SmsOutbox } from './sms-outbox';
import { TELEGRAM_BOT_PATH, TELEGRAM_PROVIDER_ID } from './telegram';

type Lang = 'en' | 'ru';

const TEXT = {
  en: {
    title: 'OnAir demo Telegram bot',
    demo: 'A demo page standing in for the operator’s Telegram bot. No message leaves this machine.',
    start: 'In Telegram you would press Start and share your phone contact with the bot.',
    phone: 'Phone to share',
    share: 'Start and share my phone',
    sent: 'The bot’s message',
    back: 'Go back to the sign-in window: it moves on to the code by itself within 5 seconds. Type this code there.',
    wrongPhone: 'Enter the phone as digits, as in the app',
  },
  ru: {
    title: 'Демо-бот OnAir в Telegram',
    demo: 'Демо-страница вместо Telegram-бота оператора. Сообщения не покидают этот компьютер.',
    start: 'В Telegram вы бы нажали «Старт» и поделились с ботом своим номером телефона.',
    phone: 'Номер, которым поделиться',
    share: 'Старт — поделиться номером',
    sent: 'Сообщение бота',
    back: 'Вернитесь к окну входа: в течение 5 секунд оно само перейдёт к коду. Введите там этот код.',
    wrongPhone: 'Введите номер цифрами, как в приложении',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const pageQuery = z.object({
  phone: z
    .string()
    .regex(/^\d{0,15}$/, 'digits only')
    .optional(),
  lang: z.enum(['en', 'ru']).optional(),
});

/** No script, styles from the demo payment page's sheet; the form posts only here. */
const CSP =
  "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function page(lang: Lang, body: string): string {
  const t = TEXT[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title><link rel="stylesheet" href="/demo-pay/assets/pay.css"></head>
<body><main class="sheet"><header><p class="brand">${t.title}</p>
<p class="demo">${t.demo}</p></header>${body}</main></body></html>`;
}

function shareForm(lang: Lang, phone: string, error?: string): string {
  const t = TEXT[lang];
  const invalid = error ? ' aria-invalid="true" aria-describedby="phone-err"' : '';
  return `<h1>${t.title}</h1><p class="note">${t.start}</p>
<form method="post" action="${TELEGRAM_BOT_PATH}?lang=${lang}">
<div class="field"><label for="phone">${t.phone}</label>
<input id="phone" name="phone" inputmode="numeric" autocomplete="tel" value="${escapeHtml(phone)}"${invalid}>
${error ? `<p class="error" id="phone-err" role="alert">${escapeHtml(error)}</p>` : ''}</div>
<button type="submit" class="primary">${t.share}</button></form>`;
}

function botMessage(lang: Lang, text: string): string {
  const t = TEXT[lang];
  return `<h1>${t.sent}</h1><p class="status ok" role="status" data-testid="telegram-message">${escapeHtml(text)}</p>
<p class="note">${t.back}</p>`;
}

const html = (summary: string) => ({
  config: {
    contract: {
      spec: 'demo Telegram bot',
      tag: 'outboxes',
      summary,
      auth: 'none' as const,
      demo: true,
      query: pageQuery,
      produces: 'text/html',
    },
    rateLimit: RATE_LIMITS.code,
  },
});

export function registerTelegramBotRoutes(app: FastifyInstance, otp: OtpService, outbox: SmsOutbox): void {
  const show = (reply: FastifyReply, lang: Lang, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(lang, body));
  const langOf = (query: unknown): Lang => pageQuery.safeParse(query).data?.lang ?? 'en';

  app.get(
    TELEGRAM_BOT_PATH,
    html('The demo Telegram bot: share a phone to get its sign-in code'),
    (request, reply) => {
      const parsed = pageQuery.safeParse(request.query);
      return show(reply, langOf(request.query), shareForm(langOf(request.query), parsed.data?.phone ?? ''));
    },
  );

  app.post(
    TELEGRAM_BOT_PATH,
    html('The viewer shared this phone with the bot: it sends the code'),
    async (request, reply) => {
      const lang = langOf(request.query);
      const phone = (formOf(request.body).get('phone') ?? '').replace(/\D/g, '');
      try {
        // The bot belongs to the Telegram provider: its phone rule (11 digits) applies.
        checkPhone(phone, signInRulesOf(TELEGRAM_PROVIDER_ID));
      } catch {
        return show(reply, lang, shareForm(lang, phone, TEXT[lang].wrongPhone), 422);
      }
      try {
        await otp.send(phone, lang, { channel: 'telegram' });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return show(reply, lang, shareForm(lang, phone, error.message), error.status);
      }
      const last = outbox.list(phone).at(-1);
      return show(reply, lang, botMessage(lang, last?.text ?? ''));
    },
  );

  registerSmsOutboxRoutes(app, outbox, {
    path: '/sink/telegram',
    spec: 'demo Telegram bot',
    what: 'by the demo Telegram bot',
  });
}
