import { describe, expect, it, vi } from 'vitest';
import { OperatorApiError } from './api-error';
import { createHttpOperatorApi } from './http-operator-api';

function answer(status: number, body: string | null) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

async function caught(promise: Promise<unknown>): Promise<OperatorApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OperatorApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('http operator api', () => {
  it('names its origin, the one licence servers may share the token with (issue 21 item 4)', () => {
    expect(createHttpOperatorApi({ baseUrl: 'https://api.tv.example/v2/' }).origin).toBe(
      'https://api.tv.example',
    );
  });

  it('asks for a channel stream with ts, access_token and Accept-Language', async () => {
    const fetch = answer(200, JSON.stringify({ hls: 'http://x/live.m3u8', unknown_field: 1 }));
    const api = createHttpOperatorApi({
      baseUrl: 'http://api/v2/',
      accessToken: 'tok',
      language: 'ru',
      fetch,
    });
    const stream = await api.channelStream(7, { ts: 1700000000 });
    expect(stream.hls).toBe('http://x/live.m3u8');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api/v2/channels/7/stream?ts=1700000000&access_token=tok');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ru');
  });

  /** A fetch that never answers until its signal aborts, as a hung server looks to the browser. */
  const hung = vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );

  // Issue 21 item 10: before the fix a hung API call awaited forever (the start-up spinner never ended).
  it('ends a call the server never answers at its deadline with the §8 network error', async () => {
    vi.useFakeTimers();
    try {
      const api = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch: hung, timeoutMs: 3000 });
      const pending = caught(api.channelStream(1));
      await vi.advanceTimersByTimeAsync(3000);
      const error = await pending;
      expect(error.playerError).toMatchObject({
        code: 'network.api_unreachable',
        errorType: 'Network error',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("still lets the caller abort, with the caller's own reason", async () => {
    const api = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch: hung });
    const controller = new AbortController();
    const pending = api.channelStream(1, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes the library id for content streams', async () => {
    const fetch = answer(200, JSON.stringify({ hls: 'http://x/vod.m3u8' }));
    const api = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch });
    await api.contentStream(12, { libraryId: 3 });
    expect(fetch.mock.calls[0]![0]).toBe('http://api/v2/contents/12/stream?library_id=3');
  });

  it('asks the library content stream from where playback starts, and the meta in the library (§7)', async () => {
    const fetch = answer(200, JSON.stringify({ hls: 'http://x/vod.m3u8' }));
    const api = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch });
    await api.contentStream(12, { libraryId: 3, seconds: 95.7 });
    expect(fetch.mock.calls[0]![0]).toBe('http://api/v2/contents/12/stream?library_id=3&seconds=95');
    const meta = answer(200, JSON.stringify({ id: 12 }));
    await createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch: meta }).contentMeta?.(12, {
      libraryId: 3,
    });
    expect(meta.mock.calls[0]![0]).toBe('http://api/v2/contents/12/meta?library_id=3');
  });

  it('turns malformed JSON into a clear source error', async () => {
    const api = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch: answer(200, '{"hls": ') });
    const error = await caught(api.channelStream(1));
    expect(error.playerError.code).toBe('source.malformed_response');
    expect(error.playerError.message).toMatch(/not JSON/);
  });

  it('rejects a response of the wrong shape, naming the field', async () => {
    const api = createHttpOperatorApi({
      baseUrl: 'http://api/v2',
      fetch: answer(200, '{"streams": {"a": 1}}'),
    });
    const error = await caught(api.channelStream(1));
    expect(error.playerError.message).toMatch(/"streams" is not a list/);
  });

  it('keeps the server error code and message from an error body', async () => {
    const body = { error: { status: 403, error_code: 'permission_denied', message: 'Not in your packet' } };
    const api = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch: answer(403, JSON.stringify(body)) });
    const error = await caught(api.channelStream(1));
    expect(error.playerError).toMatchObject({
      httpStatus: 403,
      details: 'permission_denied',
      message: 'Not in your packet',
      category: 'network',
    });
  });

  it('reports an unreachable API as a network error', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch: failing });
    const error = await caught(api.schedule(1, { start: 1, end: 2 }));
    expect(error.playerError.code).toBe('network.api_unreachable');
  });

  it('validates the schedule and posts stats as JSON', async () => {
    const items = [{ id: 1, timestamp: 100, duration: 1800, program: { title: 'News' } }];
    const fetch = answer(200, JSON.stringify({ data: items }));
    const api = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch, accessToken: () => 'fresh' });
    expect(await api.schedule(4, { start: 0, end: 10 })).toEqual(items);
    expect(fetch.mock.calls[0]![0]).toBe(
      'http://api/v2/channels/4/schedule?start=0&end=10&access_token=fresh',
    );
    const bad = createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch: answer(200, '[{"id":1}]') });
    expect((await caught(bad.schedule(4, { start: 0, end: 1 }))).playerError.code).toBe(
      'source.malformed_response',
    );
    const post = answer(204, null);
    await createHttpOperatorApi({ baseUrl: 'http://api/v2', fetch: post }).stat({ stat_id: 9, seconds: 30 });
    expect(post.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"stat_id":9,"seconds":30}' });
  });

  // Issue 35 item 6: the web app runs the player with this client, and the player logs a failed schedule call
  // to the console: the error named the URL with the viewer's token in it.
  it('names a failed call without the token it carried', async () => {
    const api = createHttpOperatorApi({
      baseUrl: 'http://api/v2',
      accessToken: 's3cret',
      fetch: answer(500, '{}'),
    });
    const error = await caught(api.schedule(1, { start: 1, end: 2 }));
    expect(error.playerError.url).toBe('http://api/v2/channels/1/schedule?start=1&end=2&access_token=***');
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('s3cret');
  });
});
