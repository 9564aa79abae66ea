// The Telegram code variant of 000 §2 Login modal ("for one provider a Telegram code variant exists")
// and §4 Phone login ("if the send methods say telegram first and a link exists, a hint shows and
// status is polled every 5 s until an otp exists"). The demo serves that provider as ?provider=6
// ("OnAir Telegram"): GET /v2/otp/send_methods lists telegram first with the link to its bot; the bot
// sends the code to the Telegram account that shared the phone (the demo bot, telegram-bot.ts, stands
// in for Telegram); the app signs in with POST /v2/auth/otp/telegram/ {identifier: phone, token}.
// Every other provider sends codes by SMS only.

export const TELEGRAM_PROVIDER_ID = 6;
/** The operator name in POST /v2/auth/otp/{operator}/ (000 §7) for codes the Telegram bot sent. */
export const TELEGRAM_OPERATOR = 'telegram';
/** The demo's stand-in for the operator's bot: a page a tester opens from the app's hint. */
export const TELEGRAM_BOT_PATH = '/demo-telegram';

export interface SendMethods {
  methods: string[];
  link: string | null;
}

/**
 * How codes reach this provider's viewers: telegram first, with the bot's link (the phone goes along
 * so the bot page starts filled in), for the Telegram provider; SMS alone for every other one.
 */
export function sendMethodsFor(
  provider: unknown,
  botUrl: string,
  phone: string | undefined,
  language: 'en' | 'ru',
): SendMethods {
  if (String(provider ?? '') !== String(TELEGRAM_PROVIDER_ID)) return { methods: ['sms'], link: null };
  const link = new URL(botUrl);
  if (phone) link.searchParams.set('phone', phone);
  link.searchParams.set('lang', language);
  return { methods: ['telegram', 'sms'], link: link.toString() };
}
