/**
 * Why: one place states what a fresh player looks like — paused, nothing loaded, the viewer's stored volume
 * and mute (default volume 1, the spec's "100") — so getState() is complete before the first load.
 */
import type { PlayerState } from '../types/player';

export function initialState(volume: number, muted: boolean): PlayerState {
  return {
    loading: false,
    playing: false,
    paused: true,
    waiting: false,
    ended: false,
    error: null,
    errorMessageKey: null,
    codecError: false,
    videoError: false,
    hardError: false,
    offline: false,
    connectionRetry: false,
    currentTime: 0,
    duration: 0,
    bufferedEnd: 0,
    live: false,
    volume,
    muted,
    rate: 1,
    qualityLevels: [],
    quality: 'auto',
    activeLevel: null,
    audioTracks: [],
    subtitleTracks: [],
    pip: { available: false, active: false },
    fullscreen: { available: false, active: false },
    source: null,
    engine: null,
    diagnostics: null,
    recovery: { errorCount: 0, fragErrors: 0, retryCount: 0 },
  };
}
