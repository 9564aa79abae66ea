/**
 * Why: 000 §4 Startup's sign-in, once the network information is known — the plan (auth-plan.ts) carried out with
 * the §8 outcomes: a 403 on device auth or guest creation is a region block (thrown to the start), a 400 on device
 * auth removes the oldest device and retries once, a token the server rejects is flagged and the start tries again
 * once, and a failed re-authorisation clears storage and starts over once (000 §4 Token).
 */
import type { GuestCredentials } from '../api/endpoints';
import { oldestDevice } from '../api/error-policy';
import { ApiError } from '../api/errors';
import type { Grant, Network, User } from '../api/schemas';
import { APP_VERSION } from '../constants';
import { type AuthFacts, planAuth } from './auth-plan';
import { guestCredentials } from './device';
import type { StartupDeps } from './startup-types';
import { expiryOf } from './token';

function autoAuthUrl(network: Network): string | null {
  const raw = network.auto_auth ?? network.provider?.auto_auth;
  if (typeof raw === 'string' && raw.length > 0) return raw;
  if (raw && typeof raw === 'object' && 'url' in raw && typeof raw.url === 'string') return raw.url;
  return null;
}

export const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** 000 §8: the provider's auto-auth call failed (the start shows the retry modal with the support phone). */
export class AutoAuthFailed extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

class DeadToken extends Error {
  constructor(readonly token: string) {
    super('the server rejected the token');
  }
}

/** The sign-in facts of this visit against a network answer. */
export function authFacts(deps: StartupDeps, network: Network, attempt: number): AuthFacts {
  const session = deps.read();
  const signedInDevice = session.credentials === null && session.stored !== null;
  return {
    autoAuthUrl: autoAuthUrl(network),
    loggedOut: session.loggedOut,
    urlToken: attempt === 0 ? deps.urlToken : null,
    cookieToken: attempt === 0 ? deps.cookieToken : null,
    stored: session.stored,
    canReauthorize: session.credentials !== null || signedInDevice,
    guestAllowed: network.is_guest_allowed === true,
    now: deps.now(),
    childProfile: signedInDevice && session.childProfile === true,
  };
}

export type SignedIn = { state: 'ready'; token: string; user: User | null } | { state: 'auth-only' };

export async function authenticate(deps: StartupDeps, network: Network, attempt: number): Promise<SignedIn> {
  const session = deps.read();
  // A device that signed in keeps no guest credentials: its own (even expired) token renews it (000 §4
  // Token), as the operator binds a signed-in device to that token, never to the serial alone.
  const signedInDevice = session.credentials === null && session.stored !== null;
  const plan = planAuth(authFacts(deps, network, attempt));

  const ready = async (token: string, fallbackUser: User | null = null): Promise<SignedIn> => {
    deps.applyToken(token);
    deps.onToken?.(token);
    const user = await deps.api.self().catch((error: unknown) => {
      if (isStatus(error, 401) && attempt === 0) throw new DeadToken(token);
      return fallbackUser;
    });
    return { state: 'ready', token, user };
  };
  /** A token taken as it was (URL, cookie, storage) that the server rejects: flag it and start over once. */
  const readyOrRetry = async (token: string): Promise<SignedIn> => {
    try {
      return await ready(token);
    } catch (error) {
      if (!(error instanceof DeadToken)) throw error;
      const stored = deps.read().stored;
      if (stored) deps.saveToken({ ...stored, error: true });
      return authenticate(deps, network, attempt + 1);
    }
  };
  const keep = (grant: Grant) => {
    const now = deps.now();
    deps.saveToken({
      value: grant.access_token,
      setAt: now,
      expiresAt: expiryOf(grant.expired, now),
      error: false,
    });
  };

  switch (plan.kind) {
    case 'auto-auth': {
      const grant = await deps.autoAuth(plan.url, deps.device).catch((failure: unknown) => {
        // A region block (403) stays one; any other failure is the auto-auth's own.
        if (isStatus(failure, 403)) throw failure;
        throw new AutoAuthFailed(failure);
      });
      keep(grant);
      return ready(grant.access_token);
    }
    case 'given-token': {
      const now = deps.now();
      deps.saveToken({ value: plan.token, setAt: now, expiresAt: expiryOf(null, now), error: false });
      return readyOrRetry(plan.token);
    }
    case 'stored-token':
      return readyOrRetry(plan.token);
    case 'reauthorize-device': {
      if (signedInDevice && session.stored) deps.applyToken(session.stored.value);
      try {
        const grant = await authorizeWithDeviceLimit(
          deps,
          session.credentials,
          session.stored?.value ?? null,
        );
        keep(grant);
        return ready(grant.access_token);
      } catch (error) {
        if (isStatus(error, 403) || attempt > 0) throw error;
        // 000 §4 Token: on failure, storage is cleared and init repeats.
        deps.clear();
        return authenticate(deps, network, attempt + 1);
      }
    }
    case 'guest': {
      const credentials = guestCredentials(deps.randomId(), deps.device.serial);
      const user = await deps.api.createGuest(credentials, APP_VERSION, deps.device.serial);
      deps.saveCredentials(credentials);
      const grant = await authorizeWithDeviceLimit(deps, credentials, null);
      keep(grant);
      return ready(grant.access_token, user);
    }
    case 'auth-only':
      return { state: 'auth-only' };
  }
}

/** 000 §8: a 400 from device auth means too many devices — the oldest by login time goes, then one retry. */
async function authorizeWithDeviceLimit(
  deps: StartupDeps,
  credentials: GuestCredentials | null,
  oldToken: string | null,
): Promise<Grant> {
  try {
    return await deps.api.authorizeDevice(deps.device.serial, credentials, deps.device);
  } catch (error) {
    if (!isStatus(error, 400) || !oldToken) throw error;
    deps.applyToken(oldToken);
    const oldest = oldestDevice(await deps.api.devices());
    if (!oldest) throw error;
    await deps.api.removeDevice(oldest.id);
    return deps.api.authorizeDevice(deps.device.serial, credentials, deps.device);
  }
}
