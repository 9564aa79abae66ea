/**
 * The shapes of 000 §4's start (startup.ts) and its sign-in (sign-in.ts): what the start calls, what it reads and
 * keeps, and what it ends with — apart from both, so neither imports the other.
 */
import type { Endpoints, GuestCredentials } from '../api/endpoints';
import type { Configuration, Grant, Network, User } from '../api/schemas';
import type { DeviceData } from './device';
import type { Reconciled } from './reconcile';
import type { StartupSnapshot } from './startup-snapshot';
import type { StoredToken } from './token';

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
  /** The last profile read on this device was a child's (000 §4 Profile: its start does not re-authorise). */
  childProfile?: boolean;
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
  | {
      state: 'failed';
      error: Error;
      /** 000 §8: the provider's auto-auth failed; the retry modal names the provider's support phone. */
      autoAuth?: { supportPhone: string | null };
    };
