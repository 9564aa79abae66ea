/**
 * Why: the quality menu must stay short and honest (§5, §9): levels up to 1080 px high, at most the top 4,
 * plus Auto. Higher levels are hidden because the operator's ladders above 1080p are for TVs, and a long list
 * of near-identical bitrates only confuses. Levels are ordered best first.
 */
import { MAX_QUALITY_HEIGHT, MAX_QUALITY_LEVELS } from '../constants';
import type { QualityLevel } from './types';

export interface QualityOptions {
  auto: true;
  levels: QualityLevel[];
}

function usable(level: QualityLevel): boolean {
  return (
    Number.isFinite(level.height) && level.height > 0 && Number.isFinite(level.bitrate) && level.bitrate >= 0
  );
}

function label(level: QualityLevel): string {
  return level.label?.trim() || `${level.height}p`;
}

export function qualityOptions(levels: readonly QualityLevel[]): QualityOptions {
  const kept = levels
    .filter((level) => usable(level) && level.height <= MAX_QUALITY_HEIGHT)
    .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
    .slice(0, MAX_QUALITY_LEVELS)
    .map((level) => ({ ...level, label: label(level) }));
  return { auto: true, levels: kept };
}
