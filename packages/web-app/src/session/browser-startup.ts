/**
 * Why: the main site (head-start.ts) and the embeds (embed/session.ts) run the same 000 §4 start over the
 * browser: this page's stored token and guest credentials, its device and the start-up parameters of its
 * address. Only where the token goes and what starts with it differ.
 */
import type { Endpoints } from '../api/endpoints';
import { childProfileRemembered } from '../profiles/child-start';
import { runAutoAuth } from './auto-auth';
import { deviceData, deviceSerial, randomId } from './device';
import type { StartupParams } from './query-params';
import type { StartupDeps } from './startup';
import { clearSnapshot, readSnapshot, saveSnapshot } from './startup-snapshot';
import { browserStore, cookieAccessToken, isCredentials, isStoredToken, KEYS, readJson } from './storage';

export function browserStartupDeps(
  endpoints: Endpoints,
  params: StartupParams,
  token: Pick<StartupDeps, 'applyToken' | 'onToken'>,
): StartupDeps {
  const store = browserStore();
  return {
    api: endpoints,
    now: () => Date.now(),
    device: deviceData(deviceSerial(params.deviceSerial)),
    urlToken: params.token,
    cookieToken: cookieAccessToken(),
    provider: params.provider,
    randomId,
    read: () => ({
      stored: readJson(store, KEYS.token, isStoredToken),
      credentials: readJson(store, KEYS.guest, isCredentials),
      loggedOut: store.get(KEYS.loggedOut) === '1',
      childProfile: childProfileRemembered(store),
    }),
    saveToken: (value) => store.set(KEYS.token, JSON.stringify(value)),
    saveCredentials: (value) => store.set(KEYS.guest, JSON.stringify(value)),
    clear: () => {
      store.remove(KEYS.token);
      store.remove(KEYS.guest);
      clearSnapshot(store);
    },
    autoAuth: runAutoAuth,
    snapshot: () => readSnapshot(store, Date.now()),
    saveSnapshot: (snapshot) => saveSnapshot(store, snapshot),
    ...token,
  };
}
