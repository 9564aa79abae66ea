/**
 * Why (000 §4 Parental PIN, issue 35 item 4, issue 39 "one parental-approval store"): a right PIN is answered
 * by the server with an approval for one action — a token it checks on the changes it holds back, and that
 * lasts as long as the server says (the device's duration). The app keeps the server's approvals here, per
 * user and action, across reloads (scoped per API origin by session/storage), and sends the token with the
 * change it was asked for. It decides nothing: an approval the server no longer honours is refused there
 * (403 parental_approval_required) and the viewer is asked again. Viewing and paying, which the server does
 * not hold back, read the same approvals to know whether the PIN was entered lately. The clock is injected.
 */
import { browserStore, KEYS, type KeyValueStore } from '../session/storage';
import type { ParentalCheck } from './gating';

/** The `approval` of a right PIN's answer (POST /users/self/parental_code/check with an action). */
export interface ServerApproval {
  token: string;
  action: string;
  /** Seconds from the answer; null: no end of its own (the device's duration is 0, 000 §4 "always"). */
  expires_in: number | null;
}

interface Held {
  token: string;
  /** Epoch ms; null: until the server ends it (it then refuses it, and the viewer is asked again). */
  until: number | null;
}

interface Stored {
  user: string;
  approvals: Record<string, Held>;
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.user === 'string' && typeof v.approvals === 'object' && v.approvals !== null;
}

function isHeld(value: unknown): value is Held {
  const v = value as Record<string, unknown> | null;
  return typeof v?.token === 'string' && (typeof v.until === 'number' || v.until === null);
}

const liveAt = (held: Held, now: number): boolean => held.until === null || held.until > now;

/** The header a change held back by parental control carries its approval in. */
const APPROVAL_HEADER = 'X-Parental-Approval';

/** The request headers for an approval token (none without one). */
export function approvalHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { [APPROVAL_HEADER]: token } : {};
}

/** The server lets the approval that opened the account settings through on their parental tab too. */
function approvalsFor(action: ParentalCheck): ParentalCheck[] {
  return action === 'parental' ? ['parental', 'settings'] : [action];
}

export interface ApprovalStore {
  /** Until when (epoch ms; Infinity: no end) a held approval for `action` lasts for this user, or null. */
  until(user: number | string | null | undefined, action: ParentalCheck): number | null;
  /** The token to send for `action` (or one the server also takes for it), or null. */
  token(user: number | string | null | undefined, action: ParentalCheck): string | null;
  /** Keeps an approval the server just gave this user. */
  keep(user: number | string, approval: ServerApproval): void;
  /** Drops the approvals for `action` (the server refused them), or all of them. */
  forget(action?: ParentalCheck): void;
}

export function createApprovalStore(store: KeyValueStore, now: () => number): ApprovalStore {
  const read = (): Stored | null => {
    const raw = store.get(KEYS.parentalOk);
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isStored(value) ? value : null;
    } catch {
      return null;
    }
  };
  const write = (value: Stored) => {
    const live = Object.entries(value.approvals).filter(([, held]) => isHeld(held) && liveAt(held, now()));
    if (live.length === 0) store.remove(KEYS.parentalOk);
    else
      store.set(KEYS.parentalOk, JSON.stringify({ user: value.user, approvals: Object.fromEntries(live) }));
  };
  const held = (user: number | string | null | undefined, action: ParentalCheck): Held | null => {
    if (user === null || user === undefined) return null;
    const stored = read();
    if (!stored || stored.user !== String(user)) return null;
    for (const candidate of approvalsFor(action)) {
      const one = stored.approvals[candidate];
      if (isHeld(one) && liveAt(one, now())) return one;
    }
    return null;
  };
  return {
    until: (user, action) => {
      const one = held(user, action);
      return one ? (one.until ?? Number.POSITIVE_INFINITY) : null;
    },
    token: (user, action) => held(user, action)?.token ?? null,
    keep(user, approval) {
      const stored = read();
      const approvals = stored && stored.user === String(user) ? stored.approvals : {};
      const until = approval.expires_in === null ? null : now() + approval.expires_in * 1000;
      approvals[approval.action] = { token: approval.token, until };
      write({ user: String(user), approvals });
    },
    forget(action) {
      const stored = read();
      if (!stored || action === undefined) {
        store.remove(KEYS.parentalOk);
        return;
      }
      for (const candidate of approvalsFor(action)) delete stored.approvals[candidate];
      write(stored);
    },
  };
}

/** This page's approvals: localStorage under this API origin's key, the wall clock. */
export function parentalApprovals(): ApprovalStore {
  return createApprovalStore(browserStore(), () => Date.now());
}
