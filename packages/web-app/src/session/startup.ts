/**
 * Why: 000 §4 Startup as one async run over injected calls — network info, configuration and resources (side
 * by side: neither needs another's answer), and once the network info is in, the auth plan (auth-plan.ts)
 * carried out, with the §8 outcomes that end a start: a 403 on device auth or guest creation is a region block,
 * a 400 on device auth removes the oldest device and retries once, and a failed re-authorisation clears
 * storage and starts over once.
 * A returning viewer (issue 38) whose stored token the last network info says to use as it is starts from the
 * stored answers (startup-snapshot.ts): the token is applied at once, the viewer is read beside the fresh
 * first calls, and the start ends when the viewer has answered; the fresh answers come later as
 * `revalidated`, reconciled (reconcile.ts). A viewer call that fails (a rejected token, no connection) falls back
 * to the start above.
 */
import type { DeviceData, Endpoints, GuestCredentials } from '../api/endpoints';
import { oldestDevice } from '../api/error-policy';
import { ApiError } from '../api/errors';
import type { Configuration, Grant, Network, User } from '../api/schemas';
import { APP_VERSION } from '../constants';
import { type AuthFacts, planAuth } from './auth-plan';
import { guestCredentials } from './device';
import { type Reconciled, reconcileStart } from './reconcile';
import type { StartupSnapshot } from './startup-snapshot';
import { expiryOf, type StoredToken } from './token';

export type StartupApi = Pick<
  Endpoints,
  | 'network'
  | 'configuration'
  | 'resources'
  | 'createGuest'
  | 'authorizeDevice'
  | 'self'
  | 'devices'
  | 'removeDevice'
>;

export interface SessionState {
  stored: StoredToken | null;
  credentials: GuestCredentials | null;
  loggedOut: boolean;
}

export interface StartupDeps {
  api: StartupApi;
  now: () => number;
  device: DeviceData;
  urlToken: string | null;
  cookieToken: string | null;
  provider: string | null;
  randomId: () => string;
  read: () => SessionState;
  saveToken: (token: StoredToken) => void;
  saveCredentials: (credentials: GuestCredentials) => void;
  clear: () => void;
  /** Called with the token every later call must carry. */
  applyToken: (token: string) => void;
  /** The token the start settled on, before the viewer is read with it: calls that need only it may start. */
  onToken?: (token: string) => void;
  autoAuth: (url: string, device: DeviceData) => Promise<Grant>;
  /** The stored answers of the last start (startup-snapshot.ts), if young enough to start from. */
  snapshot?: () => StartupSnapshot | null;
  /** Keeps the answers of a start for the next visit. */
  saveSnapshot?: (snapshot: StartupSnapshot) => void;
}

export interface StartedBase {
  network: Network;
  configuration: Configuration;
  resources: Record<string, unknown>;
}

/** What the fresh first calls changed, for a start made from stored answers. */
export type Revalidation =
  | ({ state: 'reconciled'; reconciled: Reconciled } & StartedBase)
  | { state: 'region-blocked'; message: string; country: string | null; ip: string | null }
  /** The fresh calls failed: the stored answers stay (the calls that need them report their own errors). */
  | { state: 'unavailable'; error: Error };

export type StartupResult =
  | (StartedBase & {
      state: 'ready';
      token: string;
      user: User | null;
      /** Set when the start was made from stored answers: the fresh ones, once they are in. */
      revalidated?: Promise<Revalidation>;
    })
  | (StartedBase & { state: 'auth-only' })
  | { state: 'region-blocked'; message: string; country: string | null; ip: string | null }
  | { state: 'failed'; error: Error };

export function networkCountry(network: Network | null): string | null {
  const country = network?.country;
  if (!country) return null;
  return typeof country === 'string' ? country : (country.name ?? country.code ?? null);
}

export function networkIp(network: Network | null): string | null {
  const remote = network?.remote;
  if (typeof remote === 'string') return remote;
  return remote?.ip ?? network?.ip ?? null;
}

function autoAuthUrl(network: Network): string | null {
  const raw = network.auto_auth ?? network.provider?.auto_auth;
  if (typeof raw === 'string' && raw.length > 0) return raw;
  if (raw && typeof raw === 'object' && 'url' in raw && typeof raw.url === 'string') return raw.url;
  return null;
}

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

class DeadToken extends Error {
  constructor(readonly token: string) {
    super('the server rejected the token');
  }
}

