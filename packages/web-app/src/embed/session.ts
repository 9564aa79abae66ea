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
import { browserStartupDeps } from '../session/browser-startup';
import type { StartupParams } from '../session/query-params';
import { runStartup } from '../session/startup';

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
  let token: string | null = null;
  const endpoints = createEndpoints(createApiClient({ baseUrl: base, token: () => token, language }));
  const result = await runStartup({
    ...browserStartupDeps(endpoints, params, {
      applyToken: (value) => {
        token = value;
      },
    }),
    // An embed starts from fresh answers only: it has no session to reconcile a stored start with later.
    snapshot: () => null,
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
