/**
 * The app's analytics (analytics.ts) on the operator's stat endpoint (001 §7 "Analytics events": POST
 * /stat/events `{events}`), one per API client, so every screen's events share one batch and one queue.
 */

import type { ApiClient } from '../api/http';
import { anyBody } from '../api/schemas';
import { useSession } from '../session/context';
import { type Analytics, type AnalyticsSink, createAnalytics } from './analytics';

const perApi = new WeakMap<ApiClient, Analytics>();

export function operatorSink(api: ApiClient): AnalyticsSink {
  return {
    send: (events) =>
      // keepalive: a batch already on its way when the page goes (a full navigation) still arrives; the
      // pagehide beacon carries only what had not left yet.
      api.request({
        method: 'POST',
        path: '/stat/events',
        schema: anyBody,
        body: { events },
        quiet: true,
        keepalive: true,
      }),
    // A beacon cannot carry headers: the token rides in the URL as the stat calls' does.
    beacon: (events) => navigator.sendBeacon?.(api.url('/stat/events'), JSON.stringify({ events })),
  };
}

export function analyticsFor(api: ApiClient): Analytics {
  let analytics = perApi.get(api);
  if (!analytics) {
    analytics = createAnalytics({
      sink: operatorSink(api),
      timers: {
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
        now: () => Date.now(),
      },
      production: import.meta.env.PROD,
      page: window,
    });
    perApi.set(api, analytics);
  }
  return analytics;
}

/** The session's analytics; null until the API is known. */
export function useAnalytics(): Analytics | null {
  const { api } = useSession();
  return api ? analyticsFor(api) : null;
}