interface FirstCalls {
  network: Promise<Network>;
  settings: Promise<[Configuration, Record<string, unknown>]>;
}

/** 000 §4's first calls, side by side: none of them needs another's answer. */
function firstCalls(deps: StartupDeps): FirstCalls {
  const calls = {
    network: deps.api.network(deps.provider),
    settings: Promise.all([deps.api.configuration(), deps.api.resources()]),
  };
  // Whichever fails first decides the outcome; the other's later failure must not go unhandled.
  calls.network.catch(() => undefined);
  calls.settings.catch(() => undefined);
  return calls;
}

export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  const snapshot = deps.snapshot?.() ?? null;
  const token = snapshot ? usableStoredToken(deps, snapshot.network) : null;
  if (snapshot && token) return warmStart(deps, snapshot, token);
  return coldStart(deps, firstCalls(deps));
}

function regionBlocked(error: unknown, network: Network | null) {
  return {
    state: 'region-blocked' as const,
    message: error instanceof Error ? error.message : 'Not available in your region',
    country: networkCountry(network),
    ip: networkIp(network),
  };
}

async function coldStart(deps: StartupDeps, calls: FirstCalls): Promise<StartupResult> {
  let network: Network | null = null;
  try {
    network = await calls.network;
    // The sign-in needs only the network info (auto-auth, guests allowed): it runs beside configuration and
    // resources, and the start ends when both have answered.
    const known = network;
    const signIn = authenticate(deps, known, 0);
    signIn.catch(() => undefined);
    const [[configuration, resources], outcome] = await Promise.all([calls.settings, signIn]);
    deps.saveSnapshot?.({ network: known, configuration, resources, savedAt: deps.now() });
    return { network: known, configuration, resources, ...outcome };
  } catch (error) {
    if (isStatus(error, 403)) return regionBlocked(error, network);
    return { state: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** The sign-in facts of this visit against a network answer. */
function authFacts(deps: StartupDeps, network: Network, attempt: number): AuthFacts {
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
  };
}

/** The stored token, when this network answer says the start uses it as it is (no call needed); else null. */
function usableStoredToken(deps: StartupDeps, network: Network): string | null {
  const plan = planAuth(authFacts(deps, network, 0));
  return plan.kind === 'stored-token' ? plan.token : null;
}

/**
 * A start from stored answers: the token applied at once (the page's calls that need only it go out now, beside
 * the fresh first calls), ready when the viewer has answered. A 401 there is a token the server no longer
 * takes: it is flagged and the start goes on as a cold one over the fresh first calls already under way.
 */
async function warmStart(
  deps: StartupDeps,
  snapshot: StartupSnapshot,
  token: string,
): Promise<StartupResult> {
  const calls = firstCalls(deps);
  deps.applyToken(token);
  deps.onToken?.(token);
  let user: User | null;
  try {
    user = await deps.api.self();
  } catch (error) {
    // A token the server no longer takes is flagged (000 §4 Token). Either way the start goes on as a cold one over
    // the first calls already under way: it re-authorises a flagged token, and ends as a failed start when the API
    // cannot be reached at all (offline), rather than ready on stored answers nobody confirmed.
    if (isStatus(error, 401)) {
      const stored = deps.read().stored;
      if (stored) deps.saveToken({ ...stored, error: true });
    }
    return coldStart(deps, calls);
  }
  const stale = {
    network: snapshot.network,
    configuration: snapshot.configuration,
    resources: snapshot.resources,
  };
  const revalidated = revalidate(deps, calls, stale);
  return { state: 'ready', token, user, ...stale, revalidated };
}

async function revalidate(deps: StartupDeps, calls: FirstCalls, stale: StartedBase): Promise<Revalidation> {
  let network: Network | null = null;
  try {
    network = await calls.network;
    const [configuration, resources] = await calls.settings;
    const fresh = { network, configuration, resources };
    deps.saveSnapshot?.({ ...fresh, savedAt: deps.now() });
    return {
      state: 'reconciled',
      ...fresh,
      reconciled: reconcileStart(stale, fresh, authFacts(deps, network, 0)),
    };
  } catch (error) {
    if (isStatus(error, 403)) return regionBlocked(error, network);
    return { state: 'unavailable', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

type SignedIn = { state: 'ready'; token: string; user: User | null } | { state: 'auth-only' };

async function authenticate(deps: StartupDeps, network: Network, attempt: number): Promise<SignedIn> {
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
      const grant = await deps.autoAuth(plan.url, deps.device);
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
