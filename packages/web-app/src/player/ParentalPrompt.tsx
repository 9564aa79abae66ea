/**
 * The inline answer to the SDK's parental hook until the accounts work brings the PIN modal: the player asks,
 * the current PIN prompt shows over it, and the answer resolves the hook (cancel resolves false, so the SDK
 * shows its refusal instead of playing). While the server's approval for the check is held, it passes
 * without asking.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PinPrompt } from '../channels/PinPrompt';
import { type PendingQuestion, usePendingQuestion } from '../parental/usePendingQuestion';
import { approvedLately, checkOf, type ParentalGate, type ParentalSubject } from './parental-gate';

export type PendingCheck = PendingQuestion<ParentalSubject>;

export function useParentalGate(
  ignoreParentalControl: boolean,
  userId: number | string | null | undefined,
): {
  gate: ParentalGate;
  pending: PendingCheck | null;
} {
  const { ask, pending } = usePendingQuestion<ParentalSubject>();
  const gate = useCallback<ParentalGate>(
    (subject) =>
      ignoreParentalControl || approvedLately(subject, userId) ? Promise.resolve(true) : ask(subject),
    [ignoreParentalControl, userId, ask],
  );
  return { gate, pending };
}

export function ParentalPrompt({ pending }: { pending: PendingCheck }) {
  const { t } = useTranslation();
  return (
    <div className="player__parental">
      <PinPrompt
        title={t('pin_prompt_title', { name: pending.question.name })}
        action={checkOf(pending.question)}
        onSuccess={() => pending.answer(true)}
      />
      <button type="button" className="button button--link" onClick={() => pending.answer(false)}>
        {t('cancel')}
      </button>
    </div>
  );
}
