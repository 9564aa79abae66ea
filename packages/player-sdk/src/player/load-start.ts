/**
 * Why: a new load must not show anything of the source it replaces — its tracks, levels, time, an error or an
 * interstitial — for the moments until the new engine reports. This is what the state says at once when a load
 * begins: loading, at 0, live or not, and whether picture-in-picture is offered for this source (§3 vitrina).
 */
import type { PlayerSource, PlayerState } from '../types/player';
import { pipAvailable } from './screen-modes';

/** The state patch of a load that begins; `pipActive`: whether the window is open now (it stays open). */
export function loadStartState(
  source: PlayerSource,
  video: HTMLVideoElement,
  pipActive: boolean,
): Partial<PlayerState> {
  const { stream: _stream, ...meta } = source;
  return {
    loading: true,
    ended: false,
    waiting: false,
    error: null,
    diagnostics: null,
    source: meta,
    engine: null,
    qualityLevels: [],
    quality: 'auto',
    activeLevel: null,
    audioTracks: [],
    subtitleTracks: [],
    interstitial: null,
    currentTime: 0,
    duration: 0,
    bufferedEnd: 0,
    live: source.kind === 'live',
    pip: { available: pipAvailable(video, source.vitrina === true), active: pipActive },
  };
}
