// Test support: the API over the described media library (live1..live4, 'feature', three ad creatives),
// for route tests that need no media files. Tests that need real
// playlists use createApp with the committed media instead (acceptance.test.ts).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createApi } from '../app';
import { DESCRIBED_LIBRARY } from '../media-server/described-library';

/** The described library (src/media-server/described-library.ts): every route answers, no media file is read. */
export const LIBRARY_FIXTURE = DESCRIBED_LIBRARY;

/** 2026-01-01T00:00:00Z plus a bit, so "now" is not on a block edge. */
export const FIXED_NOW_MS = 1_767_225_600_000 + 5_432_000;

/** The app's own origin in route tests: return URLs and credentialed CORS answers name it. */
export const TEST_APP_ORIGIN = 'http://app.test';

export async function fixtureApi(now: () => number = () => FIXED_NOW_MS) {
  const api = await createApi(LIBRARY_FIXTURE, { now, seed: 1, corsOrigins: () => [TEST_APP_ORIGIN] });
  await api.app.ready();
  return api;
}

/** A guest token, as a client gets one at startup. */
export async function guestToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v2/auth/device',
    payload: { device_id: 'test-device' },
  });
  if (res.statusCode !== 200) throw new Error(`device auth failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export async function getJson(app: FastifyInstance, url: string, extra: Partial<InjectOptions> = {}) {
  const res = await app.inject({ method: 'GET', url, ...extra });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, res };
}
