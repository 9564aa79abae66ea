// Issue 2 acceptance items that need the real media: the live window advances with the (injected)
// wall clock, an archive ts from 2 h ago gives a playable archive, the ClearKey DASH and its licence
// agree, and every media URL the API hands out resolves on the same server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoBackend } from './app';
import { hexToBase64Url } from './drm/clearkey';
import { type MediaApp, mediaApp } from './testing/media-app';

let clockMs = 1_767_225_600_000 + 9_876_000;
let served: MediaApp;
let backend: DemoBackend;
let token: string;

beforeAll(async () => {
  served = await mediaApp(() => clockMs);
  ({ backend, token } = served);
}, 60_000);
afterAll(() => served?.close());

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
const get = (url: string) =>
  backend.app.inject({ method: 'GET', url: url.startsWith('http') ? pathOf(url) : url });
const stream = async (path: string) => {
  const res = await get(`${path}${path.includes('?') ? '&' : '?'}access_token=${token}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
};
const mediaSequence = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
const uris = (playlist: string) =>
  playlist.split('\n').filter((line) => line.length > 0 && !line.startsWith('#'));
const resolve = (base: string, uri: string) => new URL(uri, new URL(base, 'http://localhost')).toString();

describe('live and archive from the stream endpoint', () => {
  it('live playlist media sequence grows between two requests 10 s apart', async () => {
    const { hls } = await stream('/v2/channels/1/stream');
    const first = await get(String(hls));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/mpegurl/i);
    clockMs += 10_000;
    const second = await get(String(hls));
    expect(mediaSequence(second.body)).toBeGreaterThan(mediaSequence(first.body));
    expect(second.body).toContain('#EXT-X-PROGRAM-DATE-TIME');
  });

  it('the multi-variant live playlist points at variants that resolve', async () => {
    const { hls_mbr } = await stream('/v2/channels/2/stream');
    const master = await get(String(hls_mbr));
    const variants = uris(master.body);
    expect(variants.length).toBeGreaterThanOrEqual(1);
    for (const variant of variants)
      expect((await get(resolve(String(hls_mbr), variant))).statusCode).toBe(200);
  });

  it('an archive ts from 2 h ago gives a finished playlist whose segments and init load', async () => {
    const ts = Math.floor(clockMs / 1000) - 7_200;
    const body = await stream(`/v2/channels/1/stream?ts=${ts}`);
    const info = body.stream_info as { start: number; end: number; offset: number };
    expect(info.offset).toBe(ts - info.start);
    const playlist = (await get(String(body.hls))).body;
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segments = uris(playlist);
    expect(segments.length).toBeGreaterThanOrEqual(
      Math.floor((Math.min(info.end, clockMs / 1000) - info.start) / 2) - 1,
    );
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
    expect(init).toBeDefined();
    for (const uri of [init as string, segments[0] as string, segments.at(-1) as string]) {
      const res = await get(resolve(String(body.hls), uri));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(100);
    }
  });
});

describe('content media', () => {
  it('ClearKey DASH carries the key id the licence server answers', async () => {
    const body = await stream('/v2/contents/102/stream');
    const dash = (body.streams as { type: string; url: string }[]).find((s) => s.type === 'dash_clearkey')!;
    const mpd = await get(dash.url);
    expect(mpd.statusCode).toBe(200);
    const kid = /default_KID="([0-9a-fA-F-]+)"/.exec(mpd.body)?.[1]?.replace(/-/g, '').toLowerCase();
    expect(kid).toBe(backend.media.clearKey.kidHex);
    // The SDK adds the viewer's token to a licence URL on the operator's own origin (issue 35: it is required).
    const licence = await backend.app.inject({
      method: 'POST',
      url: `${pathOf(String(body.laClearkey))}&access_token=${token}`,
      payload: JSON.stringify({ kids: [hexToBase64Url(kid as string)], type: 'temporary' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(licence.json()).toMatchObject({ keys: [{ k: hexToBase64Url(backend.media.clearKey.keyHex) }] });
  });

  it('every URL of a clear content stream resolves', async () => {
    const body = await stream('/v2/contents/101/stream');
    const urls = [
      String(body.hls),
      (body.streams as { url: string }[])[0]!.url,
      String(body.screenshot_url),
      String(body.screenshot_timings),
      ...(body.packshots as { url: string }[]).map((p) => p.url),
    ];
    for (const url of urls) expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    const timings = (await get(String(body.screenshot_timings))).json() as { seek_points: unknown[] };
    expect(timings.seek_points.length).toBeGreaterThan(0);
  });

  it('ad media from the VAST server resolves, and the media404 creative does not', async () => {
    const inline = (await get('/vast/inline')).body;
    const media = /<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(inline)?.[1];
    expect((await get(media as string)).statusCode).toBe(200);
    const broken = (await get('/vast/media404')).body;
    const missing = /<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(broken)?.[1];
    expect((await get(missing as string)).statusCode).toBe(404);
  });

  it('the blackout mattress from the platform configuration resolves', async () => {
    const config = (await get('/v2/platform/configuration')).json() as {
      catchup_blackout_mattress_url: string;
    };
    expect((await get(config.catchup_blackout_mattress_url)).statusCode).toBe(200);
  });
});
