/**
 * The inline answer to the SDK's parental hook until the accounts work brings the PIN modal: the player asks,
 * the current PIN prompt shows over it, and the answer resolves the hook (cancel resolves false, so the SDK
 * shows its refusal instead of playing). Approvals already given in this visit pass without asking.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinPrompt } from '../channels/PinPrompt';
import { type ParentalGate, type ParentalSubject, parentalApprovals } from './parental-gate';

export interface PendingCheck {
  subject: ParentalSubject;
  answer(passed: boolean): void;
}

export function useParentalGate(ignoreParentalControl: boolean): {
  gate: ParentalGate;
  pending: PendingCheck | null;
} {
  const [pending, setPending] = useState<PendingCheck | null>(null);
  const pendingRef = useRef<PendingCheck | null>(null);
  const gate = useCallback<ParentalGate>(
    (subject) => {
      if (ignoreParentalControl || parentalApprovals.has(subject)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        pendingRef.current?.answer(false);
        const check: PendingCheck = {
          subject,
          answer(passed) {
            if (passed) parentalApprovals.add(subject);
            if (pendingRef.current === check) pendingRef.current = null;
            setPending((current) => (current === check ? null : current));
            resolve(passed);
          },
        };
        pendingRef.current = check;
        setPending(check);
      });
    },
    [ignoreParentalControl],
  );
  // A question nobody can answer any more (the page went away) is a refusal, never a hang.
  useEffect(() => () => pendingRef.current?.answer(false), []);
  return { gate, pending };
}

export function ParentalPrompt({ pending }: { pending: PendingCheck }) {
  const { t } = useTranslation();
  return (
    <div className="player__parental">
      <PinPrompt
        title={t('pin_prompt_title', { name: pending.subject.name })}
        onSuccess={() => pending.answer(true)}
      />
      <button type="button" className="button button--link" onClick={() => pending.answer(false)}>
        {t('cancel')}
      </button>
    </div>
  );
}
