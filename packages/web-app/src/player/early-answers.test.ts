import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askEarly,
  EARLY_ANSWER_MAX_AGE_MS,
  earlyCallOf,
  fetchWithEarlyAnswers,
  peekEarlyJson,
  takeEarly,
} from './early-answers';

const BASE = 'http://api.test/v2';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

// Every answer a test left held expires by the module's own rule (takeEarly drops the too old), so the next test
// starts with none.
afterEach(() => {
  takeEarly({ kind: 'channel', ref: '', token: '' }, undefined, () => Number.MAX_SAFE_INTEGER);
});

describe('early answers: the player calls the entry sent before the page rendered', () => {
  it('sends the call as the player would and hands its answer to that very call, once', async () => {
    const sent: Array<[string, RequestInit | undefined]> = [];
    const early = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      sent.push([String(url), init]);
      return json({ hls_mbr: 'early' });
    }) as unknown as typeof fetch;
    askEarly('channel-stream', 1, { base: `${BASE}/`, token: 'tok', language: 'en', fetcher: early });
    expect(sent[0]?.[0]).toBe(`${BASE}/channels/1/stream?access_token=tok`);
    expect(sent[0]?.[1]?.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' });

    const network = vi.fn(async () => json({ hls_mbr: 'network' })) as unknown as typeof fetch;
    const fetcher = fetchWithEarlyAnswers(() => [], network);
    const first = await fetcher(`${BASE}/channels/1/stream?access_token=tok`, { method: 'GET' });
    expect(await first.json()).toEqual({ hls_mbr: 'early' });
    const second = await fetcher(`${BASE}/channels/1/stream?access_token=tok`);
    expect(await second.json()).toEqual({ hls_mbr: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never hands an answer asked with another token, for another call or too old', async () => {
    let clock = 1_000;
    const early = (async () => json({ early: true })) as typeof fetch;
    askEarly('channel-stream', 1, {
      base: BASE,
      token: 'revoked',
      language: 'en',
      fetcher: early,
      now: () => clock,
    });
    const call = { kind: 'channel-stream' as const, ref: '1', token: 'renewed' };
    expect(
      takeEarly(
        call,
        () => [],
        () => clock,
      ),
    ).toBeNull();
    expect(
      takeEarly(
        { ...call, kind: 'channel' },
        () => [],
        () => clock,
      ),
    ).toBeNull();
    askEarly('content-stream', 103, {
      base: BASE,
      token: 't',
      language: 'en',
      fetcher: early,
      now: () => clock,
    });
    clock += EARLY_ANSWER_MAX_AGE_MS + 1;
    expect(
      takeEarly(
        { kind: 'content-stream', ref: '103', token: 't' },
        () => [],
        () => clock,
      ),
    ).toBeNull();
  });

  it("takes an answer asked by the address's slug for the id the line-up maps it to", async () => {
    const early = (async () => json({ by: 'slug' })) as typeof fetch;
    askEarly('channel', 'onair-one', { base: BASE, token: 'tok', language: 'en', fetcher: early });
    const fetcher = fetchWithEarlyAnswers((ref) => (ref === '1' ? ['onair-one'] : []));
    expect(await (await fetcher(`${BASE}/channels/1?access_token=tok`)).json()).toEqual({ by: 'slug' });
  });

  it('asks again as the player asks when the early call answered an error (an API that takes no slug)', async () => {
    askEarly('channel-stream', 'onair-one', {
      base: BASE,
      token: 't',
      language: 'en',
      fetcher: (async () => new Response('{"error":{}}', { status: 404 })) as typeof fetch,
    });
    const network = vi.fn(async () => json({ by: 'id' })) as unknown as typeof fetch;
    const fetcher = fetchWithEarlyAnswers((ref) => (ref === '1' ? ['onair-one'] : []), network);
    expect(await (await fetcher(`${BASE}/channels/1/stream?access_token=t`)).json()).toEqual({ by: 'id' });
    expect(network).toHaveBeenCalledWith(`${BASE}/channels/1/stream?access_token=t`, undefined);
  });

  it("asks the network again when the early call failed, and gives up with the caller's abort", async () => {
    askEarly('content-stream', 103, {
      base: BASE,
      token: 't',
      language: 'en',
      fetcher: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    });
    const network = vi.fn(async () => json({ again: true })) as unknown as typeof fetch;
    const res = await fetchWithEarlyAnswers(() => [], network)(`${BASE}/contents/103/stream?access_token=t`);
    expect(await res.json()).toEqual({ again: true });

    askEarly('content-stream', 104, {
      base: BASE,
      token: 't',
      language: 'en',
      fetcher: (() => new Promise(() => undefined)) as typeof fetch,
    });
    const controller = new AbortController();
    const pending = fetchWithEarlyAnswers()(`${BASE}/contents/104/stream?access_token=t`, {
      signal: controller.signal,
    });
    controller.abort(new Error('deadline'));
    await expect(pending).rejects.toThrow('deadline');
  });

  it('reads a player call from its URL: only plain channel, channel stream and film stream calls', () => {
    expect(earlyCallOf(`${BASE}/channels/onair-one/stream?access_token=t`)).toEqual({
      kind: 'channel-stream',
      ref: 'onair-one',
      token: 't',
    });
    expect(earlyCallOf(`${BASE}/channels/1?access_token=t`)).toEqual({
      kind: 'channel',
      ref: '1',
      token: 't',
    });
    expect(earlyCallOf(`${BASE}/contents/103/stream?access_token=t`)?.kind).toBe('content-stream');
    expect(earlyCallOf(`${BASE}/channels/1/stream?ts=5&access_token=t`)).toBeNull();
    expect(earlyCallOf(`${BASE}/channels/1/schedule?access_token=t`)).toBeNull();
    expect(earlyCallOf(`${BASE}/contents/103?access_token=t`)).toBeNull();
    expect(earlyCallOf(`${BASE}/channels/1/stream`)).toBeNull();
    expect(earlyCallOf('not a url')).toBeNull();
  });
});

describe('the channel’s early answer read by the entry itself (issue 38)', () => {
  it('reads a good answer’s body and leaves the answer held for the player, whole', async () => {
    const early = (async () => json({ id: 1, name: 'One' })) as typeof fetch;
    askEarly('channel', 'one', { base: BASE, token: 'tok', language: 'en', fetcher: early });
    const call = { kind: 'channel' as const, ref: '1', token: 'tok' };
    // Asked by slug, read by id through the alias the line-up gave.
    await expect(peekEarlyJson(call, () => ['one'])).resolves.toEqual({ id: 1, name: 'One' });
    const network = vi.fn(async () => json({ from: 'network' })) as unknown as typeof fetch;
    const answer = await fetchWithEarlyAnswers(() => ['one'], network)(`${BASE}/channels/1?access_token=tok`);
    expect(await answer.json()).toEqual({ id: 1, name: 'One' });
    expect(network).not.toHaveBeenCalled();
    // Taken: nothing left to read.
    await expect(peekEarlyJson(call, () => ['one'])).resolves.toBeNull();
  });

  it('reads nothing from an error answer, a failed call, another token, too old an answer, or another kind', async () => {
    let clock = 0;
    const now = () => clock;
    askEarly('channel', '2', {
      base: BASE,
      token: 'tok',
      language: 'en',
      now,
      fetcher: (async () => json({ id: 2 })) as typeof fetch,
    });
    askEarly('channel', '3', {
      base: BASE,
      token: 'tok',
      language: 'en',
      now,
      fetcher: (async () => new Response('{"error":"no"}', { status: 404 })) as typeof fetch,
    });
    askEarly('channel', '4', {
      base: BASE,
      token: 'tok',
      language: 'en',
      now,
      fetcher: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    });
    askEarly('channel-stream', '5', {
      base: BASE,
      token: 'tok',
      language: 'en',
      now,
      fetcher: (async () => json({ hls: 'x' })) as typeof fetch,
    });
    const peek = (ref: string, token = 'tok', kind: 'channel' | 'channel-stream' = 'channel') =>
      peekEarlyJson({ kind, ref, token }, undefined, now);
    await expect(peek('2', 'other')).resolves.toBeNull();
    await expect(peek('3')).resolves.toBeNull();
    await expect(peek('4')).resolves.toBeNull();
    await expect(peek('5', 'tok', 'channel-stream')).resolves.toBeNull();
    await expect(peek('2')).resolves.toEqual({ id: 2 });
    clock = EARLY_ANSWER_MAX_AGE_MS + 1;
    await expect(peek('2')).resolves.toBeNull();
  });
});
