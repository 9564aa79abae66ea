/**
 * Why: 000 §4 After-login redirects — what the viewer was doing when sign-in interrupted them is kept
 * and resumed after it: authAfterPage (go to the page that needed an account), authAfterModal (reopen
 * the modal that needed it), authAfterBuy (come back to the thing being bought and restart the purchase).
 * The intent lives in the tab (sessionStorage), so it survives the reload of a sign-in but not the tab.
 * It is dropped after 30 minutes (an intent from an abandoned sign-in must not hijack a later one) and a
 * target is only ever a path of this site, so a crafted link cannot send a viewer elsewhere after sign-in.
 */
export const AFTER_SIGN_IN_MAX_AGE_MS = 30 * 60_000;

export type AfterSignInKind = 'page' | 'modal' | 'buy';

export interface AfterSignIn {
  kind: AfterSignInKind;
  /** Path, query and hash of this site to come back to. */
  to: string;
  /** For 'modal': the modal to reopen there. */
  modal?: string;
  savedAt: number;
}

export interface AfterSignInStep {
  /** Where to go (a path of this site, never with the #auth hash). */
  to: string;
  /** Restart the interrupted purchase once there. */
  resumeBuy: boolean;
}

/** A same-site path, or null: `//host`, `/\host`, schemes and anything not starting with `/` are refused. */
export function sitePath(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  // Control characters (a newline, a tab) never belong in a path and confuse URL parsers.
  for (const char of to) if (char.charCodeAt(0) < 0x20) return null;
  return to;
}

function withoutAuthHash(to: string): string {
  return to.replace(/#auth$/, '');
}

export function parseAfterSignIn(raw: unknown): AfterSignIn | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  if (v.kind !== 'page' && v.kind !== 'modal' && v.kind !== 'buy') return null;
  if (typeof v.to !== 'string' || typeof v.savedAt !== 'number') return null;
  const to = sitePath(v.to);
  if (!to) return null;
  const intent: AfterSignIn = { kind: v.kind, to, savedAt: v.savedAt };
  if (typeof v.modal === 'string' && /^[a-z_]+$/.test(v.modal)) intent.modal = v.modal;
  return intent;
}

/**
 * Where a viewer who just signed in goes: the kept intent when it is fresh, else the page they are on
 * (`here`), with the auth modal closed either way.
 */
export function afterSignIn(intent: AfterSignIn | null, here: string, now: number): AfterSignInStep {
  const stay = { to: withoutAuthHash(here), resumeBuy: false };
  if (!intent || now - intent.savedAt > AFTER_SIGN_IN_MAX_AGE_MS || now < intent.savedAt) return stay;
  const to = sitePath(intent.to);
  if (!to) return stay;
  const path = withoutAuthHash(to).replace(/#.*$/, '');
  switch (intent.kind) {
    case 'page':
      return { to: withoutAuthHash(to), resumeBuy: false };
    case 'modal':
      return {
        to: intent.modal && intent.modal !== 'auth' ? `${path}#${intent.modal}` : path,
        resumeBuy: false,
      };
    case 'buy':
      return { to: path, resumeBuy: true };
  }
}

/** 000 §2 Welcome: Skip goes to the saved redirect, default '/'. */
export function afterSkip(intent: AfterSignIn | null, now: number): string {
  if (!intent || now - intent.savedAt > AFTER_SIGN_IN_MAX_AGE_MS) return '/';
  return sitePath(withoutAuthHash(intent.to)) ?? '/';
}
