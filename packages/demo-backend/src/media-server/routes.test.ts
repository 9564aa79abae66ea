import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MediaLibrary, mediaPaths, prepareMedia, registerMediaRoutes } from './index';
import { mediaSigner, SIGNED_MEDIA_TTL_SEC } from './signing';
import type { MediaConfig } from './types';

const mediaRoot = join(import.meta.dirname, '../../media/committed');
const cacheDir = mkdtempSync(join(tmpdir(), 'onair-media-'));
let clock = Date.UTC(2026, 0, 1, 12, 0, 5);
const cfg: MediaConfig = { mediaRoot, cacheDir, now: () => clock };
let app: FastifyInstance;
let lib: MediaLibrary;
const lines: string[] = [];
const edge = mediaSigner('k'.repeat(64), () => Math.floor(clock / 1000));

beforeAll(async () => {
  lib = await prepareMedia(cfg, (l) => lines.push(l));
  app = Fastify();
  registerMediaRoutes(app, lib, cfg, edge);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const seq = (body: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(body)?.[1]);

describe('prepareMedia', () => {
  it('describes the committed set', () => {
    expect(lib.liveSources.map((s) => s.id)).toEqual(['live1', 'live2', 'live3', 'live4']);
    expect(lib.liveSources[0]).toMatchObject({ loopDurationSec: 20, segmentDurationSec: 2 });
    expect(60 % (lib.liveSources[0]?.loopDurationSec ?? 7)).toBe(0);
    expect(lib.vod[0]).toMatchObject({ id: 'feature', hasClearKey: true });
    expect(lib.vod[0]?.durationSec).toBeCloseTo(30, 1);
    expect(lib.ads).toHaveLength(3);
    expect(new Set(lib.ads.map((a) => `${a.width}x${a.height}`))).toEqual(new Set(['640x360', '320x180']));
    for (const ad of lib.ads) {
      expect(ad.durationSec).toBeGreaterThanOrEqual(5);
      expect(ad.durationSec).toBeLessThanOrEqual(15);
    }
    expect(lib.packshots).toHaveLength(2);
    expect(lib.clearKey.kidHex).toMatch(/^[0-9a-f]{32}$/);
  });

  it('encrypts once and reuses the cache on the next start', async () => {
    expect(lines.some((l) => l.includes('written'))).toBe(true);
    const again: string[] = [];
    await prepareMedia(cfg, (l) => again.push(l));
    expect(again.some((l) => l.includes('up to date'))).toBe(true);
    expect(again.some((l) => l.includes('encrypted v240'))).toBe(false);
  });

  it('fails clearly when the committed set is missing', async () => {
    await expect(prepareMedia({ mediaRoot: cacheDir, cacheDir })).rejects.toThrow(
      /MANIFEST\.json is missing/,
    );
  });

  it('refuses a library it did not make', () => {
    expect(() => registerMediaRoutes(Fastify(), { ...lib }, cfg, edge)).toThrow(/prepareMedia/);
  });
});

describe('live', () => {
  it('serves a multi-variant playlist with both renditions', async () => {
    const res = await get(mediaPaths.liveMaster('live1'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('RESOLUTION=640x360');
    expect(res.body).toContain('RESOLUTION=320x180');
    expect(res.body).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
    expect(res.body).toContain('v360/live.m3u8');
  });

  it('advances the media sequence with the wall clock', async () => {
    const a = seq((await get(mediaPaths.liveVariant('live2'))).body);
    clock += 10_000;
    const b = seq((await get(mediaPaths.liveVariant('live2'))).body);
    expect(b - a).toBe(5);
  });

  it('serves an aired segment from the loop and refuses one not aired yet', async () => {
    const n = Math.floor(clock / 2000) - 1;
    const res = await get(`/media/live/live3/v180/seg-${n}.m4s`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/iso.segment');
    expect(res.rawPayload.equals(readFileSync(join(mediaRoot, `live/live3/v180/seg-${n % 10}.m4s`)))).toBe(
      true,
    );
    const future = await get(`/media/live/live3/v180/seg-${n + 5}.m4s`);
    expect(future.statusCode).toBe(404);
    expect(future.json().error.error_code).toBe('not_found');
  });

  it('serves an archive window from two hours ago, and refuses a reversed one', async () => {
    const from = Math.floor(clock / 1000) - 7200;
    const master = await get(mediaPaths.archiveMaster('live1', from, from + 1800));
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain(`v360/archive-${from}-${from + 1800}.m3u8`);
    const res = await get(mediaPaths.archiveVariant('live1', from, from + 1800));
    expect(res.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(res.body).toContain('#EXT-X-ENDLIST');
    const bad = await get(mediaPaths.archiveVariant('live1', from, from - 10));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.error_code).toBe('invalid_archive_window');
  });
});

describe('live captions', () => {
  it('live and archive masters offer English and Russian captions, aligned segment for segment with the picture', async () => {
    const master = (await get(mediaPaths.liveMaster('live1'))).body;
    const subs = master.split('\n').filter((l) => l.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'));
    expect(subs).toEqual([
      expect.stringContaining(
        'NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=NO,URI="subs-en/live.m3u8"',
      ),
      expect.stringContaining(
        'NAME="Русский",LANGUAGE="ru",DEFAULT=NO,AUTOSELECT=NO,URI="subs-ru/live.m3u8"',
      ),
    ]);
    expect(
      master
        .split('\n')
        .filter((l) => l.startsWith('#EXT-X-STREAM-INF'))
        .every((l) => l.endsWith(',SUBTITLES="subs"')),
    ).toBe(true);

    const video = (await get('/media/live/live1/v360/live.m3u8')).body;
    const captions = await get('/media/live/live1/subs-en/live.m3u8');
    expect(captions.headers['cache-control']).toBe('no-cache');
    expect(captions.body).not.toContain('EXT-X-MAP');
    expect(captions.body.replaceAll('.vtt', '.m4s')).toBe(video.replace('#EXT-X-MAP:URI="init.mp4"\n', ''));

    const from = Math.floor(clock / 1000) - 7200;
    const archive = (await get(mediaPaths.archiveMaster('live1', from, from + 1800))).body;
    expect(archive).toContain(`URI="subs-ru/archive-${from}-${from + 1800}.m3u8"`);
    const archived = await get(`/media/live/live1/subs-ru/archive-${from}-${from + 1800}.m3u8`);
    expect(archived.body).toContain('#EXT-X-ENDLIST');
    expect(archived.body).toContain(`seg-${Math.floor(from / 2)}.vtt`);
  });

  it('serves an aired caption segment as WebVTT and refuses one not aired yet', async () => {
    const n = Math.floor(clock / 2000) - 1;
    const res = await get(`/media/live/live2/subs-ru/seg-${n}.vtt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.body).toContain('Субтитры OnAir');
    expect((await get(`/media/live/live2/subs-ru/seg-${n + 5}.vtt`)).statusCode).toBe(404);
    expect((await get(`/media/live/live2/subs-xx/seg-${n}.vtt`)).statusCode).toBe(404);
    expect((await get(`/media/live/live2/subs-en/seg-${n}.m4s`)).statusCode).toBe(404);
  });
});

describe('VOD', () => {
  it('HLS master names the audio group with a duplicate and subtitles with one unlabelled language', async () => {
    const res = await get(mediaPaths.vodHlsMaster('feature'));
    const audio = res.body.split('\n').filter((l) => l.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'));
    expect(audio).toHaveLength(3);
    expect(audio.filter((l) => l.includes('NAME="English",LANGUAGE="en"'))).toHaveLength(2);
    expect(audio.some((l) => l.includes('NAME="Русский",LANGUAGE="ru"'))).toBe(true);
    const subs = res.body.split('\n').filter((l) => l.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'));
    expect(subs).toHaveLength(3);
    expect(subs.filter((l) => !l.includes('LANGUAGE='))).toHaveLength(1);
    expect(res.body.match(/#EXT-X-STREAM-INF/g)).toHaveLength(4);
    expect(res.body).toContain('RESOLUTION=2560x1440');
  });

  it('media and subtitle playlists point at files that exist', async () => {
    const media = await get('/media/vod/feature/v720/index.m3u8');
    const segs = media.body.split('\n').filter((l) => l.startsWith('seg-'));
    expect(segs).toHaveLength(15);
    expect((await get(`/media/vod/feature/v720/${segs.at(-1)}`)).statusCode).toBe(200);
    const subs = await get('/media/vod/feature/subs-ru.m3u8');
    expect(subs.body).toContain('subs-ru.vtt');
    const vtt = await get('/media/vod/feature/subs-ru.vtt');
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
  });

  it('clear DASH has no protection; the ClearKey one names the key id and serves encrypted segments', async () => {
    const clear = await get(mediaPaths.vodDash('feature'));
    expect(clear.headers['content-type']).toBe('application/dash+xml');
    expect(clear.body).not.toContain('ContentProtection');
    const enc = await get(mediaPaths.vodDashClearKey('feature'));
    expect(enc.body).toContain('cenc:default_KID="01234567-89ab-cdef-0123-456789abcdef"');
    expect(enc.body).toContain('urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e');
    expect(enc.body).toContain('<BaseURL>../subs-en.vtt</BaseURL>');
    const init = await get('/media/vod/feature/cenc/v360/init.mp4');
    expect(init.rawPayload.includes(Buffer.from('encv'))).toBe(true);
    const audioInit = await get('/media/vod/feature/cenc/a-ru/init.mp4');
    expect(audioInit.headers['content-type']).toBe('audio/mp4');
    const seg = await get('/media/vod/feature/cenc/v360/seg-3.m4s');
    expect(seg.rawPayload.includes(Buffer.from('senc'))).toBe(true);
  });

  it('serves thumbnails, ads, packshots and the mattress with their types', async () => {
    const t = mediaPaths.thumbnails('feature');
    expect((await get(t.screenshot_url)).headers['content-type']).toBe('image/jpeg');
    const timings = (await get(t.screenshot_timings)).json();
    expect(timings.seek_points[1]).toEqual({ time: 2, x: 160, y: 0, w: 160, h: 90 });
    for (const url of [
      mediaPaths.adCreative('ad3'),
      mediaPaths.packshot('packshot1'),
      mediaPaths.mattress(),
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
    }
  });
});

describe('HTTP', () => {
  const ad = mediaPaths.adCreative('ad1');
  const bytes = readFileSync(join(mediaRoot, 'ads/ad1.mp4'));

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await get(ad, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('answers 416 for a range past the end, and the whole file without a range', async () => {
    const res = await get(ad, { range: `bytes=${bytes.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    const full = await get(ad);
    expect(full.statusCode).toBe(200);
    expect(Number(full.headers['content-length'])).toBe(bytes.length);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: ad });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers JSON 404 for unknown files and any path that tries to leave the media folder', async () => {
    for (const url of [
      '/media/nothing.mp4',
      '/media/vod/feature/..%2F..%2FMANIFEST.json',
      '/media/ads/..%2F..%2F..%2Fpackage.json',
      '/media/vod/other/master.m3u8',
      '/media/vod/feature/v720/seg-99.m4s',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.error_code).toBe('not_found');
    }
  });
});

describe('fault knobs', () => {
  const live = '/media/live/live1/v360';
  const segUrl = () => `${live}/seg-${Math.floor(clock / 2000) - 2}.m4s`;

  it('404once fails each segment once per token and leaves playlists alone', async () => {
    const url = mediaPaths.withFault(segUrl(), '404once-r1');
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(mediaPaths.withFault(`${live}/live.m3u8`, '404once-r1'))).statusCode).toBe(200);
  });

  it('playlists under a fault prefix keep relative segment URLs inside it', async () => {
    const res = await get(mediaPaths.withFault(`${live}/live.m3u8`, '404always'));
    expect(res.statusCode).toBe(200);
    const seg = res.body.split('\n').find((l) => l.startsWith('seg-'));
    expect((await get(`/media/fault/404always/live/live1/v360/${seg}`)).statusCode).toBe(404);
  });

  // Issue 21 item 9: `%25E0%25A4%25A` decodes to the malformed escape `%E0%A4%A`, which made the fault
  // decoder throw a URIError and the server answer 500 before the fix.
  it('answers a malformed percent-escape in a fault spec with 400 in the error shape', async () => {
    const res = await get('/media/fault/%25E0%25A4%25A/vod/feature/v240/seg-2.m4s');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { status: 400, error_code: 'invalid_request', field: 'fault' },
    });
  });

  it('404after fails segments numbered from n on', async () => {
    expect(
      (await get(mediaPaths.withFault('/media/vod/feature/v240/seg-2.m4s', '404after-3'))).statusCode,
    ).toBe(200);
    expect(
      (await get(mediaPaths.withFault('/media/vod/feature/v240/seg-3.m4s', '404after-3'))).statusCode,
    ).toBe(404);
  });

  it('offline answers 503 for everything under the token until it is back online', async () => {
    const url = mediaPaths.withFault(`${live}/live.m3u8`, 'offline-net1');
    expect((await get(url)).statusCode).toBe(200);
    const off = await app.inject({ method: 'POST', url: '/media/fault-control/net1?state=offline' });
    expect(off.json()).toEqual({ token: 'net1', state: 'offline' });
    expect((await get(url)).statusCode).toBe(503);
    expect((await get(mediaPaths.withFault(segUrl(), 'offline-net1'))).statusCode).toBe(503);
    await app.inject({ method: 'POST', url: '/media/fault-control/net1?state=online' });
    expect((await get(url)).statusCode).toBe(200);
  });

  it('slow holds a segment back by the given time, then delivers it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let done = false;
      const pending = get(mediaPaths.withFault(segUrl(), 'slow-5000')).then((r) => {
        done = true;
        return r;
      });
      await vi.advanceTimersByTimeAsync(4900);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect((await pending).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects an unknown knob and a bad control request with 400 naming the field', async () => {
    const res = await get(mediaPaths.withFault(segUrl(), 'explode'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('fault');
    const ctl = await app.inject({ method: 'POST', url: '/media/fault-control/x?state=maybe' });
    expect(ctl.statusCode).toBe(400);
    expect(ctl.json().error.field).toBe('state');
  });
});

// Issue 35 item 7: a paid or 18+ item's stream URL is signed (media/signing.ts); the routes serve it while the
// signature holds, with every relative URI of its playlists under the same signature.
describe('signed media', () => {
  it('serves a signed playlist, and the segments its relative URIs name', async () => {
    const master = edge.sign(mediaPaths.liveMaster('live4'));
    const res = await get(master);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe((await get(mediaPaths.liveMaster('live4'))).body);
    const variant = /^(v\d+\/live\.m3u8)$/m.exec(res.body)?.[1] ?? '';
    const playlist = await get(new URL(variant, `http://x${master}`).pathname);
    expect(playlist.statusCode).toBe(200);
    const segment = /^(seg-\d+\.m4s)$/m.exec(playlist.body)?.[1] ?? '';
    const media = await get(
      new URL(segment, `http://x${new URL(variant, `http://x${master}`).pathname}`).pathname,
    );
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toContain('iso.segment');
  });

  it('serves a signed encrypted film and its init segment', async () => {
    const manifest = edge.sign(mediaPaths.vodDashClearKey('feature'));
    expect((await get(manifest)).statusCode).toBe(200);
    const init = await get(manifest.replace('manifest.mpd', 'v240/init.mp4'));
    expect(init.statusCode).toBe(200);
  });

  it('refuses another scope, a forged MAC and an expired link with 403', async () => {
    const signed = edge.sign(mediaPaths.liveMaster('live4'));
    const other = await get(signed.replace('/live4/', '/live1/'));
    expect(other.statusCode).toBe(403);
    expect(other.json().error.error_code).toBe('media_signature_invalid');
    const forged = await get(signed.replace(/\.[\w-]{22}\//, `.${'A'.repeat(22)}/`));
    expect(forged.statusCode).toBe(403);
    const saved = clock;
    clock += (SIGNED_MEDIA_TTL_SEC + 1) * 1000;
    try {
      const expired = await get(signed);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error.error_code).toBe('media_link_expired');
    } finally {
      clock = saved;
    }
  });

  it('keeps the fault knobs working on a signed path', async () => {
    const signed = mediaPaths.withFault(edge.sign(mediaPaths.vodHlsMaster('feature')), 'slow-1');
    expect(signed).toMatch(/^\/media\/fault\/slow-1\/sig=/);
    expect((await get(signed)).statusCode).toBe(200);
  });
});
