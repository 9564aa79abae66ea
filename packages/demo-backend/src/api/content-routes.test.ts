import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi, getJson, guestToken } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
let token: string;
beforeAll(async () => {
  api = await fixtureApi();
  token = await guestToken(api.app);
});
afterAll(() => api.app.close());

type Json = Record<string, unknown>;
const authed = (path: string) =>
  getJson(api.app, `${path}${path.includes('?') ? '&' : '?'}access_token=${token}`);

describe('contents', () => {
  it('lists contents with paging and type filter', async () => {
    const all = (await getJson(api.app, '/v2/contents?limit=100')).body as unknown as Json[];
    expect(all.length).toBeGreaterThanOrEqual(20);
    const episodes = (await getJson(api.app, '/v2/contents?content_type=episode&limit=2&offset=1'))
      .body as unknown as Json[];
    expect(episodes.map((e) => e.id)).toEqual([124, 125]);
    expect((await getJson(api.app, '/v2/contents?limit=0')).body).toMatchObject({
      error: { field: 'limit' },
    });
  });

  it('gives a content with its trailers and children, and meta with a token', async () => {
    expect((await getJson(api.app, '/v2/contents/120')).body).toMatchObject({
      content_type: 'series',
      trailers: [{ id: 502 }],
      contents: [{ id: 121 }, { id: 122 }],
    });
    expect((await getJson(api.app, '/v2/contents/101/meta')).status).toBe(401);
    expect((await authed('/v2/contents/125/meta')).body).toMatchObject({
      is_purchased: true,
      next_to_play: { id: 126 },
    });
    expect((await authed('/v2/contents/104/meta')).body).toMatchObject({
      is_purchased: false,
      // 001 §4: the film sold alone (an offer for content × 100000) and the packet that opens it.
      buttons: [
        expect.objectContaining({
          button_type: 'pay',
          show_options: false,
          button_data: { purchase_type_id: 10_400_000 },
        }),
        expect.objectContaining({ button_type: 'pay', show_options: true, button_data: { packet_id: 101 } }),
      ],
    });
    expect((await getJson(api.app, '/v2/contents/4040')).status).toBe(404);
  });

  it('answers the watch history fed by stat pings in content meta', async () => {
    expect((await authed('/v2/contents/103/meta')).body.history).toBeNull();
    await api.app.inject({
      method: 'POST',
      url: `/v2/stat?access_token=${token}`,
      payload: { stat_id: 20_103, seconds: 15 },
    });
    expect((await authed('/v2/contents/103/meta')).body.history).toEqual({
      seconds: 15,
      watch_percentage: 50,
    });
  });

  it('takes the resume point from a ping’s position, not its watched seconds', async () => {
    await api.app.inject({
      method: 'POST',
      url: `/v2/stat?access_token=${token}`,
      payload: { stat_id: 20_103, seconds: 30, position: 21 },
    });
    expect((await authed('/v2/contents/103/meta')).body.history).toMatchObject({ seconds: 21 });
  });

  it('lists the episodes of a series in season order, with the announcement flagged', async () => {
    const list = (await getJson(api.app, '/v2/contents/120/episodes')).body as unknown as Json[];
    expect(list.map((e) => [e.season, e.series])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 2],
      [2, 3],
    ]);
    expect(list.filter((e) => e.is_announcement).map((e) => e.id)).toEqual([128]);
    expect((await getJson(api.app, '/v2/contents/101/episodes')).status).toBe(400);
  });

  it('gives each episode the viewer’s progress in it (001 §3 Episode history entry)', async () => {
    const episodes = (await getJson(api.app, '/v2/contents/120/episodes')).body as unknown as Json[];
    const first = episodes[0] as { id: number; histories: unknown[] };
    expect(first.histories).toEqual([]);
    await api.app.inject({
      method: 'POST',
      url: `/v2/stat?access_token=${token}`,
      payload: { stat_id: 20_000 + first.id, seconds: 30, position: 12 },
    });
    const mine = (await authed(`/v2/contents/120/episodes`)).body as unknown as {
      id: number;
      histories: { seconds: number; watch_percentage: number }[];
    }[];
    expect(mine.find((e) => e.id === first.id)?.histories).toEqual([
      expect.objectContaining({ seconds: 12, watch_percentage: expect.any(Number) }),
    ]);
    expect(mine.filter((e) => e.id !== first.id).every((e) => e.histories.length === 0)).toBe(true);
    // Another viewer (here: nobody signed in) sees none of it.
    const anonymous = (await getJson(api.app, '/v2/contents/120/episodes')).body as unknown as {
      histories: unknown[];
    }[];
    expect(anonymous.every((e) => e.histories.length === 0)).toBe(true);
  });

  it('lists past airings of a featured film as catch-ups', async () => {
    const { catchups } = (await getJson(api.app, '/v2/contents/101/sources')).body as unknown as {
      catchups: { channel_id: number }[];
    };
    expect(catchups.length).toBeGreaterThan(0);
    expect(catchups.every((c) => c.channel_id === 3)).toBe(true);
  });

  it('serves persons and their titles', async () => {
    expect((await getJson(api.app, '/v2/persons/201')).body).toMatchObject({ name: 'Anna Petrova' });
    const titles = (await getJson(api.app, '/v2/persons/201/contents')).body as unknown as Json[];
    expect(titles.map((t) => t.id)).toEqual([101, 111]);
    expect((await getJson(api.app, '/v2/persons/x')).body).toMatchObject({
      error: { status: 400, field: 'id' },
    });
  });
});

