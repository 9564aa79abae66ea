/**
 * Track policies in one import: the quality list (§5/§9), audio de-duplication and subtitle filtering (§5),
 * playback speeds and the volume grid (§5/§9).
 */
export { dedupeAudioTracks, usableSubtitleTracks } from './audio-subtitles';
export { qualityOptions } from './quality';
export type { AudioTrack, QualityLevel, SubtitleTrack } from './types';
export { clampVolume, nearestPlaybackRate, PLAYBACK_RATES, stepVolume } from './volume-rate';
