/**
 * Why: the quality menu offers levels up to 1080 px (§5, §9), so Auto must not climb above them either — a
 * viewer on Auto must never get a rendition (say the demo film's 1440p) that the product does not offer.
 * hls.js caps Auto by an index into its bitrate-ordered level list (every level at or below the index is
 * allowed); shaka takes the height itself as a soft ABR restriction (shaka-engine.ts).
 */
import { MAX_QUALITY_HEIGHT } from '../constants';

export interface CappableLevel {
  height: number;
  bitrate: number;
}

/** A level whose height is unknown (audio-only, no RESOLUTION attribute) cannot be judged too tall. */
function tooTall(level: CappableLevel): boolean {
  return Number.isFinite(level.height) && level.height > MAX_QUALITY_HEIGHT;
}

/**
 * The hls.js `autoLevelCapping` for levels in hls.js order (ascending bitrate): -1 (no cap) when no level is
 * taller than the offered list allows; else the last index before the first too-tall level, so no level Auto
 * may reach is above 1080 px even in an odd ladder where a tall level has a lower bitrate than a short one.
 * When the very first level is already too tall, Auto is held on it: the smallest the stream has.
 */
export function hlsAutoLevelCapping(levels: readonly CappableLevel[]): number {
  const firstTooTall = levels.findIndex(tooTall);
  if (firstTooTall === -1) return -1;
  return Math.max(0, firstTooTall - 1);
}