describe('content stream', () => {
  it('gives a clear film HLS, DASH, ads on every roll, packshots, playback points and thumbnails', async () => {
    const { body } = await authed('/v2/contents/101/stream');
    expect(body.hls_mbr).toMatch(/\/media\/vod\/feature\/master\.m3u8$/);
    expect(body.streams).toEqual([{ type: 'dash', url: expect.stringMatching(/manifest\.mpd$/) }]);
    const ad = body.ad as Json;
    for (const roll of ['pre_roll', 'middle_roll', 'post_roll', 'post_pause_roll']) {
      expect((ad[roll] as unknown[]).length).toBe(1);
    }
    expect(ad.middle_roll_points).toEqual([
      { position: 10_000, urls: [expect.stringContaining('/vast/pod')] },
    ]);
    expect(body.packshots).toEqual([{ url: expect.stringMatching(/\/media\/packshots\/packshot1\.mp4$/) }]);
    expect(body.playback_points).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'intro', end: 10_000, button: expect.any(Object) }),
      ]),
    );
    expect(body.screenshot_timings).toMatch(/thumbs\.json$/);
    expect(body.content_schedule).toEqual({ channel_id: 3 });
  });

  it('gives a DRM film only protected streams with every licence URL, and breaks the licence on request', async () => {
    const { body } = await authed('/v2/contents/102/stream?drm_fail=403');
    expect(body).not.toHaveProperty('hls');
    expect((body.streams as { type: string }[]).map((s) => s.type)).toEqual([
      'dash_widevine',
      'dash_playready',
      'hls_fairplay',
      'dash_clearkey',
    ]);
    expect(body.laClearkey).toMatch(/\/v2\/drm\/clearkey\/license\?content_id=102&fail=403$/);
    for (const field of ['laWidevine', 'laPlayready', 'laFairplay', 'fpsCertificate', 'drm_provider']) {
      expect(body).toHaveProperty(field);
    }
    expect(body).not.toHaveProperty('ad');
  });

  it.each([
    ['/v2/contents/104/stream', 403, 'permission_denied'],
    ['/v2/contents/106/stream', 404, 'lost_content'],
    ['/v2/contents/128/stream', 403, 'episode_is_announcement'],
    ['/v2/contents/120/stream', 400, 'invalid_request'],
    ['/v2/contents/101/stream?drm_fail=418', 400, 'invalid_request'],
  ])('%s → %i %s', async (url, status, code) => {
    const res = await authed(url);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: { status, error_code: code } });
  });

  it('turns ads off with ads=none and serves trailer streams without a token', async () => {
    expect((await authed('/v2/contents/101/stream?ads=none')).body).not.toHaveProperty('ad');
    expect((await getJson(api.app, '/v2/trailers/501/stream')).body).toMatchObject({
      hls: expect.stringMatching(/master\.m3u8$/),
    });
    expect((await getJson(api.app, '/v2/trailers/999/stream')).status).toBe(404);
  });
});

describe('libraries and channel airings (001 §3 Content meta, §7 Libraries, Library content stream)', () => {
  it('says where a title’s stream comes from: the channel airing it and its library', async () => {
    // 104 airs on the unpurchased channel 7 (Premium Cinema): its packets are that channel's (001 §4).
    expect((await authed('/v2/contents/104/meta')).body).toMatchObject({
      stream_using: { content_schedule: { channel_id: 7 }, library_id: null },
      min_price: 199,
      license_info: expect.any(String),
      user_license_info: { text: 'Not purchased', color: expect.stringMatching(/^#/) },
    });
    // Every fifth generated film is in library 1, the next one in library 2.
    expect((await getJson(api.app, '/v2/contents/2005')).body).toMatchObject({ library_id: 1 });
    expect((await authed('/v2/contents/2005/meta?library_id=1')).body).toMatchObject({
      stream_using: { content_schedule: null, library_id: 1 },
      user_license_info: { text: 'Available' },
    });
    const ru = await getJson(api.app, `/v2/contents/104/meta?access_token=${token}`, {
      headers: { 'accept-language': 'ru-RU,ru' },
    });
    expect(ru.body.user_license_info).toMatchObject({ text: 'Не куплено' });
    const libraries = (await getJson(api.app, '/v2/libraries')).body as unknown as Json[];
    expect(libraries.map((l) => l.id)).toEqual([1, 2]);
  });

  it('takes library_id on the content calls and refuses one that is not an id', async () => {
    for (const path of ['', '/sources', '/similar', '/packets']) {
      expect((await getJson(api.app, `/v2/contents/2005${path}?library_id=1`)).status).toBe(200);
      expect((await getJson(api.app, `/v2/contents/2005${path}?library_id=x`)).body).toMatchObject({
        error: { status: 400, field: 'library_id' },
      });
    }
    expect((await getJson(api.app, '/v2/contents/120/episodes?library_id=0')).status).toBe(400);
    expect((await authed('/v2/contents/2005/meta?library_id=-1')).status).toBe(400);
  });

  it('leaves out the playback points that end before `seconds`, where playback starts', async () => {
    const all = (await authed('/v2/contents/101/stream?library_id=1')).body.playback_points as Json[];
    expect(all.map((p) => p.type)).toEqual(['intro', 'credits']);
    const later = (await authed('/v2/contents/101/stream?library_id=1&seconds=15')).body.playback_points;
    expect((later as Json[]).map((p) => p.type)).toEqual(['credits']);
    expect((await authed('/v2/contents/101/stream?seconds=-3')).status).toBe(400);
  });
});
