// A media library described rather than prepared: the shape of the committed set (live1..live4, the
// 'feature' film with its ClearKey copy, three ad creatives, a packshot) without reading or encrypting a
// file. The API built over it answers every route's schema, so the OpenAPI document (print-document.ts)
// and the route tests need no media on disk.
import { CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX } from './prepare';
import type { MediaLibrary } from './types';

export const DESCRIBED_LIBRARY: MediaLibrary = {
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
