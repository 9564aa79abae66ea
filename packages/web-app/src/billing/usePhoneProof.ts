/**
 * The phone dialog's proof step: sends a code to the number (POST otps, purpose payment_phone), takes
 * it back (POST users/self/payment_phones), and keeps the resend countdown of 000 §9 from when the code
 * was sent. The dialog pays once the number is proved.
 */
import { useCallback, useState } from 'react';
import { codeLength } from '../accounts/code';
import type { BillingEndpoints } from './endpoints';
import { codeAlreadySent, type ProofMessage, proofFailure } from './phone-proof';

export interface PendingProof {
  phone: string;
  sentAt: number;
  /** The server's own countdown, when it said one. */
  resendMs: number | null;
  length: number;
}

export function usePhoneProof(billing: BillingEndpoints | null, now: () => number = Date.now) {
  const [pending, setPending] = useState<PendingProof | null>(null);
  const [error, setError] = useState<ProofMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (phone: string) => {
      if (!billing) return;
      setBusy(true);
      setError(null);
      try {
        const sent = await billing.sendPaymentPhoneCode(phone);
        const resendMs = sent.resend_in == null ? null : sent.resend_in * 1000;
        setPending({ phone, sentAt: now(), resendMs, length: codeLength(sent.length) });
      } catch (failure) {
        if (codeAlreadySent(failure))
          setPending({ phone, sentAt: now(), resendMs: null, length: codeLength(null) });
        else setError(proofFailure('send', failure));
      } finally {
        setBusy(false);
      }
    },
    [billing, now],
  );

  /** True once the code proved the phone. */
  const verify = useCallback(
    async (code: string): Promise<boolean> => {
      if (!billing || !pending) return false;
      setBusy(true);
      setError(null);
      try {
        await billing.provePaymentPhone(pending.phone, code);
        return true;
      } catch (failure) {
        setError(proofFailure('verify', failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [billing, pending],
  );

  const reset = useCallback(() => {
    setPending(null);
    setError(null);
  }, []);

  return { pending, error, busy, send, verify, reset };
}
