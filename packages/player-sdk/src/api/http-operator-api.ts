/**
 * The default OperatorApi over the operator's `/v2` HTTP API (our demo backend speaks it):
 *   GET  {base}/channels/{id}/stream?ts=&preview=   GET {base}/contents/{id}/stream?library_id=&seconds=
 *   GET  {base}/channels/{id}/schedule?start=&end=  POST {base}/stat
 *   GET  {base}/channels/{id}, /channels/{id}/config, /platform/configuration, /contents/{id}/meta,
 *        /contents/{id}/episodes                     POST {base}/stat/ads   (+ `stats`: the /stat/* calls)
 * Every call sends `access_token` as a query parameter and `Accept-Language`; every answer is validated.
 * Every call has a deadline (`timeoutMs`): a server that never answers is the same §8 "API unreachable"
 * error as one that refuses the connection, so start-up ends in a message instead of a spinner forever.
 */
import { createHttpStatsApi } from '../stats/http-stats-api';
import { apiHttpError, apiMalformedError, apiNetworkError, isRecord } from './api-error';
import type { OperatorApi } from './operator-api';
import { validateSchedule, validateStreamResponse } from './validate';

export interface HttpOperatorApiOptions {
  /** e.g. `http://127.0.0.1:8787/v2` */
  baseUrl: string;
  accessToken?: string | (() => string | undefined);
  language?: string;
  fetch?: typeof fetch;
  /** Deadline of each call, the body included; default 15 s. */
  timeoutMs?: number;
}

type Query = Record<string, string | number | boolean | undefined>;

export function createHttpOperatorApi(options: HttpOperatorApiOptions): OperatorApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function url(path: string, query: Query = {}): string {
    const token = typeof options.accessToken === 'function' ? options.accessToken() : options.accessToken;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, access_token: token })) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  async function request(target: string, init: RequestInit): Promise<unknown> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (options.language) headers.set('Accept-Language', options.language);
    const deadline = new AbortController();
    const abort = () => deadline.abort();
    const timer = setTimeout(abort, options.timeoutMs ?? 15_000);
    init.signal?.addEventListener('abort', abort);
    let res: Response;
    let text: string;
    try {
      if (init.signal?.aborted) abort();
      res = await doFetch(target, { ...init, headers, signal: deadline.signal });
      text = await res.text();
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw apiNetworkError(target, deadline.signal.aborted ? new Error('no answer in time') : cause);
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', abort);
    }
    let body: unknown = null;
    let parsed = text.length === 0;
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
        parsed = true;
      } catch {
        // An error page in HTML is still an HTTP error; a 2xx that is not JSON is malformed.
      }
    }
    if (!res.ok) throw apiHttpError(target, res.status, body);
    if (!parsed) throw apiMalformedError(target, 'the body is not JSON');
    return body;
  }

  /** A JSON object answer (or a list when `list`), else a malformed-answer error naming the call. */
  async function getObject<T>(
    path: string,
    signal: AbortSignal | undefined,
    list = false,
    query: Query = {},
  ): Promise<T> {
    const target = url(path, query);
    const body = await request(target, { signal: signal ?? null });
    if (list ? !Array.isArray(body) : !isRecord(body)) {
      throw apiMalformedError(target, list ? 'the body is not a list' : 'the body is not an object');
    }
    return body as T;
  }

  return {
    origin: new URL(base, globalThis.location?.href).origin,
    stats: createHttpStatsApi({
      baseUrl: base,
      ...(options.accessToken !== undefined ? { accessToken: options.accessToken } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    channel: (channelId, { signal } = {}) => getObject(`/channels/${encodeURIComponent(channelId)}`, signal),
    channelConfig: (channelId, { signal } = {}) =>
      getObject(`/channels/${encodeURIComponent(channelId)}/config`, signal),
    configuration: ({ signal } = {}) => getObject('/platform/configuration', signal),
    contentMeta: (contentId, { libraryId, signal } = {}) =>
      getObject(`/contents/${encodeURIComponent(contentId)}/meta`, signal, false, { library_id: libraryId }),
    episodes: (seriesId, { signal } = {}) =>
      getObject(`/contents/${encodeURIComponent(seriesId)}/episodes`, signal, true),
    async adEvent(payload, { signal } = {}) {
      await request(url('/stat/ads'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: signal ?? null,
      });
    },
    async channelStream(channelId, { ts, preview, signal } = {}) {
      const target = url(`/channels/${encodeURIComponent(channelId)}/stream`, {
        ts,
        preview: preview ? 1 : undefined,
      });
      const checked = validateStreamResponse(await request(target, { signal: signal ?? null }));
      if (typeof checked === 'string') throw apiMalformedError(target, checked);
      return checked;
    },
    async contentStream(contentId, { libraryId, seconds, signal } = {}) {
      const target = url(`/contents/${encodeURIComponent(contentId)}/stream`, {
        library_id: libraryId,
        seconds: seconds === undefined ? undefined : Math.max(0, Math.floor(seconds)),
      });
      const checked = validateStreamResponse(await request(target, { signal: signal ?? null }));
      if (typeof checked === 'string') throw apiMalformedError(target, checked);
      return checked;
    },
    async schedule(channelId, { start, end }, { signal } = {}) {
      const target = url(`/channels/${encodeURIComponent(channelId)}/schedule`, { start, end });
      const checked = validateSchedule(await request(target, { signal: signal ?? null }));
      if (typeof checked === 'string') throw apiMalformedError(target, checked);
      return checked;
    },
    async stat(payload, { signal } = {}) {
      await request(url('/stat'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: signal ?? null,
      });
    },
  };
}
