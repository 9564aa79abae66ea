/**
 * Why: 000 §4 Phone login, Telegram variant — "if the send methods say telegram first and a link exists,
 * a hint shows and status is polled every 5 s until an otp exists". The send methods decide, not the
 * provider's id, so any operator can turn the variant on. The link is the operator's bot: only an
 * http(s) address is followed, so a bad answer can never put a `javascript:` URL behind the button.
 */
import { z } from 'zod';

export const sendMethodsSchema = z.looseObject({
  methods: z.array(z.string()).nullish(),
  link: z.string().nullish(),
});
export type SendMethods = z.infer<typeof sendMethodsSchema>;

/** The bot's link when the codes go by Telegram first, else null (the code goes by SMS). */
export function telegramLinkOf(answer: SendMethods | null | undefined): string | null {
  if (answer?.methods?.[0] !== 'telegram' || !answer.link) return null;
  try {
    const url = new URL(answer.link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Whether the viewer may ask for the code by SMS instead (the operator lists sms too). */
export const offersSms = (answer: SendMethods | null | undefined): boolean =>
  answer?.methods?.includes('sms') ?? false;
