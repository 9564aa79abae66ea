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

  it('serves the vitrina page with hls.js and escapes the channel name', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/static/vitrina.html?channel=vitrina-one' });
    expect(page.body).toContain('Vitrina player: Vitrina One');
    const script = await api.app.inject({ method: 'GET', url: '/static/vendor/hls.min.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeGreaterThan(10_000);
    expect((await api.app.inject({ method: 'GET', url: '/static/vitrina.html' })).statusCode).toBe(400);
  });
});
