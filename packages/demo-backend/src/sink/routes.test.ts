import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi, getJson, guestToken } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('stat sink routes', () => {
  it('records a stat ping tagged with the user, and lists it by kind', async () => {
    const token = await guestToken(api.app);
    const before = (await getJson(api.app, '/sink/calls')).body.last_seq as number;
    const res = await post(`/v2/stat?access_token=${token}`, { stat_id: 20_101, seconds: 30 });
    expect(res.statusCode).toBe(200);
    const { calls } = (await getJson(api.app, `/sink/calls?kind=stat&since=${before}`)).body as unknown as {
      calls: { kind: string; body: unknown; userId: number | null }[];
    };
    expect(calls).toEqual([
      expect.objectContaining({ kind: 'stat', body: { stat_id: 20_101, seconds: 30 } }),
    ]);
    expect(calls[0]!.userId).toEqual(expect.any(Number));
  });

  it('never answers 401 on stat calls, even with a dead token', async () => {
    expect((await post('/v2/stat?access_token=dead', { stat_id: 'x', seconds: 1 })).statusCode).toBe(200);
  });

  it('records every kind of call', async () => {
    const before = (await getJson(api.app, '/sink/calls')).body.last_seq as number;
    await post('/v2/stat/playback/start', { statId: 1, channelId: 1, startType: 'live', position: 0 });
    await post('/v2/stat/playback/update', { statId: 1, position: 120 });
    await post('/v2/stat/playback/error', { statId: 1, position: 3, code: 'x' });
    await post('/v2/stat/tracking', { fts: 1_700_000_000, evtp: 1 });
    await post('/v2/stat/events', { event: 'play', name_template: 'channel', value: 1, source: 'grid' });
    await post('/v2/stat/ads', { ad: 'a1', event: 'start', place: 'pre_roll', number: 1, object_id: 101 });
    await api.app.inject({
      method: 'POST',
      url: '/v2/stat',
      payload: '{"stat_id":1,"seconds":2}',
      headers: { 'content-type': 'text/plain' },
    });
    const px = await api.app.inject({ method: 'GET', url: '/sink/px?kind=vast&event=impression&ad=x' });
    expect(px.headers['content-type']).toBe('image/gif');
    expect(px.headers['cache-control']).toBe('no-store');
    await api.app.inject({ method: 'GET', url: '/sink/tns?channel=1' });
    await api.app.inject({ method: 'GET', url: '/sink/click?ad=x' });
    const { calls } = (await getJson(api.app, `/sink/calls?since=${before}`)).body as unknown as {
      calls: { kind: string; query: Record<string, string> }[];
    };
    expect(calls.map((c) => c.kind)).toEqual([
      'playback_start',
      'playback_update',
      'playback_error',
      'tracking',
      'analytics',
      'ad_analytics',
      'stat',
      'ad_pixel',
      'tns',
      'ad_click',
    ]);
    expect(calls[7]!.query).toEqual({ kind: 'vast', event: 'impression', ad: 'x' });
  });

  it('refuses bad stat bodies naming the field, then still serves', async () => {
    const res = await post('/v2/stat', { stat_id: 1, seconds: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { field: 'seconds' } });
    const beacon = await api.app.inject({
      method: 'POST',
      url: '/v2/stat',
      payload: '{oops',
      headers: { 'content-type': 'text/plain' },
    });
    expect(beacon.json()).toMatchObject({ error: { status: 400, field: 'body' } });
    expect((await getJson(api.app, '/sink/calls?kind=nope')).body).toMatchObject({
      error: { field: 'kind' },
    });
    expect((await getJson(api.app, '/sink/calls')).status).toBe(200);
  });

  it('clears the calls on DELETE', async () => {
    await post('/v2/stat', { stat_id: 1, seconds: 1 });
    await api.app.inject({ method: 'DELETE', url: '/sink/calls' });
    expect((await getJson(api.app, '/sink/calls')).body.calls).toEqual([]);
  });
});
