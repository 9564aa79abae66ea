/**
 * 000 §4 Phone login, §5: asking the server for a one-time code. The code goes by SMS, by the regional
 * middleware's flow (mw/otps) for a number starting with 7 when the network has one, or first by the
 * operator's Telegram bot when the send methods say so. An unknown phone (invalid_phone) is registered
 * and the code sent again. Also keeps what the server said about the code: its length and the resend wait.
 */
import { useState } from 'react';
import { useSession } from '../session/context';
import { hasRegionalMiddleware } from './block-status';
import { codeLength } from './code';
import type { CodeSent } from './endpoints';
import { signInFailure } from './sign-in-errors';
import { offersSms, telegramLinkOf } from './telegram-code';
import { useSecondsLeft } from './useSecondsLeft';

/** The operator's Telegram bot, when the code goes there first (000 §4 Telegram variant). */
export interface Telegram {
  link: string;
  sms: boolean;
}

export function useCodeSending() {
  const session = useSession();
  const provider = session.network?.provider?.id ?? null;
  // 000 §5: with the regional middleware, a number starting with 7 takes its code flow (mw/otps).
  const regionalFor = (digits: string) => hasRegionalMiddleware(session.network) && digits.startsWith('7');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  // The code's length as the server that sent it says, else the network data's (000 §5).
  const codeDigits = codeLength(sent?.length ?? session.network?.phone_otp_length);
  const secondsLeft = useSecondsLeft(sentAt, sent?.resend_in != null ? sent.resend_in * 1000 : null);

  /** Throws a SignInFailure when the code could not be sent. */
  const sendCode = async (digits: string) => {
    const api = session.endpoints;
    if (!api) return;
    let answer: CodeSent;
    try {
      answer = await api.sendCode(digits, provider, regionalFor(digits));
    } catch (error) {
      const failure = signInFailure('send-code', error);
      if (failure.kind !== 'unknown-phone') throw failure;
      // 000 §4 Phone login: an unknown phone becomes a user, then the code is sent again.
      try {
        await api.registerPhone(digits, provider);
        answer = await api.sendCode(digits, provider, regionalFor(digits));
      } catch (again) {
        throw signInFailure('send-code', again);
      }
    }
    setSent(answer);
    setSentAt(Date.now());
  };

  /** The bot's link when this phone's codes go by Telegram first; an unanswered ask means SMS. */
  const telegramFor = async (digits: string): Promise<Telegram | null> => {
    try {
      const methods = await session.endpoints?.sendMethods(digits, provider);
      const link = telegramLinkOf(methods);
      return link ? { link, sms: offersSms(methods) } : null;
    } catch {
      return null;
    }
  };

  /** Back to the phone step: the next phone starts without a sent code or a resend wait. */
  const forget = () => {
    setSentAt(null);
    setSent(null);
  };

  return { provider, regionalFor, codeDigits, secondsLeft, sendCode, telegramFor, forget };
}
