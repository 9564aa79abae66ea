import { createHttpStatsClient, StatsSendError } from './http-stats-client';
import { createQoeTracker, qoeFigures } from './qoe';

function fakeFetch(status = 200) {
  const requests: { url: string; body: unknown; method: string | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), body: JSON.parse(String(init?.body)), method: init?.method });
    return new Response('{"ok":true}', { status });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe('HTTP stats client', () => {
  it('posts every call to its /v2 stat path with the access token', async () => {
    const { fetch, requests } = fakeFetch();
    const api = createHttpStatsClient({ baseUrl: 'http://api.test/v2/', accessToken: () => 't k', fetch });
    await api.stat(20_041, 30, { position: 630 });
    await api.playbackStart({ statId: 20_041, contentId: 41, startType: 'resume', position: 600 });
    await api.playbackUpdate({ statId: 20_041, position: 719 });
    await api.playbackError({ statId: 1, position: 3, code: 404, qoe: qoeFigures(createQoeTracker(), 0, 0) });
    await api.tracking({ fts: 1_700_000_000, evtp: 3 });
    await api.analytics({ event: 'play', name_template: 'watch_5_minutes', value: 41, source: 'content' });
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', 'http://api.test/v2/stat?access_token=t%20k'],
      ['POST', 'http://api.test/v2/stat/playback/start?access_token=t%20k'],
      ['POST', 'http://api.test/v2/stat/playback/update?access_token=t%20k'],
      ['POST', 'http://api.test/v2/stat/playback/error?access_token=t%20k'],
      ['POST', 'http://api.test/v2/stat/tracking?access_token=t%20k'],
      ['POST', 'http://api.test/v2/stat/events?access_token=t%20k'],
    ]);
    expect(requests[0]?.body).toEqual({ stat_id: 20_041, seconds: 30, position: 630 });
    expect(requests[4]?.body).toEqual({ fts: 1_700_000_000, evtp: 3 });
  });

  it('rejects 5xx as retryable and 4xx as permanent', async () => {
    const down = createHttpStatsClient({ baseUrl: 'http://api.test/v2', fetch: fakeFetch(503).fetch });
    await expect(down.stat(1, 30)).rejects.toMatchObject({ status: 503, retryable: true });
    const refused = createHttpStatsClient({ baseUrl: 'http://api.test/v2', fetch: fakeFetch(400).fetch });
    await expect(refused.tracking({ fts: 1, evtp: 1 })).rejects.toMatchObject({
      status: 400,
      retryable: false,
    });
    const offline = createHttpStatsClient({
      baseUrl: 'http://api.test/v2',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch,
    });
    await expect(offline.stat(1, 30)).rejects.toBeInstanceOf(StatsSendError);
  });

  it('sends a call as a beacon to the same url and body', () => {
    const beacons: [string, string][] = [];
    const api = createHttpStatsClient({
      baseUrl: 'http://api.test/v2',
      accessToken: 'tok',
      sendBeacon: (url, data) => beacons.push([url, data]) > 0,
    });
    expect(api.beacon?.({ method: 'stat', statId: 10_001, seconds: 15 })).toBe(true);
    expect(beacons).toEqual([['http://api.test/v2/stat?access_token=tok', '{"stat_id":10001,"seconds":15}']]);
    const refusing = createHttpStatsClient({
      baseUrl: 'http://api.test/v2',
      sendBeacon: () => {
        throw new Error('quota');
      },
    });
    expect(refusing.beacon?.({ method: 'tracking', payload: { fts: 1, evtp: 1 } })).toBe(false);
  });
});
