// Issue 21 item 9 — the server's own answers before any route runs. Before the fix: a malformed
// percent-escape in the URL, an oversized header block and a 10 KB URL were answered in Fastify's own
// `{ statusCode, error, message }` shape (or accepted), the API had none of helmet's headers, and the
// stat sink's records were readable from any origin (`Access-Control-Allow-Origin: *`).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { FIXED_NOW_MS, LIBRARY_FIXTURE } from '../testing/api-fixture';
import { MAX_URL_LENGTH } from './server-options';

const PARTNER = 'http://partner.test:8789';
let api: Awaited<ReturnType<typeof createApi>>;
let base: string;

beforeAll(async () => {
  api = await createApi(LIBRARY_FIXTURE, { now: () => FIXED_NOW_MS, seed: 1, corsOrigins: () => [PARTNER] });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(() => api.app.close());

const errorShape = (status: number) => ({
  error: expect.objectContaining({ status, error_code: expect.any(String) }),
});

describe('framework errors in the API error shape', () => {
  it('400 for a malformed percent-escape in the path', async () => {
    const res = await fetch(`${base}/v2/channels/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errorShape(400));
  });

  it('414 for a URL over the limit', async () => {
    const res = await fetch(`${base}/v2/channels?q=${'a'.repeat(MAX_URL_LENGTH)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toMatchObject({ error: { status: 414, error_code: 'uri_too_long' } });
  });

  it('431 for a header block over the limit, then keeps serving', async () => {
    const res = await fetch(`${base}/robots.txt`, { headers: { 'x-big': 'b'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ error: { status: 431, error_code: 'headers_too_large' } });
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
  });

  it('413 for a body over the limit', async () => {
    const res = await fetch(`${base}/v2/stat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stat_id: 1, seconds: 1, pad: 'p'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(errorShape(413));
  });
});

describe('security headers', () => {
  it('sends helmet headers, letting other origins load media and images', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('CORS', () => {
  const preflight = (path: string, origin: string, method = 'GET') =>
    fetch(`${base}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method },
    });

  it('answers any origin on public routes', async () => {
    const res = await fetch(`${base}/v2/channels`, { headers: { origin: 'http://anyone.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets only listed origins read the stat sink and credential routes', async () => {
    const foreign = await fetch(`${base}/sink/calls`, { headers: { origin: 'http://evil.test' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const listed = await fetch(`${base}/sink/calls`, { headers: { origin: PARTNER } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(listed.headers.get('vary')).toMatch(/origin/i);
    expect(
      (await preflight('/sink/calls', 'http://evil.test', 'DELETE')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
    expect(
      (await preflight('/v2/auth/device', 'http://evil.test', 'POST')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
    expect(
      (await preflight('/v2/auth/device', PARTNER, 'POST')).headers.get('access-control-allow-origin'),
    ).toBe(PARTNER);
  });
});
