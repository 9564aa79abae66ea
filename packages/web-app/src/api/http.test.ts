import { z } from 'zod';
import { debugTrace } from './debug-trace';
import type { ErrorAction } from './error-policy';
import { ApiError } from './errors';
import { createApiClient, unwrapData } from './http';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(status: number, body: string) {
  const calls: Call[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fn: fn as typeof fetch };
}

const schema = z.looseObject({ id: z.number(), name: z.string() });

function client(status: number, body: string, token: string | null = 'tok') {
  const fake = fakeFetch(status, body);
  const actions: ErrorAction[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/v2/',
    fetch: fake.fn,
    token: () => token,
    language: () => 'ru',
    hooks: { onErrorAction: (action) => actions.push(action) },
  });
  return { api, calls: fake.calls, actions };
}

describe('createApiClient', () => {
  it('sends access_token as a query parameter and Accept-Language from the stored language', async () => {
    const { api, calls } = client(200, '{"id":1,"name":"One"}');
    await api.request({ path: '/channels/1', schema, query: { ts: 5, skip: undefined } });
    expect(calls[0]?.url).toBe('http://api.test/v2/channels/1?ts=5&access_token=tok');
    expect(new Headers(calls[0]?.init?.headers).get('Accept-Language')).toBe('ru');
  });

  it('leaves the token off when the call says so', async () => {
    const { api, calls } = client(200, '{"id":1,"name":"One"}');
    await api.request({ path: '/users', method: 'POST', body: { a: 1 }, schema, auth: false });
    expect(calls[0]?.url).toBe('http://api.test/v2/users');
    expect(calls[0]?.init?.body).toBe('{"a":1}');
  });

  it('unwraps a data envelope and validates the inside', async () => {
    const { api } = client(200, '{"data":{"id":2,"name":"Two","extra":true}}');
    await expect(api.request({ path: '/x', schema })).resolves.toEqual({ id: 2, name: 'Two', extra: true });
  });

  it('turns malformed JSON into a clear malformed ApiError and reports it to the generic handler', async () => {
    const { api, actions } = client(200, '<html>oops');
    const error = await api.request({ path: '/x', schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    expect((error as ApiError).message).toContain('not JSON');
    expect(actions).toEqual([{ kind: 'generic', message: '/x: the answer is not JSON' }]);
  });

  it('names the field when the answer breaks the contract', async () => {
    const { api } = client(200, '{"id":"one","name":"x"}');
    const error = (await api.request({ path: '/x', schema }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/^\/x: id /);
  });

  it('keeps the server error code and message and raises the token flag on 401', async () => {
    const { api, actions } = client(
      401,
      '{"error":{"status":401,"error_code":"authentication_failed","message":"Token expired"}}',
    );
    const error = (await api.request({ path: '/users/self', schema }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.errorCode).toBe('authentication_failed');
    expect(error.message).toBe('Token expired');
    expect(actions).toEqual([{ kind: 'token-error' }]);
  });

  it('reports a 403 on device authorisation as a region block with the server message', async () => {
    const { api, actions } = client(
      403,
      '{"error":{"status":403,"message":"Service unavailable in your country"}}',
    );
    await api.request({ path: '/auth/device', schema, tag: 'device-auth' }).catch(() => undefined);
    expect(actions).toEqual([{ kind: 'region-block', message: 'Service unavailable in your country' }]);
  });

  it('still reports a dead token from a quiet call', async () => {
    const { api, actions } = client(401, '{"error":{"error_code":"authentication_failed"}}');
    await api.request({ path: '/contents/1/meta', schema, quiet: true }).catch(() => undefined);
    expect(actions).toEqual([{ kind: 'token-error' }]);
  });

  it('stays quiet when the caller handles the failure itself', async () => {
    const { api, actions } = client(500, 'Internal Server Error');
    const error = (await api
      .request({ path: '/x', schema, quiet: true })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.message).toBe('error 500');
    expect(actions).toEqual([]);
  });

  it('reports a failed network as a network ApiError', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test/v2',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    const error = (await api.request({ path: '/x', schema }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
  });
});

// Issue 35: a money call whose answer was lost is pressed again; the operator must see the same key.
describe('createApiClient idempotency keys', () => {
  it('sends one key for every attempt of an operation until it succeeds, and none without an intent', async () => {
    const sent: (string | null)[] = [];
    let answers = [0, 200, 200];
    const api = createApiClient({
      baseUrl: 'http://api.test/v2',
      // A signed-in viewer's calls (without a token they are not sent at all, 000 §8).
      token: () => 't',
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Headers(init?.headers).get('Idempotency-Key'));
        const [status = 200, ...rest] = answers;
        answers = rest;
        if (status === 0) throw new TypeError('Failed to fetch');
        return new Response('{"id":1,"refunded":"1.00"}', { status });
      }) as typeof fetch,
    });
    const unsubscribe = () =>
      api.request({
        method: 'DELETE',
        path: '/users/self/subscriptions/12',
        schema: z.unknown(),
        intent: 'unsubscribe:12',
      });
    await expect(unsubscribe()).rejects.toBeInstanceOf(ApiError);
    await unsubscribe();
    await unsubscribe();
    await api.request({ path: '/users/self/balance', schema: z.unknown() });
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
    expect(sent[3]).toBeNull();
  });
});

