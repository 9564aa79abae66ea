/**
 * Which media file of a linear ad to play. Playable first: progressive MP4/WebM
 * the browser says it can play, HLS only when the player's engine can (Chromium
 * answers "maybe" for HLS natively, so the host decides, not canPlayType), never
 * VPAID or other scripts. Then the closest to the player's size, then the bitrate
 * closest to the bandwidth, files above the bandwidth last. None left → 403 (901 if
 * only VPAID was offered).
 */
import { VastError } from '../errors';
import type { VastMediaFile } from '../types';

export type CanPlayTypeAnswer = '' | 'maybe' | 'probably' | (string & {});

export interface PlayabilityOptions {
  canPlayType: (type: string) => CanPlayTypeAnswer;
  /** True when the player's engine (hls.js or native) can play an HLS creative. */
  hlsSupported?: boolean;
}

export interface SelectMediaFileOptions extends Partial<PlayabilityOptions> {
  /** Overrides the built-in playability test (a player host knows its engines). */
  canPlay?: (mediaFile: VastMediaFile) => boolean;
  width: number;
  height: number;
  bandwidthKbps?: number;
}

const HLS_TYPES = new Set(['application/x-mpegurl', 'application/vnd.apple.mpegurl']);

export function isVpaid(mediaFile: VastMediaFile): boolean {
  return (
    mediaFile.apiFramework?.toUpperCase() === 'VPAID' || /javascript|shockwave|x-flash/i.test(mediaFile.type)
  );
}

export function isHls(mediaFile: VastMediaFile): boolean {
  return HLS_TYPES.has(mediaFile.type.toLowerCase());
}

/** The default playability test, also handy for a host implementing `canPlay`. */
export function createCanPlay(options: PlayabilityOptions): (mediaFile: VastMediaFile) => boolean {
  return (mediaFile) => {
    if (isVpaid(mediaFile)) return false;
    if (isHls(mediaFile)) return options.hlsSupported === true;
    if (mediaFile.delivery === 'streaming') return false;
    if (!mediaFile.type.startsWith('video/')) return false;
    const typeWithCodec =
      mediaFile.codec && mediaFile.codec !== '0'
        ? `${mediaFile.type}; codecs="${mediaFile.codec}"`
        : mediaFile.type;
    return options.canPlayType(typeWithCodec) !== '';
  };
}

function nominalBitrate(mediaFile: VastMediaFile): number | undefined {
  if (mediaFile.bitrate !== undefined) return mediaFile.bitrate;
  if (mediaFile.minBitrate !== undefined && mediaFile.maxBitrate !== undefined) {
    return (mediaFile.minBitrate + mediaFile.maxBitrate) / 2;
  }
  return mediaFile.maxBitrate ?? mediaFile.minBitrate;
}

function sizeDistance(mediaFile: VastMediaFile, width: number, height: number): number {
  if (!mediaFile.width || !mediaFile.height) return Number.MAX_SAFE_INTEGER;
  return Math.abs(mediaFile.width - width) + Math.abs(mediaFile.height - height);
}

function exceedsBandwidth(mediaFile: VastMediaFile, bandwidthKbps: number | undefined): boolean {
  const bitrate = nominalBitrate(mediaFile);
  return bandwidthKbps !== undefined && bitrate !== undefined && bitrate > bandwidthKbps;
}

function bitrateDistance(mediaFile: VastMediaFile, bandwidthKbps: number | undefined): number {
  const bitrate = nominalBitrate(mediaFile);
  return bandwidthKbps === undefined || bitrate === undefined ? 0 : Math.abs(bandwidthKbps - bitrate);
}

export function selectMediaFile(
  mediaFiles: readonly VastMediaFile[],
  options: SelectMediaFileOptions,
): VastMediaFile {
  const canPlay =
    options.canPlay ??
    createCanPlay({
      canPlayType: options.canPlayType ?? (() => ''),
      hlsSupported: options.hlsSupported ?? false,
    });
  const playable = mediaFiles.filter((file) => !isVpaid(file) && canPlay(file));
  const ranked = playable
    .map((file, index) => ({
      file,
      index,
      // A file above the bandwidth stalls: any file that fits beats a closer size that does not.
      stalls: exceedsBandwidth(file, options.bandwidthKbps) ? 1 : 0,
      size: sizeDistance(file, options.width, options.height),
      bitrate: bitrateDistance(file, options.bandwidthKbps),
    }))
    .sort((a, b) => a.stalls - b.stalls || a.size - b.size || a.bitrate - b.bitrate || a.index - b.index);
  const best = ranked[0];
  if (best) return best.file;
  if (mediaFiles.length > 0 && mediaFiles.every(isVpaid)) {
    throw new VastError(901, 'only VPAID media files were offered');
  }
  const types = [...new Set(mediaFiles.map((file) => file.type || '(no type)'))].join(', ');
  throw new VastError(
    403,
    mediaFiles.length ? `none of ${types} can be played here` : 'the ad has no media file',
  );
}
