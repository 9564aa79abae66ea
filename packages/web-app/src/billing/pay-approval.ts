/**
 * Why (000 §4 Parental PIN, §6; issue 36): the server refuses a payment without the PIN's `pay` approval
 * while this device asks the PIN for payments (403 parental_approval_required). Every call that spends
 * or commits money goes through `sendPayment`: it carries the approval the app holds (the one store,
 * parental/approval-store.ts), and when the server refuses it anyway (none held, it ran out, the switch was
 * just turned on elsewhere) the PIN is asked where the viewer is and the call is sent once more — never a
 * dead end. The asker is the pay PIN dialog the app shell mounts (PayApprovalHost, beside the payment
 * watcher); the payment calls themselves stay free of React. Cancelling the PIN fails the call with the
 * server's refusal, whose message says what is missing.
 */
import type { z } from 'zod';
import type { ApiClient, RequestSpec } from '../api/http';
import { type ApprovalStore, approvalHeaders, parentalApprovals } from '../parental/approval-store';
import { ApprovalCancelled, changeWithApproval } from '../parental/change-with-approval';

export interface PayApprover {
  /** The signed-in viewer whose approvals are sent. */
  userId: number | string | null;
  /** Shows the pay PIN dialog; true once a right PIN's approval is kept, false when cancelled. */
  ask(): Promise<boolean>;
}

let approver: PayApprover | null = null;

/** The shell's pay PIN dialog registers here while it is mounted; the returned function unregisters it. */
export function registerPayApprover(next: PayApprover): () => void {
  approver = next;
  return () => {
    if (approver === next) approver = null;
  };
}

/** Sends a payment with the held `pay` approval, and once more after the PIN if the server asks for it. */
export async function sendPayment<T>(
  call: (headers: Record<string, string>) => Promise<T>,
  approvals: ApprovalStore = parentalApprovals(),
): Promise<T> {
  const current = approver;
  const userId = current?.userId ?? null;
  try {
    return await changeWithApproval('pay', (token) => call(approvalHeaders(token)), {
      held: () => approvals.token(userId, 'pay'),
      forget: () => approvals.forget('pay'),
      ask: () => current?.ask() ?? Promise.resolve(false),
    });
  } catch (error) {
    throw error instanceof ApprovalCancelled && error.refusal !== undefined ? error.refusal : error;
  }
}

/** A request that spends or commits money: sent by `sendPayment`, with the approval in its headers. */
export function requestPayment<S extends z.ZodType>(
  api: ApiClient,
  spec: RequestSpec<S>,
): Promise<z.infer<S>> {
  return sendPayment((headers) => api.request({ ...spec, headers: { ...spec.headers, ...headers } }));
}
