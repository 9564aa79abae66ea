/** 000 §2 Login modal / §4 Phone login, first step: the phone number, with the mask's hint (000 §5). */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInSubmit } from './SignInFormParts';

export function PhoneNumberStep({
  ids,
  inputRef,
  phone,
  onPhone,
  mask,
  maskDigits,
  localDigits,
  invalid,
  errorLine,
  honeypot,
  busy,
  onSubmit,
}: {
  /** The form's useId: the input, its hint and the error line are named from it. */
  ids: string;
  inputRef: RefObject<HTMLInputElement | null>;
  phone: string;
  onPhone: (value: string) => void;
  mask: string | null;
  maskDigits: number;
  localDigits: number | null;
  invalid: boolean;
  /** Shown instead of the hint when the phone was refused. */
  errorLine: ReactNode;
  honeypot: ReactNode;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <form className="sign-in__form" onSubmit={onSubmit} noValidate data-testid="sign-in-phone">
      <label className="field" htmlFor={`${ids}-phone`}>
        <span>{t('phone_number')}</span>
        <input
          ref={inputRef}
          id={`${ids}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={mask ?? t('phone_placeholder')}
          value={phone}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${ids}-error` : `${ids}-hint`}
          onChange={(event) => onPhone(event.target.value)}
        />
      </label>
      {errorLine ?? (
        <p className="sign-in__hint" id={`${ids}-hint`}>
          {localDigits === null
            ? t('phone_hint', { count: maskDigits })
            : t('phone_hint_local', { full: maskDigits, local: localDigits })}
        </p>
      )}
      {honeypot}
      <SignInSubmit busy={busy} disabled={busy}>
        {t('get_code')}
      </SignInSubmit>
    </form>
  );
}
