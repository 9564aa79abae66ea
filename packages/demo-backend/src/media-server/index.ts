// The demo backend's media: the committed test set, the live/archive playlists rendered from the wall
// clock, the CENC-encrypted DASH made at start, and the /media/ routes. The rest of the backend imports
// only this file.
export { CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX, prepareMedia } from './prepare';
export { registerMediaRoutes } from './routes';
export type { MediaLibrary } from './types';

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
  /** `fault` is one or more knobs joined by '+', see media/README.md. */
  withFault: (path: string, fault: string): string => path.replace(/^\/media\//, `/media/fault/${fault}/`),
};
