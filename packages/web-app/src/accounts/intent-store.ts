/**
 * Where the after-sign-in intent (after-sign-in.ts) is kept: this tab's sessionStorage, so a reload in
 * the middle of signing in keeps it and another tab's sign-in never consumes it. Guarded like every
 * storage access: private mode or a full quota means "nothing kept", never a crash.
 */
import { type AfterSignIn, type AfterSignInKind, parseAfterSignIn } from './after-sign-in';

const KEY = 'onair.after_sign_in';

function tabStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepAfterSignIn(kind: AfterSignInKind, to: string, now: number, modal?: string): void {
  const intent: AfterSignIn = { kind, to, savedAt: now, ...(modal ? { modal } : {}) };
  try {
    tabStore()?.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Not kept: after sign-in the viewer simply stays where they are.
  }
}

/** The kept intent, removed as it is read: it is acted on once. */
export function takeAfterSignIn(): AfterSignIn | null {
  try {
    const store = tabStore();
    const raw = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    return raw ? parseAfterSignIn(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/**
 * 001 §4 modal close actions, "Clear authAfterBuy": a viewer who dismisses a modal instead of signing in
 * has given up the purchase, so a later sign-in must not restart it. Other intents stay.
 */
export function dropBuyIntent(): void {
  if (peekAfterSignIn()?.kind === 'buy') takeAfterSignIn();
}

export function peekAfterSignIn(): AfterSignIn | null {
  try {
    const raw = tabStore()?.getItem(KEY) ?? null;
    return raw ? parseAfterSignIn(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
