// Test support: the API over a media library description shaped like M's contract (live1..live4,
// 'feature', three ad creatives), for route tests that need no media files. Tests that need real
// playlists use createApp with the committed media instead (acceptance.test.ts).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createApi } from '../app';
import { CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX, type MediaLibrary } from '../media/index';

export const LIBRARY_FIXTURE: MediaLibrary = {
  liveSources: [1, 2, 3, 4].map((n) => ({
    id: `live${n}`,
    label: `Live ${n}`,
    loopDurationSec: 20,
    segmentDurationSec: 2,
  })),
  vod: [{ id: 'feature', title: 'Feature', durationSec: 30, hasClearKey: true }],
  ads: [
    { id: 'ad1', width: 640, height: 360, durationSec: 10, mime: 'video/mp4', bitrateKbps: 400 },
    { id: 'ad2', width: 320, height: 180, durationSec: 6, mime: 'video/mp4', bitrateKbps: 150 },
    { id: 'ad3', width: 640, height: 360, durationSec: 15, mime: 'video/mp4', bitrateKbps: 400 },
  ],
  packshots: [{ id: 'packshot1', durationSec: 3 }],
  clearKey: { kidHex: CLEARKEY_KID_HEX, keyHex: CLEARKEY_KEY_HEX },
};

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
