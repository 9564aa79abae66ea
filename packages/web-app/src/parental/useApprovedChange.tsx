/**
 * Why (issue 35 item 4): the server holds some changes back until the parental PIN is entered — choosing or
 * editing an adult profile, a profile's role, the parental settings, and the account's details while the
 * device's "opening the settings" switch is on. The app does not guess which: it sends the change with the
 * approval it holds for the action, and when the server refuses it for want of one (403
 * parental_approval_required: none held, it ran out, a child profile became active) the PIN prompt shows
 * where the caller puts `prompt`, and the change is sent once more with the new approval. Cancelling the
 * prompt fails the change with `ApprovalCancelled`, which callers pass over in silence.
 */
import { type ReactNode, useCallback } from 'react';
import { PinPrompt } from '../channels/PinPrompt';
import { useSession } from '../session/context';
import { parentalApprovals } from './approval-store';
import { changeWithApproval } from './change-with-approval';
import type { ParentalCheck } from './gating';
import { useAccountT } from './useAccountT';
import { usePendingQuestion } from './usePendingQuestion';

export { ApprovalCancelled } from './change-with-approval';

export function useApprovedChange(): {
  run<T>(action: ParentalCheck, change: (approval: string | null) => Promise<T>): Promise<T>;
  prompt: ReactNode;
} {
  const { t } = useAccountT();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const { ask, pending } = usePendingQuestion<ParentalCheck>();

  const run = useCallback(
    <T,>(action: ParentalCheck, change: (approval: string | null) => Promise<T>): Promise<T> =>
      changeWithApproval(action, change, {
        held: (needed) => parentalApprovals().token(userId, needed),
        forget: (needed) => parentalApprovals().forget(needed),
        ask,
      }),
    [userId, ask],
  );

  const prompt = pending ? (
    <div className="approval-prompt" data-testid="approval-prompt">
      <PinPrompt
        title={t('parental_approval_title')}
        action={pending.question}
        always
        onSuccess={() => pending.answer(true)}
      />
      <button type="button" className="button button--link" onClick={() => pending.answer(false)}>
        {t('cancel')}
      </button>
    </div>
  ) : null;
  return { run, prompt };
}