describe('unwrapData', () => {
  it('unwraps envelopes but not entities that carry a data field', () => {
    expect(unwrapData({ data: [1], total: 1 })).toEqual([1]);
    expect(unwrapData({ id: 5, data: 'x' })).toEqual({ id: 5, data: 'x' });
    expect(unwrapData([1, 2])).toEqual([1, 2]);
  });
});

// Issue 21 item 10: before the fix a call had no deadline — a server that accepted the connection and
// never answered left the promise pending for ever (this test's first expectation timed out).
describe('createApiClient deadlines', () => {
  function hangingFetch() {
    const seen: AbortSignal[] = [];
    const fn = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal) seen.push(signal);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    return { seen, fn: fn as typeof fetch };
  }

  afterEach(() => vi.useRealTimers());

  it('fails a hung call as a network error (the §8 download error) after its deadline', async () => {
    vi.useFakeTimers();
    const hang = hangingFetch();
    const actions: ErrorAction[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/v2',
      fetch: hang.fn,
      timeoutMs: 5_000,
      hooks: { onErrorAction: (action) => actions.push(action) },
    });
    const pending = api.request({ path: '/channels', schema }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(hang.seen[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(error.message).toBe('/channels: no answer within 5 s');
    expect(actions).toEqual([{ kind: 'generic', message: '/channels: no answer within 5 s' }]);
  });

  it('lets the caller cancel silently, with the caller’s own reason', async () => {
    const hang = hangingFetch();
    const api = createApiClient({ baseUrl: 'http://api.test/v2', fetch: hang.fn });
    const controller = new AbortController();
    const pending = api.request({ path: '/x', schema, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new Error('left the page'));
    expect(((await pending) as Error).message).toBe('left the page');
  });

  it('covers a body that stalls after the headers', async () => {
    vi.useFakeTimers();
    const fn = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      ({
        ok: true,
        status: 200,
        text: () =>
          new Promise<string>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
          ),
      }) as unknown as Response) as typeof fetch;
    const api = createApiClient({ baseUrl: 'http://api.test/v2', fetch: fn, timeoutMs: 1_000 });
    const pending = api.request({ path: '/slow', schema }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(((await pending) as ApiError).kind).toBe('network');
  });
});

// Issue 21 item 2: a network error's message is shown, copied and logged; before the fix an engine
// error quoting the URL ("…/channels?access_token=tok") reached the viewer's error text as it was.
describe('error texts carry no token', () => {
  it('cuts the token out of a failure that quotes the URL', async () => {
    const fn = (async (input: RequestInfo | URL) => {
      throw new TypeError(`NetworkError when attempting to fetch resource ${String(input)}`);
    }) as typeof fetch;
    const api = createApiClient({ baseUrl: 'http://api.test/v2', fetch: fn, token: () => 's3cret-token' });
    const error = (await api.request({ path: '/channels', schema }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).not.toContain('s3cret-token');
    expect(error.message).toContain('access_token=***');
  });

  // Issue 35 item 6: the error the app logs to the console (brand, schedule, push, survey failures) kept the
  // call's URL with access_token in it (checked against the code before the fix: this test failed).
  it('gives an error that carries no token, in any field, to whoever logs it', async () => {
    const fn = (async () => new Response('{"error":{"message":"no"}}', { status: 500 })) as typeof fetch;
    const api = createApiClient({ baseUrl: 'http://api.test/v2', fetch: fn, token: () => 's3cret-token' });
    const error = (await api.request({ path: '/channels', schema }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    const logged = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    expect(logged).not.toContain('s3cret-token');
    expect(error.url).toBe('http://api.test/v2/channels?access_token=***');
  });

  describe('show_debug trace (001 §2 "show_debug enables console logging")', () => {
    const traced = (status: number, body: string, schemaOf = schema) => {
      const lines: string[] = [];
      const fake = fakeFetch(status, body);
      const api = createApiClient({
        baseUrl: 'http://api.test/v2',
        fetch: fake.fn,
        token: () => 'secret-token',
        trace: (line) => lines.push(line),
      });
      return {
        lines,
        call: () => api.request({ method: 'POST', path: '/users/self/x', schema: schemaOf, query: { q: 1 } }),
      };
    };

    it('writes one line per call with method, path, status and time, never the token or the query', async () => {
      const { lines, call } = traced(200, '{"id":1,"name":"One"}');
      await call();
      expect(lines).toEqual([expect.stringMatching(/^POST \/users\/self\/x → 200 \(\d+ ms\)$/)]);
      expect(lines.join()).not.toContain('secret-token');
    });

    it('says how a call failed: the HTTP status, or the kind of failure', async () => {
      const refused = traced(404, '{"error":{"message":"No such thing"}}');
      await expect(refused.call()).rejects.toBeInstanceOf(ApiError);
      expect(refused.lines[0]).toMatch(/^POST \/users\/self\/x → 404: /);
      const invalid = traced(200, '{"id":"one"}');
      await expect(invalid.call()).rejects.toBeInstanceOf(ApiError);
      expect(invalid.lines[0]).toMatch(/^POST \/users\/self\/x → 200 invalid: \/users\/self\/x: id /);
    });

    it('is the console only with show_debug, marked as the app’s', () => {
      expect(debugTrace({ showDebug: false })).toBeUndefined();
      const log = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
      debugTrace({ showDebug: true })?.('GET /channels → 200 (5 ms)');
      expect(log).toHaveBeenCalledWith('[onair api] GET /channels → 200 (5 ms)');
      log.mockRestore();
    });
  });
});
