// prepareMedia: everything the /media/ routes need, measured and made once at start. The library handed
// to the API is the public summary; the details the routes need stay attached to it here.
import { FEATURE } from './catalog';
import { LIVE_LOOP_SEC, SEGMENT_DURATION_SEC } from './constants';
import {
  checkManifest,
  encryptFeature,
  measureClips,
  type PreparedLive,
  prepareFeature,
  prepareLive,
  readManifest,
} from './library';
import type { MediaConfig, MediaLibrary } from './types';
import type { VodPackage } from './vod-manifests';

/** Fixed, documented in media/README.md: the ClearKey key id and key of the encrypted DASH. */
export const CLEARKEY_KID_HEX = '0123456789abcdef0123456789abcdef';
export const CLEARKEY_KEY_HEX = '00112233445566778899aabbccddeeff';

export interface PreparedMedia {
  mediaRoot: string;
  clearKey: { kidHex: string; keyHex: string };
  live: PreparedLive[];
  vod: { pkg: VodPackage; encryptedDir: string }[];
}

const prepared = new WeakMap<MediaLibrary, PreparedMedia>();

export function preparedFor(lib: MediaLibrary): PreparedMedia {
  const p = prepared.get(lib);
  if (!p) throw new Error('media: registerMediaRoutes needs the library returned by prepareMedia');
  return p;
}

export async function prepareMedia(
  cfg: MediaConfig,
  log: (line: string) => void = () => {},
): Promise<MediaLibrary> {
  const entries = readManifest(cfg.mediaRoot);
  checkManifest(cfg.mediaRoot, entries);
  log(`media: ${entries.length} committed files checked in ${cfg.mediaRoot}`);
  const live = prepareLive(cfg.mediaRoot, entries);
  const feature = prepareFeature(cfg.mediaRoot, entries);
  const clearKey = { kidHex: CLEARKEY_KID_HEX, keyHex: CLEARKEY_KEY_HEX };
  const encryptedDir = encryptFeature(cfg.mediaRoot, cfg.cacheDir, entries, clearKey, log);
  const clips = measureClips(cfg.mediaRoot);
  const lib: MediaLibrary = {
    liveSources: live.map((l) => ({
      id: l.id,
      label: l.label,
      loopDurationSec: LIVE_LOOP_SEC,
      segmentDurationSec: SEGMENT_DURATION_SEC,
    })),
    vod: [{ id: FEATURE.id, title: FEATURE.title, durationSec: feature.durationSec, hasClearKey: true }],
    ads: clips.ads.map((a) => ({
      id: a.id,
      width: a.width,
      height: a.height,
      durationSec: a.durationSec,
      mime: 'video/mp4',
      bitrateKbps: Math.round((a.bytes * 8) / a.durationSec / 1000),
    })),
    packshots: clips.packshots.map((p) => ({ id: p.id, durationSec: p.durationSec })),
    clearKey,
  };
  prepared.set(lib, { mediaRoot: cfg.mediaRoot, clearKey, live, vod: [{ pkg: feature, encryptedDir }] });
  return lib;
}
