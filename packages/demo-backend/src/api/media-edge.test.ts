// Issue 35 item 7, through the real media routes: the stream URLs of paid and 18+ items are signed, and the
// media routes serve them only while the signature holds; the vitrina page opens such a channel only signed.
// On the code before the media edge, the 18+ channel's and film's URLs were plain and nothing was refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type DemoBackend } from '../app';
import { SIGNED_MEDIA_TTL_SEC } from '../media-server/signing';
import { DEFAULT_MEDIA_ROOT } from '../paths';

let clockMs = 1_767_225_600_000 + 9_876_000;
let backend: DemoBackend;
let cacheDir: string;
let token: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'onair-edge-'));
  backend = await createApp({ mediaRoot: DEFAULT_MEDIA_ROOT, cacheDir, now: () => clockMs });
  await backend.app.ready();
  const auth = await backend.app.inject({
    method: 'POST',
    url: '/v2/auth/device',
    payload: { device_id: 'edge' },
  });
  token = (auth.json() as { access_token: string }).access_token;
}, 60_000);
afterAll(async () => {
  await backend?.app.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + parsed.search;
};
const get = (url: string) => backend.app.inject({ method: 'GET', url: pathOf(url) });
const streamOf = async (path: string) => {
  const res = await get(`${path}?access_token=${token}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { hls_mbr?: string; streams?: { type: string; url: string }[] };
};
const uris = (playlist: string) => playlist.split('\n').filter((l) => l.length > 0 && !l.startsWith('#'));
const below = (base: string, uri: string) => new URL(uri, new URL(base, 'http://localhost')).toString();

describe('the media edge', () => {
  it('signs an 18+ channel’s stream and serves every playlist and segment under it', async () => {
    const master = String((await streamOf('/v2/channels/8/stream')).hls_mbr);
    expect(pathOf(master)).toMatch(/^\/media\/sig=\d+\.[\w-]{22}\/live\//);
    const masterRes = await get(master);
    expect(masterRes.statusCode).toBe(200);
    const variant = below(master, uris(masterRes.body)[0] ?? '');
    const variantRes = await get(variant);
    expect(variantRes.statusCode).toBe(200);
    const segment = below(variant, uris(variantRes.body).at(-1) ?? '');
    expect(pathOf(segment)).toMatch(/^\/media\/sig=/);
    expect((await get(segment)).statusCode).toBe(200);
  });

  it('signs an 18+ film’s stream; a free channel and film stay plain', async () => {
    expect(pathOf(String((await streamOf('/v2/contents/105/stream')).hls_mbr))).toMatch(/^\/media\/sig=/);
    expect(pathOf(String((await streamOf('/v2/channels/1/stream')).hls_mbr))).toMatch(/^\/media\/live\//);
    expect(pathOf(String((await streamOf('/v2/contents/101/stream')).hls_mbr))).toMatch(/^\/media\/vod\//);
  });

  it('refuses a signed URL moved to other media, forged, or past its lifetime', async () => {
    const master = pathOf(String((await streamOf('/v2/contents/105/stream')).hls_mbr));
    const moved = await get(master.replace('/vod/feature/', '/live/live1/'));
    expect(moved.statusCode).toBe(403);
    expect((await get(master.replace(/\.[\w-]{22}\//, `.${'x'.repeat(22)}/`))).statusCode).toBe(403);
    const saved = clockMs;
    clockMs += (SIGNED_MEDIA_TTL_SEC + 60) * 1000;
    try {
      const expired = await get(master);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error.error_code).toBe('media_link_expired');
    } finally {
      clockMs = saved;
    }
  });

  it('gives no URL at all for a paid film the viewer has not bought', async () => {
    expect((await get(`/v2/contents/104/stream?access_token=${token}`)).statusCode).toBe(403);
  });
});

describe('the vitrina page', () => {
  it('opens a vitrina channel anyone may watch', async () => {
    const page = await get('/static/vitrina.html?channel=10');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/media/live/');
  });

  it.each([
    ['an 18+ channel', 8],
    ['a paid channel', 7],
  ])('does not open %s without a signed link', async (_kind, id) => {
    const page = await get(`/static/vitrina.html?channel=${id}`);
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain('/media/');
  });

  it('does not play a channel that has no vitrina player', async () => {
    expect((await get('/static/vitrina.html?channel=1')).statusCode).toBe(404);
  });

  it('opens an 18+ vitrina channel from the signed link its viewer is given, its picture signed too', async () => {
    // No seeded channel is both 18+ and a vitrina one: make channel 8 one, in this test's own catalogue.
    const channel = backend.catalogue.channels.find((c) => c.id === 8);
    if (!channel) throw new Error('channel 8 is seeded');
    channel.vitrina = true;
    try {
      const anonymous = await get('/v2/channels/8/config');
      expect((await get(String(anonymous.json().config.web.url))).statusCode).toBe(403);
      const config = await get(`/v2/channels/8/config?access_token=${token}`);
      const url = String(config.json().config.web.url);
      expect(new URL(url).searchParams.get('sig')).toMatch(/^\d+\.[\w-]{22}$/);
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/\/media\/sig=\d+\.[\w-]{22}\/live\//);
      const other = new URL(url);
      other.searchParams.set('channel', '7');
      expect((await get(other.toString())).statusCode).toBe(403);
    } finally {
      channel.vitrina = false;
    }
  });
});
