/**
 * Why: the skin draws parts of the state the core does not publish yet (the TV timeline, the ad break,
 * playback points, packshots) and calls commands it may not have yet (stacked archive skip, go to live,
 * skip ad). Naming those expected shapes here, all optional, lets the skin light up as soon as the core
 * adds them, and lets an integrator's player (or a test's) provide them today.
 */
import type { AdBreakState } from '@onair/ads-vast';
import type { TimelineState } from '../timeline/timeline-state';
import type { Id } from '../types/id';
import type { Player, PlayerState } from '../types/player';

/** The ad break as the roll runner reports it (`@onair/ads-vast` `AdBreakState`). */
export type SkinAdState = AdBreakState;

/** §3 playback point: a moment of the content with a button (skip the intro, start, next, finish). */
export interface PlaybackPoint {
  id: Id;
  type: string;
  /** Media seconds; without an end in the data the core uses start + DEFAULT_HIGHLIGHT_MS (§9). */
  start: number;
  end: number;
  button: { action: 'skip' | 'start' | 'next' | 'finish'; label: string };
}

export interface PlaybackPointState {
  /** Points whose window contains the current time: their buttons show now. */
  active: readonly PlaybackPoint[];
}

/** §4 packshots: short clips before the content, advancing by count. */
export interface PackshotState {
  active: boolean;
  /** 1-based position and total. */
  index: number;
  count: number;
  /** Seconds until the content (or the next packshot) starts. */
  remaining: number;
}

/** What the skin reads: the core state plus the slices other parts of the SDK are adding. */
export interface SkinState extends PlayerState {
  timeline?: TimelineState;
  ad?: SkinAdState | null;
  playbackPoint?: PlaybackPointState | null;
  packshot?: PackshotState | null;
  /** The core's own "autoplay was refused" flag; the skin derives it when absent. */
  showPlayButton?: boolean;
}

/** Optional commands: the skin uses them when the player has them and falls back otherwise. */
export interface SkinCommands {
  /** Stacked, debounced archive skip (§4); fallback: a plain ±10 s media seek. */
  skip?(direction: -1 | 1): void;
  goToLive?(): void;
  /** Moves a live/archive stream to a wall-clock position, unix seconds. */
  seekTimeline?(unixSec: number): void;
  /** Tells the timeline where the pointer hovers (0..1, null on leave) so it can pick a thumbnail. */
  hoverTimeline?(fraction: number | null): void;
  /** Stacked whole-programme steps on the TV bar (Page Up / Page Down, ‹ ›, ← at the programme start). */
  stepProgramme?(direction: -1 | 1, landing?: 'start' | 'end'): void;
  skipAd?(): boolean;
  clickAd?(): string | undefined;
  seekToPlaybackPoint?(id: Id): void;
}

export type SkinPlayer = Player & SkinCommands;

/** Narrows a core state to the skin's view without copying. */
export function skinState(state: PlayerState): SkinState {
  return state as SkinState;
}
