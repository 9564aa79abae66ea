/**
 * The state slices the features add to the player's snapshot (timeline, ad break, playback points, packshots,
 * stats, external player, refusals). Plain data, JSON-safe; the React skin reads the same shapes
 * (`src/skin/skin-state.ts`), so a change here is a change of the skin's contract.
 */
import type { AdBreakState } from '@onair/ads-vast';
import type { StatsState } from '../stats/types';
import type { TimelineState } from '../timeline/timeline-state';
import type { Id } from './id';
import type { InterstitialState } from './interstitial';

/** §3 playback point as the state shows it: media seconds, end defaulted to start + 8 s. */
export interface PlaybackPointSlice {
  id: Id;
  type: string;
  start: number;
  end: number;
  button: { action: 'skip' | 'start' | 'next' | 'finish'; label: string };
}

export interface PlaybackPointState {
  /** Points whose window contains the current time. */
  active: readonly PlaybackPointSlice[];
}

export interface PackshotState {
  active: boolean;
  /** 1-based. */
  index: number;
  count: number;
  /** Seconds left in the current packshot. */
  remaining: number;
}

/** Why the channel or programme is not playing: a §8 key for the UI (never a PIN screen, the host owns that). */
export interface RefusalState {
  key: string;
  /** The channel's packets when the refusal is an offer to buy (`packets`). */
  packets?: readonly unknown[];
}

/** The external (vitrina) player iframe shown instead of our video. */
export interface ExternalPlayerState {
  url: string;
}

export interface FeatureState {
  timeline?: TimelineState;
  ad?: AdBreakState | null;
  playbackPoint?: PlaybackPointState | null;
  packshot?: PackshotState | null;
  /** True when autoplay was refused and the viewer must press play. */
  showPlayButton?: boolean;
  stats?: StatsState;
  external?: ExternalPlayerState | null;
  refusal?: RefusalState | null;
  /** An HLS interstitial hls.js is playing (engines/hls-interstitials.ts); null while the primary content plays. */
  interstitial?: InterstitialState | null;
}
