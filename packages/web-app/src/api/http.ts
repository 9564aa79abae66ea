/**
 * The /v2 HTTP client: adds `access_token` as a query parameter and `Accept-Language` from the stored
 * language (000 §7), parses and validates every answer with its zod schema, and routes failures through
 * the §8 catalogue (error-policy) to the session hooks. A malformed body is an ApiError, never a crash.
 * Every call has a deadline: a server that accepts the connection and never answers must not leave a
 * screen spinning for ever, so after `timeoutMs` the call is aborted and fails like a lost network
 * (the §8 download error), while the caller's own signal still cancels it silently.
 */
import type { z } from 'zod';
import { type EndpointTag, type ErrorAction, errorAction } from './error-policy';
import { ApiError, httpError } from './errors';
import { createIntentKeys, type IntentKeys } from './intent-keys';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestSpec<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  schema: S;
  query?: Query;
  body?: unknown;
  /** Send the access token (default true when one exists). */
  auth?: boolean;
  /** Extra request headers (a parental approval, parental/approval-store.ts). */
  headers?: Record<string, string>;
  tag?: EndpointTag;
  signal?: AbortSignal;
  /**
   * The caller shows its own error (a not-found page, an inline state), so the generic message modal is
   * skipped; session-level meanings (dead token, region block) are still reported.
   */
  quiet?: boolean;
  /**
   * A money operation the viewer may press again ('unsubscribe:12'): every attempt carries the same
   * Idempotency-Key until one succeeds (intent-keys.ts), so a retry never pays twice.
   */
  intent?: string;
  /** The call outlives the page (fetch `keepalive`): a batch of analytics sent as the viewer navigates away. */
  keepalive?: boolean;
}

export interface ApiHooks {
  /** Called once per failed call with what the §8 catalogue says it means. */
  onErrorAction?: (action: ErrorAction, error: ApiError, tag: EndpointTag) => void;
}

/**
 * The calls that need a viewer's token (000 §8 'Authorization required'): the account's own, all under /users/self
 * but the network information, which the start asks before it has a token.
 */
const ACCOUNT_PATH = /^\/users\/self(?!\/network(?:[/?]|$))(?:[/?]|$)/;
export const AUTHORIZATION_REQUIRED = 'Authorization required';

/** How long one call may take, headers and body, before it fails as a network error. */
export const API_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  baseUrl: string;
  /** Deadline per call (default API_TIMEOUT_MS). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  token?: () => string | null | undefined;
  language?: () => string;
  hooks?: ApiHooks;
  /** Idempotency keys per operation (default: a fresh store for this client). */
  intentKeys?: IntentKeys;
  /**
   * 001 §2 `show_debug` "enables console logging": one line per call — method, path, outcome and time.
   * Never the query (it carries the access token) and never a body.
   */
  trace?: (line: string) => void;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.infer<S>>;
  url(path: string, query?: Query, auth?: boolean): string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The operator wraps some answers in `{ data }` (with paging fields beside it); the contract is the inside.
 * An entity that merely has a `data` field (it also has an `id`) is left alone.
 */
export function unwrapData(body: unknown): unknown {
  return isRecord(body) && 'data' in body && !('id' in body) ? body.data : body;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  function url(path: string, query: Query = {}, auth = true): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const token = auth ? options.token?.() : null;
    if (token) params.set('access_token', token);
    const search = params.toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const intentKeys = options.intentKeys ?? createIntentKeys();

  async function send(
    spec: RequestSpec<z.ZodType>,
    target: string,
  ): Promise<{ body: unknown; status: number }> {
    const headers = new Headers({ ...spec.headers, Accept: 'application/json' });
    headers.set('Accept-Language', options.language?.() ?? 'en');
    if (spec.intent) headers.set('Idempotency-Key', intentKeys.keyFor(spec.intent));
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException('The API did not answer in time', 'TimeoutError')),
      timeoutMs,
    );
    const onCallerAbort = () => deadline.abort(spec.signal?.reason);
    if (spec.signal?.aborted) onCallerAbort();
    else spec.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const init: RequestInit = { method: spec.method ?? 'GET', headers, signal: deadline.signal };
    if (spec.keepalive) init.keepalive = true;
    if (spec.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(spec.body);
    }
    const failed = (cause: unknown): never => {
      if (spec.signal?.aborted) throw cause;
      const message = deadline.signal.aborted
        ? `${spec.path}: no answer within ${Math.round(timeoutMs / 1000)} s`
        : cause instanceof Error
          ? // A fetch failure's text may quote the URL (some engines and polyfills do): ApiError redacts it.
            cause.message
          : 'network failure';
      throw new ApiError('network', message, target);
    };
    let res: Response;
    let text: string;
    try {
      res = await doFetch(target, init);
      // The body can stall after the headers, so the deadline covers reading it too.
      text = await res.text();
    } catch (cause) {
      return failed(cause);
    } finally {
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', onCallerAbort);
    }
    let body: unknown = null;
    let parsed = text.trim().length === 0;
    if (!parsed) {
      try {
        body = JSON.parse(text);
        parsed = true;
      } catch {
        // An HTML error page is still an HTTP error; a 2xx that is not JSON is malformed.
      }
    }
    if (!res.ok) throw httpError(target, res.status, body);
    // Carried out: the next press of the same operation is a new operation.
    if (spec.intent) intentKeys.succeeded(spec.intent);
    if (!parsed) throw new ApiError('malformed', `${spec.path}: the answer is not JSON`, target, res.status);
    return { body, status: res.status };
  }

  async function request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.infer<S>> {
    const tag = spec.tag ?? 'other';
    const target = url(spec.path, spec.query, spec.auth ?? true);
    // 000 §8 "Missing access token raises 'Authorization required' in most calls": a call about the viewer's own
    // account (/users/self…) is not sent without a token; the caller gets the error, the session hears nothing.
    if (spec.auth !== false && !options.token?.() && ACCOUNT_PATH.test(spec.path))
      throw new ApiError('http', AUTHORIZATION_REQUIRED, target, null, 'authorization_required');
    const started = Date.now();
    const trace = (outcome: string) =>
      options.trace?.(`${spec.method ?? 'GET'} ${spec.path} → ${outcome} (${Date.now() - started} ms)`);
    try {
      const { body, status } = await send(spec, target);
      const checked = spec.schema.safeParse(unwrapData(body));
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const where = issue?.path.length ? issue.path.join('.') : '(root)';
        throw new ApiError(
          'invalid',
          `${spec.path}: ${where} ${issue?.message ?? 'is invalid'}`,
          target,
          200,
          null,
          body,
        );
      }
      trace(String(status));
      return checked.data;
    } catch (error) {
      trace(
        error instanceof ApiError
          ? `${error.status ?? error.kind}${error.kind === 'http' ? '' : ` ${error.kind}`}: ${error.message}`
          : 'cancelled',
      );
      if (error instanceof ApiError) {
        const action = errorAction(tag, error);
        if (!(spec.quiet && action.kind === 'generic')) options.hooks?.onErrorAction?.(action, error, tag);
      }
      throw error;
    }
  }

  return { baseUrl: base, request, url };
}
