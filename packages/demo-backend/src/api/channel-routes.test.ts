import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW_MS, fixtureApi, getJson, guestToken } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
let token: string;
const nowSec = Math.floor(FIXED_NOW_MS / 1000);
beforeAll(async () => {
  api = await fixtureApi();
  token = await guestToken(api.app);
});
afterAll(() => api.app.close());

type Json = Record<string, unknown>;

describe('channel catalogue', () => {
  it('lists at least 30 channels with the §3 fields and the programme on air', async () => {
    const { status, body } = await getJson(api.app, '/v2/channels');
    const list = body as unknown as Json[];
    expect(status).toBe(200);
    expect(list.length).toBeGreaterThanOrEqual(30);
    const first = list[0]!;
    for (const field of ['id', 'slug', 'name', 'age', 'is_purchased', 'is_4k', 'is_hd', 'is_free', 'logo']) {
      expect(first).toHaveProperty(field);
    }
    expect(first.trackers).toEqual([
      expect.objectContaining({
        tracker_type: 'tns',
        params: expect.objectContaining({ CatID: expect.any(String) }),
      }),
    ]);
    const current = first.current_schedule as Json;
    expect(current.current).toBe(true);
    expect(Number(current.timestamp)).toBeLessThanOrEqual(nowSec);
  });

  it('filters by category and knows the clients’ category ids', async () => {
    const categories = (await getJson(api.app, '/v2/categories')).body as unknown as Json[];
    expect(categories.map((c) => c.id)).toEqual(expect.arrayContaining([16, 8, 5]));
    const kids = (await getJson(api.app, '/v2/channels?category=5')).body as unknown as Json[];
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((c) => Number(c.age) <= 12)).toBe(true);
    expect((await getJson(api.app, '/v2/channels?category=777')).status).toBe(404);
  });

  it('names the categories in the language the request asks for', async () => {
    const name = async (language?: string) => {
      const headers = language ? { 'accept-language': language } : {};
      const list = (await getJson(api.app, '/v2/categories', { headers })).body as unknown as Json[];
      return list.find((c) => c.id === 16);
    };
    expect(await name()).toMatchObject({ name: 'All channels', short: 'All' });
    expect(await name('ru-RU,ru;q=0.9')).toMatchObject({ name: 'Все каналы', short: 'Все' });
    expect(await name('en')).toMatchObject({ name: 'All channels' });
    expect(await name('uz')).toMatchObject({ name: 'Barcha kanallar', short: 'Hammasi' });
    expect(await name('kk-KZ,ru;q=0.8')).toMatchObject({ name: 'Барлық арналар', short: 'Барлығы' });
  });

  it('finds a channel by id or slug and answers 404 in the error shape otherwise', async () => {
    expect((await getJson(api.app, '/v2/channels/retro-tv')).body).toMatchObject({ id: 6, archived_days: 0 });
    const missing = await getJson(api.app, '/v2/channels/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: { status: 404, error_code: 'not_found', message: 'Channel 999 not found' },
    });
  });

  it('points the vitrina channel at a served player page and gives its config', async () => {
    const channel = (await getJson(api.app, '/v2/channels/10')).body;
    expect(channel.stream_types).toEqual([{ type: 'vitrina' }]);
    const config = (await getJson(api.app, '/v2/channels/10/config')).body;
    expect(config).toMatchObject({ config: { web: { player: 'vitrina', url: channel.vitrinaUrl } } });
    const page = await api.app.inject({
      method: 'GET',
      url: String(channel.vitrinaUrl).replace(/^http:\/\/[^/]+/, ''),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/media/live/live2/master.m3u8');
  });
});

