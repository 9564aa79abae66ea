/**
 * Why (issue 35 item 4, issue 36 payments): a change the server holds back until the parental PIN is
 * entered is sent with the approval held for its action; refused for want of one (403
 * parental_approval_required: none held, it ran out, a child profile became active), the PIN is asked
 * and the change sent once more with the new approval — never a dead end. No React here: the payment
 * calls (billing/pay-approval.ts) use it as the account pages do (useApprovedChange.tsx).
 */
import { ApiError } from '../api/errors';
import type { ParentalCheck } from './gating';

const APPROVAL_REQUIRED = 'parental_approval_required';

export class ApprovalCancelled extends Error {
  constructor(
    /** The server's refusal the PIN was asked for (403 parental_approval_required). */
    readonly refusal?: unknown,
  ) {
    super('The parental PIN was not entered');
    this.name = 'ApprovalCancelled';
  }
}

export function isApprovalRequired(error: unknown): boolean {
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
    if (!(await deps.ask(action))) throw new ApprovalCancelled(error);
    return change(deps.held(action));
  }
}
