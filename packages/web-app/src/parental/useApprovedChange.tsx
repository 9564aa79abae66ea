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
import { ApiError } from '../api/errors';
import { PinPrompt } from '../channels/PinPrompt';
import { useSession } from '../session/context';
import { parentalApprovals } from './approval-store';
import type { ParentalCheck } from './gating';
import { useAccountT } from './useAccountT';
import { usePendingQuestion } from './usePendingQuestion';

const APPROVAL_REQUIRED = 'parental_approval_required';

export class ApprovalCancelled extends Error {
  constructor() {
    super('The parental PIN was not entered');
    this.name = 'ApprovalCancelled';
  }
}

function isApprovalRequired(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === APPROVAL_REQUIRED;
}

export interface ApprovalDeps {
  /** The approval held for the action, if any. */
  held(action: ParentalCheck): string | null;
  /** Drops what the server no longer takes. */
  forget(action: ParentalCheck): void;
  /** Shows the PIN prompt; true once the PIN was entered (and its approval kept), false when cancelled. */
  ask(action: ParentalCheck): Promise<boolean>;
}

/** The change, sent with the held approval, and once more with a new one if the server asked for it. */
export async function changeWithApproval<T>(
  action: ParentalCheck,
  change: (approval: string | null) => Promise<T>,
  deps: ApprovalDeps,
): Promise<T> {
  try {
    return await change(deps.held(action));
  } catch (error) {
    if (!isApprovalRequired(error)) throw error;
    deps.forget(action);
    if (!(await deps.ask(action))) throw new ApprovalCancelled();
    return change(deps.held(action));
  }
}

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
