/**
 * The default `StatsApi`'s requests over the operator's `/v2` stat endpoints (our demo backend's stat sink speaks them):
 *   POST {base}/stat  {stat_id, seconds, position?, qoe?, view?, final?, exit?}   POST {base}/stat/playback/{start|update|error}
 *   POST {base}/stat/tracking {fts, evtp}                      POST {base}/stat/events {event, name_template, value, source}
 * `access_token` travels as a query parameter, so a beacon (which cannot set headers) carries it too.
 * A 4xx other than 408/429 will not get better by retrying: it rejects as permanent and the queue drops it.
 * It lives in the lazy stats chunk: hosts create it through `createHttpStatsApi` (./http-stats-api.ts), whose
 * small stand-in in the core hands calls over once this module has arrived.
 */
import type { HttpStatsApiOptions, StatsApi, StatsCall } from './types';

/** A rejected stat call; `retryable` false tells the send queue not to try again. */
export class StatsSendError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'StatsSendError';
  }
}

/** Where a call goes and what it carries. */
export function statsRequest(call: StatsCall): { path: string; body: unknown } {
  switch (call.method) {
    case 'stat':
      return {
        path: '/stat',
        body: {
          stat_id: call.statId,
          seconds: call.seconds,
          position: call.position,
          qoe: call.qoe,
          view: call.view,
          final: call.final,
          exit: call.exit,
        },
      };
    case 'playbackStart':
      return { path: '/stat/playback/start', body: call.payload };
    case 'playbackUpdate':
      return { path: '/stat/playback/update', body: call.payload };
    case 'playbackError':
      return { path: '/stat/playback/error', body: call.payload };
    case 'tracking':
      return { path: '/stat/tracking', body: call.payload };
    case 'analytics':
      return { path: '/stat/events', body: call.event };
    case 'history':
      // No separate history call on /v2: history follows the stat pings' position.
      return { path: '', body: null };
  }
}

export function createHttpStatsClient(options: HttpStatsApiOptions): StatsApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const sendBeacon =
    options.sendBeacon ??
    (typeof nav?.sendBeacon === 'function'
      ? (url: string, data: string) => nav.sendBeacon(url, data)
      : undefined);

  function url(path: string): string {
    const token = typeof options.accessToken === 'function' ? options.accessToken() : options.accessToken;
    return token ? `${base}${path}?access_token=${encodeURIComponent(token)}` : `${base}${path}`;
  }

  async function post(call: StatsCall, signal?: AbortSignal): Promise<void> {
    const { path, body } = statsRequest(call);
    if (!path) return;
    const target = url(path);
    let res: Response;
    try {
      res = await doFetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
        signal: signal ?? null,
      });
    } catch (cause) {
      throw new StatsSendError(`${call.method}: network error (${String(cause)})`, null, true);
    }
    if (res.ok) return;
    const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
    throw new StatsSendError(`${call.method}: HTTP ${res.status} from ${path}`, res.status, retryable);
  }

  const api: StatsApi = {
    stat: (statId, seconds, extra, opts) => post({ method: 'stat', statId, seconds, ...extra }, opts?.signal),
    playbackStart: (payload, opts) => post({ method: 'playbackStart', payload }, opts?.signal),
    playbackUpdate: (payload, opts) => post({ method: 'playbackUpdate', payload }, opts?.signal),
    playbackError: (payload, opts) => post({ method: 'playbackError', payload }, opts?.signal),
    tracking: (payload, opts) => post({ method: 'tracking', payload }, opts?.signal),
    analytics: (event, opts) => post({ method: 'analytics', event }, opts?.signal),
  };
  if (sendBeacon) {
    api.beacon = (call) => {
      const { path, body } = statsRequest(call);
      if (!path) return true;
      try {
        return sendBeacon(url(path), JSON.stringify(body));
      } catch {
        return false;
      }
    };
  }
  return api;
}
