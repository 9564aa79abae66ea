// The demo backend's media: the committed test set, the live/archive playlists rendered from the wall
// clock, the CENC-encrypted DASH made at start, and the /media/ routes. The rest of the backend imports
// only this file.
import type { FastifyInstance } from 'fastify';

export interface MediaConfig {
  /** The committed set: packages/demo-backend/media/committed */
  mediaRoot: string;
  /** Ignored folder for things made at start/test time: packages/demo-backend/.media-cache */
  cacheDir: string;
  /** Wall clock in ms (tests inject); default Date.now */
  now?: () => number;
}
export interface LiveSource {
  id: string;
  label: string;
  loopDurationSec: number;
  segmentDurationSec: number;
}
export interface VodAsset {
  id: string;
  title: string;
  durationSec: number;
  hasClearKey: boolean;
}
export interface AdCreative {
  id: string;
  width: number;
  height: number;
  durationSec: number;
  mime: 'video/mp4';
  bitrateKbps: number;
}
export interface MediaLibrary {
  liveSources: LiveSource[];
  vod: VodAsset[];
  ads: AdCreative[];
  packshots: { id: string; durationSec: number }[];
  clearKey: { kidHex: string; keyHex: string };
}

/** Fixed, documented in media/README.md: the ClearKey key id and key of the encrypted DASH. */
export const CLEARKEY_KID_HEX = '0123456789abcdef0123456789abcdef';
export const CLEARKEY_KEY_HEX = '00112233445566778899aabbccddeeff';

export function prepareMedia(_cfg: MediaConfig, _log?: (line: string) => void): Promise<MediaLibrary> {
  return Promise.reject(new Error('prepareMedia: not implemented yet'));
}

export function registerMediaRoutes(_app: FastifyInstance, _lib: MediaLibrary, _cfg: MediaConfig): void {
  throw new Error('registerMediaRoutes: not implemented yet');
}

export const mediaPaths = {
  liveMaster: (sourceId: string): string => `/media/live/${sourceId}/master.m3u8`,
  liveVariant: (sourceId: string): string => `/media/live/${sourceId}/v360/live.m3u8`,
  archiveMaster: (sourceId: string, fromSec: number, toSec: number): string =>
    `/media/live/${sourceId}/archive-${fromSec}-${toSec}.m3u8`,
  archiveVariant: (sourceId: string, fromSec: number, toSec: number): string =>
    `/media/live/${sourceId}/v360/archive-${fromSec}-${toSec}.m3u8`,
  vodHlsMaster: (vodId: string): string => `/media/vod/${vodId}/master.m3u8`,
  vodDash: (vodId: string): string => `/media/vod/${vodId}/manifest.mpd`,
  vodDashClearKey: (vodId: string): string => `/media/vod/${vodId}/cenc/manifest.mpd`,
  adCreative: (adId: string): string => `/media/ads/${adId}.mp4`,
  packshot: (id: string): string => `/media/packshots/${id}.mp4`,
  mattress: (): string => '/media/mattress.mp4',
  thumbnails: (vodId: string): { screenshot_url: string; screenshot_timings: string } => ({
    screenshot_url: `/media/vod/${vodId}/thumbs.jpg`,
    screenshot_timings: `/media/vod/${vodId}/thumbs.json`,
  }),
  withFault: (path: string, fault: string): string => path.replace(/^\/media\//, `/media/fault/${fault}/`),
};
