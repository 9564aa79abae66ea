/**
 * The phone pay dialog's steps (PhonePayDialog.tsx, 000 §2 phone SMS pay): the code that proves a new
 * number, the account's own phone confirmed in one press (phone_sms, 000 §4), and the number typed.
 * Views only: the dialog keeps the state and hands each its values and handlers.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitCode, codeInput, formatCountdown } from '../accounts/code';

interface StepCommon {
  amount: string;
  busy: boolean;
  /** The refusal line (null: none), and the id fields point at while it shows. */
  errorLine: ReactNode;
  errorText: string | null;
  errorId: string;
}

export function PhoneCodeStep(
  props: StepCommon & {
    phone: string;
    length: number;
    code: string;
    setCode(code: string): void;
    codeRef: RefObject<HTMLInputElement | null>;
    ids: string;
    secondsLeft: number;
    submitCode(event: FormEvent): Promise<void>;
    resend(): void;
    otherNumber(): void;
  },
) {
  const { t } = useTranslation('billing');
  // The code step says what the sign-in's code step says (one text for one thing).
  const { t: common } = useTranslation();
  const { amount, busy, errorLine, errorText, errorId, code, codeRef, ids, secondsLeft } = props;
  return (
    <form onSubmit={(event) => void props.submitCode(event)} noValidate data-testid="pay-phone-confirm">
      <p className="modal__text">{t('phone_confirm_text', { phone: `+${props.phone}`, amount })}</p>
      <label className="pay-dialog__field" htmlFor={`${ids}-code`}>
        {common('code_label', { count: props.length })}
        <input
          ref={codeRef}
          id={`${ids}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={props.length}
          value={code}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
          onChange={(event) => props.setCode(codeInput(event.target.value, props.length))}
        />
      </label>
      {errorLine}
      <p className="pay-dialog__resend muted small">
        {secondsLeft > 0 ? (
          common('resend_in', { time: formatCountdown(secondsLeft) })
        ) : (
          <button type="button" className="button button--link" disabled={busy} onClick={props.resend}>
            {common('resend_code')}
          </button>
        )}
      </p>
      <div className="modal__actions pay-dialog__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || !canSubmitCode(code, props.length)}
          aria-busy={busy}
        >
          {t('phone_confirm')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={props.otherNumber}>
          {t('phone_other_number')}
        </button>
      </div>
    </form>
  );
}

export function PhoneSmsConfirm(
  props: StepCommon & { own: string; payFrom(number: string): void; typeNumber(): void },
) {
  const { t } = useTranslation('billing');
  const { amount, busy, errorLine, own } = props;
  return (
    <form
      data-testid="pay-phone-sms"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) props.payFrom(own);
      }}
    >
      <p className="modal__text">{t('phone_sms_text', { amount, phone: `+${own}` })}</p>
      {errorLine}
      <div className="modal__actions pay-dialog__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('phone_sms_confirm', { amount })}
        </button>
        <button type="button" className="button" disabled={busy} onClick={props.typeNumber}>
          {t('phone_other_number')}
        </button>
      </div>
    </form>
  );
}

export function PhoneNumberStep(
  props: StepCommon & {
    phone: string;
    setPhone(phone: string): void;
    submitNumber(event: FormEvent): void;
  },
) {
  const { t } = useTranslation('billing');
  const { amount, busy, errorLine, errorText, errorId, phone } = props;
  return (
    <form onSubmit={props.submitNumber}>
      <p className="modal__text">{t('phone_text', { amount })}</p>
      <label className="pay-dialog__field">
        {t('phone_label')}
        <input
          type="tel"
          autoComplete="tel"
          required
          value={phone}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
          onChange={(e) => props.setPhone(e.target.value)}
        />
      </label>
      {errorLine}
      <div className="modal__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('phone_send')}
        </button>
      </div>
    </form>
  );
}
