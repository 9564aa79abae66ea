/**
 * Why: 000 §4 Token — a stored token is trusted until its expiry (12 h when the server gives none),
 * a stored error flag or an expiry means the device is re-authorised, and a token set less than
 * 5 minutes ago is not re-authorised on start (so a reload loop cannot hammer device auth).
 */
import { REAUTH_SKIP_MS, TOKEN_VALIDITY_MS } from '../constants';

export interface StoredToken {
  value: string;
  /** When it was stored, ms since epoch. */
  setAt: number;
  /** When it stops being valid, ms since epoch. */
  expiresAt: number;
  /** Raised by a 401 / authentication_failed answer (000 §8). */
  error: boolean;
}

/** The server's `expired` (unix seconds, ms or an ISO date) as ms since epoch; the 12 h default otherwise. */
export function expiryOf(expired: number | string | null | undefined, now: number): number {
  if (typeof expired === 'number' && Number.isFinite(expired) && expired > 0) {
    return expired < 1e12 ? expired * 1000 : expired;
  }
  if (typeof expired === 'string') {
    const parsed = Date.parse(expired);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return now + TOKEN_VALIDITY_MS;
}

export type TokenVerdict = 'use' | 'reauthorize' | 'none';

export function tokenVerdict(token: StoredToken | null, now: number): TokenVerdict {
  if (!token) return 'none';
  if (token.error) return 'reauthorize';
  if (now - token.setAt < REAUTH_SKIP_MS) return 'use';
  return now >= token.expiresAt ? 'reauthorize' : 'use';
}
