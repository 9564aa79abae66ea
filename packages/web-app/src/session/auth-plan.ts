/**
 * Why: 000 §4 Startup fixes the order in which a visitor gets a session — operator auto-auth first
 * (unless the user logged out), then an access token from the URL or cookie, then the device's own
 * stored token (re-authorised when expired or flagged), then a guest where the provider allows it,
 * else auth-only mode. One pure function makes that order testable and visible in one place.
 */
import { type StoredToken, tokenVerdict } from './token';

export interface AuthFacts {
  autoAuthUrl: string | null;
  loggedOut: boolean;
  urlToken: string | null;
  cookieToken: string | null;
  stored: StoredToken | null;
  /** The device has credentials it can re-authorise with (a guest or a logged-in device). */
  canReauthorize: boolean;
  guestAllowed: boolean;
  now: number;
  /**
   * A signed-in device watching a child profile (000 §4 Profile: "auth-device-on-start is skipped for it"): its
   * stored token is used as it is, even past its stored expiry; only a token the server refused (flagged) is
   * re-authorised.
   */
  childProfile?: boolean;
}

export type AuthPlan =
  | { kind: 'auto-auth'; url: string }
  | { kind: 'given-token'; token: string; source: 'url' | 'cookie' }
  | { kind: 'stored-token'; token: string }
  | { kind: 'reauthorize-device' }
  | { kind: 'guest' }
  | { kind: 'auth-only' };

export function planAuth(facts: AuthFacts): AuthPlan {
  if (facts.autoAuthUrl && !facts.loggedOut) return { kind: 'auto-auth', url: facts.autoAuthUrl };
  if (facts.urlToken) return { kind: 'given-token', token: facts.urlToken, source: 'url' };
  const verdict = tokenVerdict(facts.stored, facts.now);
  if (verdict === 'use' && facts.stored) return { kind: 'stored-token', token: facts.stored.value };
  if (verdict === 'reauthorize' && facts.childProfile && facts.stored && !facts.stored.error)
    return { kind: 'stored-token', token: facts.stored.value };
  if (verdict === 'reauthorize' && facts.canReauthorize) return { kind: 'reauthorize-device' };
  if (facts.cookieToken && verdict === 'none')
    return { kind: 'given-token', token: facts.cookieToken, source: 'cookie' };
  if (facts.guestAllowed) return { kind: 'guest' };
  return { kind: 'auth-only' };
}
