// The shapes the rest of the demo backend sees of its media (the contract in src/media-server/index.ts).
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
