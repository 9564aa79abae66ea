import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

describe('static routes', () => {
  it('answers /robots.txt as no-store text for the connectivity ping', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/robots.txt?t=123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('draws a logo naming its channel, and 404s an unknown one', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/static/logos/9.svg' });
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('Nature 4K');
    expect((await api.app.inject({ method: 'GET', url: '/static/logos/999.svg' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/static/logos/..%2f.svg' })).statusCode).toBe(400);
  });

  it('draws the same artwork as WebP at an offered width, for a srcset (issue 38)', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/static/posters/103.webp?w=200' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(res.rawPayload).metadata();
    // 200 snaps up to the offered 240; the poster keeps its 2:3.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 360]);
    const own = await sharp(
      (await api.app.inject({ method: 'GET', url: '/static/logos/9.webp' })).rawPayload,
    ).metadata();
    expect([own.width, own.height]).toEqual([320, 180]);
    expect((await api.app.inject({ method: 'GET', url: '/static/posters/103.webp?w=0' })).statusCode).toBe(
      400,
    );
    expect((await api.app.inject({ method: 'GET', url: '/static/posters/103.png' })).statusCode).toBe(400);
    const banner = await api.app.inject({ method: 'GET', url: '/static/banner.webp?title=Hi&w=480' });
    expect((await sharp(banner.rawPayload).metadata()).width).toBe(480);
  });

  it('serves the vitrina page with hls.js and escapes the channel name', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/static/vitrina.html?channel=vitrina-one' });
    expect(page.body).toContain('Vitrina player: Vitrina One');
    const script = await api.app.inject({ method: 'GET', url: '/static/vendor/hls.min.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeGreaterThan(10_000);
    expect((await api.app.inject({ method: 'GET', url: '/static/vitrina.html' })).statusCode).toBe(400);
  });
});
