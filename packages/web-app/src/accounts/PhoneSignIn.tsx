/**
 * 000 §2 Login modal / §4 Phone login: the phone, then the one-time code with the 60 s resend countdown.
 * An unknown phone (invalid_phone) is registered and the code sent again; a wrong code says so and keeps
 * both the phone and the code typed; the back arrow returns to the phone step and clears it (000 §2).
 * Telegram variant (000 §4): when the send methods say telegram first with a link, no SMS is sent: the
 * viewer gets the code from the operator's bot while otp/exist is polled every 5 s, then types it and
 * signs in with POST auth/otp/telegram/.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import { deviceData, randomId } from '../session/device';
import { hasRegionalMiddleware } from './block-status';
import { canSubmitCode, codeInput, codeLength, formatCountdown } from './code';
import { type CodeSent, TELEGRAM_OPERATOR } from './endpoints';
import { isHoneypotFilled } from './login-form';
import { phoneDigits, phoneLength, phoneLengthFor, phoneProblem } from './phone';
import { type SignInFailure, signInFailure } from './sign-in-errors';
import { TelegramWait } from './TelegramWait';
import { offersSms, telegramLinkOf } from './telegram-code';
import { useCodeWaiting } from './useCodeWaiting';
import type { SignedIn } from './useCompleteSignIn';
import { useSecondsLeft } from './useSecondsLeft';

type Step = 'phone' | 'telegram' | 'code';
/** The operator's Telegram bot, when the code goes there first (000 §4 Telegram variant). */
interface Telegram {
  link: string;
  sms: boolean;
}