describe('schedule', () => {
  it('answers programmes on 20 s boundaries covering the asked window', async () => {
    const url = `/v2/channels/1/schedule?start=${nowSec - 7_200}&end=${nowSec + 7_200}`;
    const list = (await getJson(api.app, url)).body as unknown as Json[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const item of list) {
      expect(Number(item.timestamp) % 20).toBe(0);
      expect(item).toHaveProperty('is_catchup_available');
      expect(item).toHaveProperty('program.title');
    }
    expect(list.filter((item) => item.current === true)).toHaveLength(1);
  });

  it('clamps to ±72 h and refuses an end before the start, naming the field', async () => {
    const wide = (await getJson(api.app, '/v2/channels/1/schedule?start=0&end=4000000000'))
      .body as unknown as Json[];
    expect(Number(wide[0]!.timestamp)).toBeGreaterThan(nowSec - 7 * 86_400 - 5_400);
    const bad = await getJson(api.app, `/v2/channels/1/schedule?start=${nowSec}&end=${nowSec - 10}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { field: 'end' } });
    const nan = await getJson(api.app, '/v2/channels/1/schedule?start=abc');
    expect(nan.body).toMatchObject({ error: { status: 400, field: 'start' } });
  });
});

describe('channel stream', () => {
  const stream = (path: string) =>
    getJson(api.app, `${path}${path.includes('?') ? '&' : '?'}access_token=${token}`);

  it('needs a token', async () => {
    const { status, body } = await getJson(api.app, '/v2/channels/1/stream');
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { error_code: 'authentication_failed' } });
  });

  it('gives live variant and master playlists with stat and trackers', async () => {
    const { body } = await stream('/v2/channels/1/stream');
    expect(body.hls).toBe('http://localhost/media/live/live1/v360/live.m3u8');
    expect(body.hls_mbr).toMatch(/\/media\/live\/live1\/master\.m3u8$/);
    expect(body.stat).toEqual({ id: 10_001 });
    expect(body).not.toHaveProperty('stream_info');
    expect(body).not.toHaveProperty('ad');
  });

  it('gives the archive of the programme containing ts with stream_info', async () => {
    const ts = nowSec - 7_200;
    const { body } = await stream(`/v2/channels/1/stream?ts=${ts}`);
    const info = body.stream_info as { start: number; end: number; offset: number; is_archive: boolean };
    expect(info.is_archive).toBe(true);
    expect(info.offset).toBe(ts - info.start);
    expect(body.hls).toContain(`/archive-${info.start}-${Math.min(info.end, nowSec)}.m3u8`);
  });

  it.each([
    [`/v2/channels/1/stream?ts=${nowSec + 100}`, 400, 'error_schedule_from_future'],
    [`/v2/channels/6/stream?ts=${nowSec - 3_600}`, 403, 'error_schedule_copyright_banned'],
    [`/v2/channels/4/stream?ts=${nowSec - 5 * 86_400}`, 403, 'error_schedule_copyright_banned'],
    ['/v2/channels/7/stream', 403, 'permission_denied'],
    ['/v2/channels/999/stream', 404, 'not_found'],
    ['/v2/channels/1/stream?ts=yesterday', 400, 'invalid_request'],
    ['/v2/channels/1/stream?fault=../../etc', 400, 'invalid_request'],
  ])('%s → %i %s', async (url, status, code) => {
    const res = await stream(url);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: { status, error_code: code } });
  });

  it('applies the fault and ads knobs', async () => {
    const { body } = await stream('/v2/channels/1/stream?fault=404once-abc&ads=broken,inline');
    expect(body.hls).toMatch(/\/media\/fault\/404once-abc\/live\/live1\//);
    const ad = body.ad as { pre_roll: { url: string; step: number }[] };
    expect(ad.pre_roll.map((item) => [new URL(item.url).pathname, item.step])).toEqual([
      ['/vast/broken', 1],
      ['/vast/inline', 2],
    ]);
    const bad = await stream('/v2/channels/1/stream?ads=banner');
    expect(bad.body).toMatchObject({ error: { status: 400, field: 'ads' } });
  });

  it('gives a channel with ads its pre-roll, and no ad in preview', async () => {
    expect((await stream('/v2/channels/2/stream')).body.ad).toMatchObject({ max_advertising: 1 });
    expect((await stream('/v2/channels/2/stream?preview=1')).body).not.toHaveProperty('ad');
  });
});
