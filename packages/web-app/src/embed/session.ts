/**
 * The embed's own start (000 §4 Startup, guest session included) without the main app's router or
 * modals: the same `runStartup` flow, storage and device data as the app, so an embed and the app on
 * one browser share the viewer's guest account. What the app shows as modals (sign-in, region block)
 * an embed shows as a message in the frame.
 */
import { createEndpoints, type Endpoints } from '../api/endpoints';
import { createApiClient } from '../api/http';
import type { Network, User } from '../api/schemas';
import { apiBase } from '../config';
import { runAutoAuth } from '../session/auto-auth';
import { deviceData, deviceSerial, randomId } from '../session/device';
import type { StartupParams } from '../session/query-params';
import { runStartup } from '../session/startup';
import {
  browserStore,
  cookieAccessToken,
  isCredentials,
  isStoredToken,
  KEYS,
  readJson,
} from '../session/storage';

export type EmbedSession =
  | {
      state: 'ready';
      apiBase: string;
      token: string;
      endpoints: Endpoints;
      network: Network;
      user: User | null;
    }
  /** `key` names the text to show; `detail` carries the server's words when there are any. */
  | { state: 'stopped'; key: string; detail: string | null };

export async function startEmbedSession(
  params: StartupParams,
  language: () => string,
): Promise<EmbedSession> {
  const base = apiBase();
  if (!base) return { state: 'stopped', key: 'no_api_base', detail: null };
  const store = browserStore();
  let token: string | null = null;
  const endpoints = createEndpoints(createApiClient({ baseUrl: base, token: () => token, language }));
  const result = await runStartup({
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
    }),
    saveToken: (value) => store.set(KEYS.token, JSON.stringify(value)),
    saveCredentials: (value) => store.set(KEYS.guest, JSON.stringify(value)),
    clear: () => {
      store.remove(KEYS.token);
      store.remove(KEYS.guest);
    },
    applyToken: (value) => {
      token = value;
    },
    autoAuth: runAutoAuth,
  });
  switch (result.state) {
    case 'ready':
      return {
        state: 'ready',
        apiBase: base,
        token: result.token,
        endpoints,
        network: result.network,
        user: result.user,
      };
    case 'region-blocked':
      return { state: 'stopped', key: 'region_blocked_text', detail: result.message };
    case 'auth-only':
      return { state: 'stopped', key: 'auth_required', detail: null };
    case 'failed':
      return { state: 'stopped', key: 'startup_failed', detail: result.error.message };
  }
}
