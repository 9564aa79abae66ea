/**
 * 000 §4 Phone login, last step: the one-time code (from SMS, the regional middleware or the Telegram
 * bot), with the 60 s resend countdown — or, for a Telegram code, the bot's link to get a new one.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitCode, formatCountdown } from './code';
import { SignInSubmit } from './SignInFormParts';

export function CodeStep({
  ids,
  inputRef,
  code,
  onCode,
  codeDigits,
  shownPhone,
  telegramLink,
  byTelegram,
  invalid,
  errorLine,
  honeypot,
  busy,
  secondsLeft,
  onSubmit,
  onBack,
  onResend,
}: {
  /** The form's useId: the input and the error line are named from it. */
  ids: string;
  inputRef: RefObject<HTMLInputElement | null>;
  code: string;
  onCode: (value: string) => void;
  codeDigits: number;
  shownPhone: string;
  /** The bot's link when the code came from Telegram; null when it came by SMS. */
  telegramLink: string | null;
  /** The code came from the Telegram bot (its words differ even if the link is gone). */
  byTelegram: boolean;
  invalid: boolean;
  errorLine: ReactNode;
  honeypot: ReactNode;
  busy: boolean;
  secondsLeft: number;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form className="sign-in__form" onSubmit={onSubmit} noValidate data-testid="sign-in-code">
      <div className="sign-in__sent">
        <button type="button" className="icon-button" aria-label={t('back')} onClick={onBack}>
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
          ref={inputRef}
          id={`${ids}-code`}
          className="sign-in__code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeDigits}
          value={code}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${ids}-error` : undefined}
          onChange={(event) => onCode(event.target.value)}
        />
      </label>
      {errorLine}
      {honeypot}
      <SignInSubmit busy={busy} disabled={busy || !canSubmitCode(code, codeDigits)}>
        {t('sign_in')}
      </SignInSubmit>
      <p className="sign-in__resend">
        {byTelegram && telegramLink !== null ? (
          // A new code comes from the bot again, not by SMS: its link reopens it.
          <a className="button button--link" href={telegramLink} target="_blank" rel="noopener noreferrer">
            {t('telegram_open_again')}
          </a>
        ) : secondsLeft > 0 ? (
          t('resend_in', { time: formatCountdown(secondsLeft) })
        ) : (
          <button type="button" className="button button--link" onClick={onResend} disabled={busy}>
            {t('resend_code')}
          </button>
        )}
      </p>
    </form>
  );
}
