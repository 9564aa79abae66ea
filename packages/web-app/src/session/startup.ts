/**
 * Why: 000 §4 Startup as one async run over injected calls — network info, then configuration and
 * resources, and beside them the auth plan (auth-plan.ts, which needs only the network info) carried out, with the §8 outcomes that end a start:
 * a 403 on device auth or guest creation is a region block, a 400 on device auth removes the oldest
 * device and retries once, and a failed re-authorisation clears storage and starts over once.
 */
import type { DeviceData, Endpoints, GuestCredentials } from '../api/endpoints';
import { oldestDevice } from '../api/error-policy';
import { ApiError } from '../api/errors';
import type { Configuration, Grant, Network, User } from '../api/schemas';
import { APP_VERSION } from '../constants';
import { planAuth } from './auth-plan';
import { guestCredentials } from './device';
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
}

export interface StartedBase {
  network: Network;
  configuration: Configuration;
  resources: Record<string, unknown>;
}

export type StartupResult =
  | (StartedBase & { state: 'ready'; token: string; user: User | null })
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

export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  let network: Network | null = null;
  try {
    network = await deps.api.network(deps.provider);
    // The sign-in needs only the network info (auto-auth, guests allowed): it runs beside configuration and
    // resources instead of a full round trip after them, and the start ends when both have answered.
    const known = network;
    const settings = Promise.all([deps.api.configuration(), deps.api.resources()]);
    const signIn = authenticate(deps, known, 0);
    // Whichever fails first decides the outcome; the other's later failure must not go unhandled.
    settings.catch(() => undefined);
    signIn.catch(() => undefined);
    const [[configuration, resources], outcome] = await Promise.all([settings, signIn]);
    return { network: known, configuration, resources, ...outcome };
  } catch (error) {
    if (isStatus(error, 403)) {
      return {
        state: 'region-blocked',
        message: error instanceof Error ? error.message : 'Not available in your region',
        country: networkCountry(network),
        ip: networkIp(network),
      };
    }
    return { state: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

type SignedIn = { state: 'ready'; token: string; user: User | null } | { state: 'auth-only' };

async function authenticate(deps: StartupDeps, network: Network, attempt: number): Promise<SignedIn> {
  const session = deps.read();
  // A device that signed in keeps no guest credentials: its own (even expired) token renews it (000 §4
  // Token), as the operator binds a signed-in device to that token, never to the serial alone.
  const signedInDevice = session.credentials === null && session.stored !== null;
  const plan = planAuth({
    autoAuthUrl: autoAuthUrl(network),
    loggedOut: session.loggedOut,
    urlToken: attempt === 0 ? deps.urlToken : null,
    cookieToken: attempt === 0 ? deps.cookieToken : null,
    stored: session.stored,
    canReauthorize: session.credentials !== null || signedInDevice,
    guestAllowed: network.is_guest_allowed === true,
    now: deps.now(),
  });

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
