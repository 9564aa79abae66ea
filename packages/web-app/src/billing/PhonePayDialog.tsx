/**
 * 000 §2 phone SMS pay: the number, then the SMS with the payment's link and code. The server bills only
 * a number the viewer has proved (issue 35): the account's confirmed phone (filled in), one proved
 * before, or a new one, which this dialog proves first with a code sent to it, then pays.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitCode, codeInput, formatCountdown } from '../accounts/code';
import { phoneDigits } from '../accounts/phone';
import { useSecondsLeft } from '../accounts/useSecondsLeft';
import { Dialog } from '../modals/Dialog';
import { useSession } from '../session/context';
import type { ProofMessage } from './phone-proof';
import { useBillingApi } from './useBillingApi';
import type { PayMoney } from './usePayMoney';
import { usePhoneProof } from './usePhoneProof';

export function PhonePayDialog({ pay, amount }: { pay: PayMoney; amount: string }) {
  const { t } = useTranslation('billing');
  // The code step says what the sign-in's code step says (one text for one thing).
  const { t: common } = useTranslation();
  const session = useSession();
  const apis = useBillingApi();
  const proof = usePhoneProof(apis?.billing ?? null);
  const [phone, setPhone] = useState(session.user?.phone ?? '');
  const [code, setCode] = useState('');
  // phone_sms (000 §4): the account's phone pays after one confirmation; another number is a choice.
  const [typeNumber, setTypeNumber] = useState(false);
  const ids = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsLeft(proof.pending?.sentAt ?? null, proof.pending?.resendMs ?? null);

  // A number proved before is the likeliest one to pay from again.
  useEffect(() => {
    if (session.user?.phone || !apis) return;
    let live = true;
    apis.billing
      .paymentPhones()
      .then(([last]) => {
        if (live && last) setPhone((typed) => typed || last);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [apis, session.user?.phone]);

  const confirming = proof.pending !== null;
  useEffect(() => {
    if (confirming) codeRef.current?.focus();
  }, [confirming]);

  if (pay.dialog?.kind !== 'phone') return null;
  const sent = pay.dialog.transactionId !== null;
  const busy = pay.busy || proof.busy;

  const payFrom = async (number: string) => {
    if ((await pay.payByPhone(number)) === 'unconfirmed') await proof.send(number);
  };
  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void payFrom(phoneDigits(phone) ?? phone.trim());
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const pending = proof.pending;
    if (busy || !pending || !canSubmitCode(code, pending.length)) return;
    if (!(await proof.verify(code))) return codeRef.current?.focus();
    const result = await pay.payByPhone(pending.phone);
    if (result !== 'unconfirmed') {
      proof.reset();
      setCode('');
    }
  };
  const otherNumber = () => {
    proof.reset();
    setCode('');
  };

  const say = (message: ProofMessage) =>
    'text' in message ? message.text : t(message.key, { ns: message.ns });
  const errorText = proof.error ? say(proof.error) : pay.error;
  const errorId = `${ids}-error`;
  const errorLine = errorText && (
    <p className="pay-dialog__error" id={errorId} role="alert">
      {errorText}
    </p>
  );

  const own = session.user?.phone ? (phoneDigits(session.user.phone) ?? session.user.phone) : null;
  const confirmOwn = pay.dialog.confirmOnly === true && own !== null && !typeNumber;

  return (
    <Dialog title={t('phone_title')} onClose={pay.close} className="pay-dialog">
      {sent ? (
        <p className="modal__text">{t('phone_sent', { amount })}</p>
      ) : proof.pending ? (
        <form onSubmit={(event) => void submitCode(event)} noValidate data-testid="pay-phone-confirm">
          <p className="modal__text">
            {t('phone_confirm_text', { phone: `+${proof.pending.phone}`, amount })}
          </p>
          <label className="pay-dialog__field" htmlFor={`${ids}-code`}>
            {common('code_label', { count: proof.pending.length })}
            <input
              ref={codeRef}
              id={`${ids}-code`}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={proof.pending.length}
              value={code}
              aria-invalid={errorText ? true : undefined}
              aria-describedby={errorText ? errorId : undefined}
              onChange={(event) => setCode(codeInput(event.target.value, proof.pending?.length ?? 0))}
            />
          </label>
          {errorLine}
          <p className="pay-dialog__resend muted small">
            {secondsLeft > 0 ? (
              common('resend_in', { time: formatCountdown(secondsLeft) })
            ) : (
              <button
                type="button"
                className="button button--link"
                disabled={busy}
                onClick={() => proof.pending && void proof.send(proof.pending.phone)}
              >
                {common('resend_code')}
              </button>
            )}
          </p>
          <div className="modal__actions pay-dialog__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || !canSubmitCode(code, proof.pending.length)}
              aria-busy={busy}
            >
              {t('phone_confirm')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={otherNumber}>
              {t('phone_other_number')}
            </button>
          </div>
        </form>
      ) : confirmOwn ? (
        <form
          data-testid="pay-phone-sms"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void payFrom(own);
          }}
        >
          <p className="modal__text">{t('phone_sms_text', { amount, phone: `+${own}` })}</p>
          {errorLine}
          <div className="modal__actions pay-dialog__actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('phone_sms_confirm', { amount })}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setTypeNumber(true)}>
              {t('phone_other_number')}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={submitNumber}>
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
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
          {errorLine}
          <div className="modal__actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('phone_send')}
            </button>
          </div>
        </form>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={pay.close}>
          {t(sent ? 'close' : 'cancel')}
        </button>
      </div>
    </Dialog>
  );
}
