/**
 * 000 §2 Login modal / §4 Phone login: the phone, then the one-time code with the 60 s resend countdown.
 * An unknown phone (invalid_phone) is registered and the code sent again; a wrong code says so and keeps
 * both the phone and the code typed; the back arrow returns to the phone step and clears it (000 §2).
 * Telegram variant (000 §4): when the send methods say telegram first with a link, no SMS is sent: the
 * viewer gets the code from the operator's bot while otp/exist is polled every 5 s, then types it and
 * signs in with POST auth/otp/telegram/.
 * The steps live in usePhoneSignIn, the code sending in useCodeSending; this only picks the step's view.
 */
import { useId } from 'react';
import { CodeStep } from './CodeStep';
import { PhoneNumberStep } from './PhoneNumberStep';
import { phoneDigits, phoneLengthFor } from './phone';
import { SignInError, SignInHoneypot } from './SignInFormParts';
import { TelegramWait } from './TelegramWait';
import type { SignedIn } from './useCompleteSignIn';
import { usePhoneSignIn } from './usePhoneSignIn';

export function PhoneSignIn({ onSignedIn }: { onSignedIn: SignedIn }) {
  const ids = useId();
  const flow = usePhoneSignIn(onSignedIn);
  const { error, busy, telegram, localDigits, maskDigits } = flow;

  // A local number (000 §5) has no country code, so it is shown without the `+`.
  const typed = phoneDigits(flow.phone) ?? flow.phone;
  const isLocal = localDigits !== null && phoneLengthFor(typed, maskDigits, localDigits) === localDigits;
  const shownPhone = isLocal ? typed : `+${typed}`;
  const errorLine = error && <SignInError id={`${ids}-error`} text={error} />;
  const honeypot = <SignInHoneypot value={flow.honeypot} onChange={flow.setHoneypot} />;

  if (flow.step === 'phone') {
    return (
      <PhoneNumberStep
        ids={ids}
        inputRef={flow.phoneRef}
        phone={flow.phone}
        onPhone={flow.typePhone}
        mask={flow.mask}
        maskDigits={maskDigits}
        localDigits={localDigits}
        invalid={Boolean(error)}
        errorLine={errorLine}
        honeypot={honeypot}
        busy={busy}
        onSubmit={flow.submitPhone}
      />
    );
  }

  if (flow.step === 'telegram' && telegram) {
    return (
      <>
        <TelegramWait
          link={telegram.link}
          phone={shownPhone}
          busy={busy}
          onBack={flow.back}
          {...(telegram.sms ? { onSms: flow.smsInstead } : {})}
        />
        {errorLine}
      </>
    );
  }

  return (
    <CodeStep
      ids={ids}
      inputRef={flow.codeRef}
      code={flow.code}
      onCode={flow.typeCode}
      codeDigits={flow.codeDigits}
      shownPhone={shownPhone}
      telegramLink={telegram?.link ?? null}
      byTelegram={flow.byTelegram}
      invalid={Boolean(error)}
      errorLine={errorLine}
      honeypot={honeypot}
      busy={busy}
      secondsLeft={flow.secondsLeft}
      onSubmit={flow.submitCode}
      onBack={flow.back}
      onResend={flow.resend}
    />
  );
}
