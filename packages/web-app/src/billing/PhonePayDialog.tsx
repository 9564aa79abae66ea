/**
 * 000 §2 phone SMS pay: the number, then the SMS with the payment's link and code. The server bills only
 * a number the viewer has proved (issue 35): the account's confirmed phone (filled in), one proved
 * before, or a new one, which this dialog proves first with a code sent to it, then pays.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitCode } from '../accounts/code';
import { phoneDigits } from '../accounts/phone';
import { useSecondsLeft } from '../accounts/useSecondsLeft';
import { Dialog } from '../modals/Dialog';
import { useSession } from '../session/context';
import { PhoneCodeStep, PhoneNumberStep, PhoneSmsConfirm } from './PhonePaySteps';
import type { ProofMessage } from './phone-proof';
import { useBillingApi } from './useBillingApi';
import type { PayMoney } from './usePayMoney';
import { usePhoneProof } from './usePhoneProof';

export function PhonePayDialog({ pay, amount }: { pay: PayMoney; amount: string }) {
  const { t } = useTranslation('billing');
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
  const step = { amount, busy, errorLine, errorText, errorId };

  return (
    <Dialog title={t('phone_title')} onClose={pay.close} className="pay-dialog">
      {sent ? (
        <p className="modal__text">{t('phone_sent', { amount })}</p>
      ) : proof.pending ? (
        <PhoneCodeStep
          {...step}
          phone={proof.pending.phone}
          length={proof.pending.length}
          code={code}
          setCode={setCode}
          codeRef={codeRef}
          ids={ids}
          secondsLeft={secondsLeft}
          submitCode={submitCode}
          resend={() => proof.pending && void proof.send(proof.pending.phone)}
          otherNumber={otherNumber}
        />
      ) : confirmOwn ? (
        <PhoneSmsConfirm
          {...step}
          own={own}
          payFrom={(number) => void payFrom(number)}
          typeNumber={() => setTypeNumber(true)}
        />
      ) : (
        <PhoneNumberStep {...step} phone={phone} setPhone={setPhone} submitNumber={submitNumber} />
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={pay.close}>
          {t(sent ? 'close' : 'cancel')}
        </button>
      </div>
    </Dialog>
  );
}