export function PhoneSignIn({ onSignedIn }: { onSignedIn: SignedIn }) {
  const { t } = useTranslation();
  const session = useSession();
  const ids = useId();
  const mask = session.network?.provider?.phone_mask ?? null;
  const maskDigits = phoneLength(mask);
  // 000 §5: a provider that takes local numbers says how long one is (9 when not starting with 7).
  const localDigits = session.network?.provider?.phone_local_length ?? null;
  const provider = session.network?.provider?.id ?? null;
  // 000 §5: with the regional middleware, a number starting with 7 takes its code flow (mw/otps).
  const regionalFor = (digits: string) => hasRegionalMiddleware(session.network) && digits.startsWith('7');
  const [sent, setSent] = useState<CodeSent | null>(null);
  // The code's length as the server that sent it says, else the network data's (000 §5).
  const codeDigits = codeLength(sent?.length ?? session.network?.phone_otp_length);

  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [telegram, setTelegram] = useState<Telegram | null>(null);
  // The code came from the Telegram bot: it is checked with POST auth/otp/telegram/.
  const [byTelegram, setByTelegram] = useState(false);
  const secondsLeft = useSecondsLeft(sentAt, sent?.resend_in != null ? sent.resend_in * 1000 : null);
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    (step === 'code' ? codeRef : phoneRef).current?.focus();
  }, [step]);

  const explain = (failure: SignInFailure) => {
    if (failure.kind === 'message') setError(t(failure.key));
    else if (failure.kind === 'server') setError(failure.text);
    // A region block is the session's: it opens /geo_lock with the server's message.
  };

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
    const problem = phoneProblem(phone, phoneLengthFor(phoneDigits(phone) ?? '', maskDigits, localDigits));
    if (problem) {
      setError(t(problem === 'required' ? 'required' : 'error_wrong_phone'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const bot = await telegramFor(phoneDigits(phone) ?? '');
      if (bot) {
        setTelegram(bot);
        setStep('telegram');
        return;
      }
      await sendCode(phoneDigits(phone) ?? '');
      setStep('code');
    } catch (failure) {
      explain(failure as SignInFailure);
    } finally {
      setBusy(false);
    }
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
      const digits = phoneDigits(phone) ?? '';
      const grant = byTelegram
        ? await api.verifyOperatorCode(TELEGRAM_OPERATOR, digits, code, deviceData(serial))
        : await api.verifyCode(digits, code, deviceData(serial), provider, regionalFor(digits));
      await onSignedIn(grant, serial);
    } catch (error) {
      explain(signInFailure('verify-code', error));
      setBusy(false);
      codeRef.current?.focus();
    }
  };

  const resend = async () => {
    if (busy || secondsLeft > 0) return;
    setBusy(true);
    setError(null);
    try {
      await sendCode(phoneDigits(phone) ?? '');
    } catch (failure) {
      explain(failure as SignInFailure);
    } finally {
      setBusy(false);
    }
  };

  /** The viewer would rather have the code by SMS (the operator lists it after Telegram). */
  const smsInstead = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await sendCode(phoneDigits(phone) ?? '');
      setTelegram(null);
      setStep('code');
    } catch (failure) {
      explain(failure as SignInFailure);
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setStep('phone');
    setTelegram(null);
    setByTelegram(false);
    setPhone('');
    setCode('');
    setError(null);
    setSentAt(null);
    setSent(null);
  };

  // A local number (000 §5) has no country code, so it is shown without the `+`.
  const typed = phoneDigits(phone) ?? phone;
  const isLocal = localDigits !== null && phoneLengthFor(typed, maskDigits, localDigits) === localDigits;
  const shownPhone = isLocal ? typed : `+${typed}`;
  const errorId = `${ids}-error`;
  const errorLine = error && (
    <p className="form-error sign-in__error" id={errorId} role="alert">
      {error}
    </p>
  );
  const honeypotField = (
    <input
      className="sign-in__honeypot"
      name="name"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      value={honeypot}
      onChange={(event) => setHoneypot(event.target.value)}
    />
  );

  if (step === 'phone') {
    return (
      <form className="sign-in__form" onSubmit={submitPhone} noValidate data-testid="sign-in-phone">
        <label className="field" htmlFor={`${ids}-phone`}>
          <span>{t('phone_number')}</span>
          <input
            ref={phoneRef}
            id={`${ids}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={mask ?? t('phone_placeholder')}
            value={phone}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${ids}-hint`}
            onChange={(event) => {
              setPhone(event.target.value);
              setError(null);
            }}
          />
        </label>
        {errorLine ?? (
          <p className="sign-in__hint" id={`${ids}-hint`}>
            {localDigits === null
              ? t('phone_hint', { count: maskDigits })
              : t('phone_hint_local', { full: maskDigits, local: localDigits })}
          </p>
        )}
        {honeypotField}
        <button
          type="submit"
          className="button button--primary sign-in__submit"
          disabled={busy}
          aria-busy={busy}
        >
          {busy && <span className="spinner__ring spinner__ring--small" aria-hidden="true" />}
          {t('get_code')}
        </button>
      </form>
    );
  }

  if (step === 'telegram' && telegram) {
    return (
      <>
        <TelegramWait
          link={telegram.link}
          phone={shownPhone}
          busy={busy}
          onBack={back}
          {...(telegram.sms ? { onSms: smsInstead } : {})}
        />
        {errorLine}
      </>
    );
  }

  return (
    <form className="sign-in__form" onSubmit={submitCode} noValidate data-testid="sign-in-code">
      <div className="sign-in__sent">
        <button type="button" className="icon-button" aria-label={t('back')} onClick={back}>
          ←
        </button>
        <p>
          {byTelegram
            ? t('telegram_code_sent', { phone: shownPhone })
            : t('code_sent_to', { phone: shownPhone })}
        </p>
      </div>
      <label className="field" htmlFor={`${ids}-code`}>
        <span>{t(byTelegram ? 'telegram_code_label' : 'code_label', { count: codeDigits })}</span>
        <input
          ref={codeRef}
          id={`${ids}-code`}
          className="sign-in__code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeDigits}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(codeInput(event.target.value, codeDigits));
            setError(null);
          }}
        />
      </label>
      {errorLine}
      {honeypotField}
      <button
        type="submit"
        className="button button--primary sign-in__submit"
        disabled={busy || !canSubmitCode(code, codeDigits)}
        aria-busy={busy}
      >
        {busy && <span className="spinner__ring spinner__ring--small" aria-hidden="true" />}
        {t('sign_in')}
      </button>
      <p className="sign-in__resend">
        {byTelegram && telegram ? (
          // A new code comes from the bot again, not by SMS: its link reopens it.
          <a className="button button--link" href={telegram.link} target="_blank" rel="noopener noreferrer">
            {t('telegram_open_again')}
          </a>
        ) : secondsLeft > 0 ? (
          t('resend_in', { time: formatCountdown(secondsLeft) })
        ) : (
          <button type="button" className="button button--link" onClick={resend} disabled={busy}>
            {t('resend_code')}
          </button>
        )}
      </p>
    </form>
  );
}
