/**
 * Where the session lives between visits: localStorage for the token, guest credentials and preferences,
 * a cookie for the device serial (000 §3 Device data). Every access is guarded: private mode, a full
 * quota or SSR must degrade to "nothing stored", never throw into a render.
 *
 * Credentials are kept per API origin (issue 21): the token, guest credentials, logged-out flag and the
 * parental approval are stored under keys scoped by the origin that issued them, so a page started with
 * an API override (config.ts) never reads — and so never sends — what another API gave this browser.
 * The configured default API keeps the plain keys. Scoping is done here, at the one storage boundary,
 * so no caller can forget it.
 */
import { currentSessionScope } from '../config';
import type { StoredToken } from './token';

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Keys holding something one API origin issued or decided. */
export const SCOPED_KEYS: ReadonlySet<string> = new Set([
  'onair.token',
  'onair.guest',
  'onair.logged_out',
  'onair.parental_ok',
  'onair.startup',
  'onair.channel_ids',
  // Whether the last profile read was a child's (profiles/child-start.ts, 000 §4 Profile).
  'onair.child_profile',
  'onair.lineup',
  'onair.categories',
]);

/** The storage key of `key` under `scope` (an API origin, or null for the default API). */
export function scopedKey(key: string, scope: string | null): string {
  return scope !== null && SCOPED_KEYS.has(key) ? `${key}@${scope}` : key;
}

/** `inner` with the credential keys scoped to `scope`. */
export function scopedStore(inner: KeyValueStore, scope: string | null): KeyValueStore {
  if (scope === null) return inner;
  return {
    get: (key) => inner.get(scopedKey(key, scope)),
    set: (key, value) => inner.set(scopedKey(key, scope), value),
    remove: (key) => inner.remove(scopedKey(key, scope)),
  };
}

/** localStorage, with credential keys scoped to this page's API origin (see the header). */
export function browserStore(scope: string | null = currentSessionScope()): KeyValueStore {
  return scopedStore(localStore(), scope);
}

function localStore(): KeyValueStore {
  return guardedStore('localStorage');
}

/** One of the browser's stores behind the guards (also this tab's sessionStorage, for prompts). */
export function guardedStore(which: 'localStorage' | 'sessionStorage'): KeyValueStore {
  const store = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[which];
    } catch {
      return null;
    }
  };
  return {
    get: (key) => {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        store()?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the value simply is not remembered.
      }
    },
    remove: (key) => {
      try {
        store()?.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

export const KEYS = {
  token: 'onair.token',
  guest: 'onair.guest',
  language: 'onair.language',
  clickId: 'onair.click_id',
  loggedOut: 'onair.logged_out',
  lastChannels: 'onair.last_channels',
  sidePanelTab: 'onair.side_panel_tab',
  lastChannel: 'onair.last_channel',
  parentalOk: 'onair.parental_ok',
  /** The last answers of 000 §4's first calls, started from on the next visit (startup-snapshot.ts). */
  startup: 'onair.startup',
  /** Slug → id of the last line-up, so a returning viewer's channel page asks its stream at once. */
  channelIds: 'onair.channel_ids',
  /** The last line-up and categories, the channel page's stage drawn from them on the next visit (stored-lineup.ts). */
  lineup: 'onair.lineup',
  categories: 'onair.categories',
} as const;

export function readJson<T>(
  store: KeyValueStore,
  key: string,
  guard: (value: unknown) => value is T,
): T | null {
  const raw = store.get(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.value === 'string' &&
    typeof v.setAt === 'number' &&
    typeof v.expiresAt === 'number' &&
    typeof v.error === 'boolean'
  );
}

export function isCredentials(value: unknown): value is { username: string; password: string } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.username === 'string' && typeof v.password === 'string';
}

/**
 * 000 §4: a token may come from a cookie. The cookie belongs to this site, not to an API, so only the
 * configured default API may receive it — never an override (issue 21).
 */
export function cookieAccessToken(
  cookie: string | null = typeof document === 'undefined' ? null : document.cookie,
  scope: string | null = currentSessionScope(),
): string | null {
  return cookie === null || scope !== null ? null : readCookie('access_token', cookie);
}

export function readCookie(name: string, cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
