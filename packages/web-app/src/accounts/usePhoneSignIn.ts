/**
 * 000 §2 Login modal / §4 Phone login: the steps of the phone sign-in and what moves between them —
 * the phone, then (Telegram variant) the wait for the bot's code while otp/exist is polled, then the code.
 * A wrong code says so and keeps both the phone and the code typed; the back arrow returns to the phone
 * step and clears it (000 §2).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import { deviceData, randomId } from '../session/device';
import { canSubmitCode, codeInput } from './code';
import { TELEGRAM_OPERATOR } from './endpoints';
import { isHoneypotFilled } from './login-form';
import { phoneDigits, phoneLength, phoneLengthFor, phoneProblem } from './phone';
import { signInFailure } from './sign-in-errors';
import { type Telegram, useCodeSending } from './useCodeSending';
import { useCodeWaiting } from './useCodeWaiting';
import type { SignedIn } from './useCompleteSignIn';
import { useSignInAsk } from './useSignInAsk';

export type PhoneStep = 'phone' | 'telegram' | 'code';

export function usePhoneSignIn(onSignedIn: SignedIn) {
  const { t } = useTranslation();
  const session = useSession();
  const mask = session.network?.provider?.phone_mask ?? null;
  const maskDigits = phoneLength(mask);
  // 000 §5: a provider that takes local numbers says how long one is (9 when not starting with 7).
  const localDigits = session.network?.provider?.phone_local_length ?? null;
  const sending = useCodeSending();
  const { provider, codeDigits, secondsLeft } = sending;

  const [step, setStep] = useState<PhoneStep>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const { error, setError, busy, setBusy, explain, whileBusy } = useSignInAsk();
  const [telegram, setTelegram] = useState<Telegram | null>(null);
  // The code came from the Telegram bot: it is checked with POST auth/otp/telegram/.
  const [byTelegram, setByTelegram] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const digits = () => phoneDigits(phone) ?? '';

  useEffect(() => {
    (step === 'code' ? codeRef : phoneRef).current?.focus();
  }, [step]);

  useCodeWaiting(
    step === 'telegram' ? (phoneDigits(phone) ?? null) : null,
    (digits, signal) => session.endpoints?.codeExists(digits, provider, signal) ?? Promise.resolve(false),
    () => {
      setByTelegram(true);
      setStep('code');
    },
  );

  const submitPhone = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || isHoneypotFilled(honeypot)) return;
    const problem = phoneProblem(phone, phoneLengthFor(digits(), maskDigits, localDigits));
    if (problem) {
      setError(t(problem === 'required' ? 'required' : 'error_wrong_phone'));
      return;
    }
    await whileBusy(async () => {
      const bot = await sending.telegramFor(digits());
      if (bot) {
        setTelegram(bot);
        setStep('telegram');
        return;
      }
      await sending.sendCode(digits());
      setStep('code');
    });
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const api = session.endpoints;
    if (busy || !api || !canSubmitCode(code, codeDigits) || isHoneypotFilled(honeypot)) return;
    setBusy(true);
    setError(null);
    try {
      // 000 §4 Session: a sign-in stores a new device id; the guest's record is replaced by the server.
      const serial = randomId();
      const grant = byTelegram
        ? await api.verifyOperatorCode(TELEGRAM_OPERATOR, digits(), code, deviceData(serial))
        : await api.verifyCode(digits(), code, deviceData(serial), provider, sending.regionalFor(digits()));
      await onSignedIn(grant, serial);
    } catch (error) {
      explain(signInFailure('verify-code', error));
      setBusy(false);
      codeRef.current?.focus();
    }
  };

  const resend = async () => {
    if (busy || secondsLeft > 0) return;
    await whileBusy(() => sending.sendCode(digits()));
  };

  /** The viewer would rather have the code by SMS (the operator lists it after Telegram). */
  const smsInstead = async () => {
    if (busy) return;
    await whileBusy(async () => {
      await sending.sendCode(digits());
      setTelegram(null);
      setStep('code');
    });
  };

  const back = () => {
    setStep('phone');
    setTelegram(null);
    setByTelegram(false);
    setPhone('');
    setCode('');
    setError(null);
    sending.forget();
  };

  const typePhone = (value: string) => {
    setPhone(value);
    setError(null);
  };
  const typeCode = (value: string) => {
    setCode(codeInput(value, codeDigits));
    setError(null);
  };

  return {
    step,
    phone,
    code,
    honeypot,
    error,
    busy,
    telegram,
    byTelegram,
    codeRef,
    phoneRef,
    mask,
    maskDigits,
    localDigits,
    codeDigits,
    secondsLeft,
    submitPhone,
    submitCode,
    resend,
    smsInstead,
    back,
    typePhone,
    typeCode,
    setHoneypot,
  };
}
