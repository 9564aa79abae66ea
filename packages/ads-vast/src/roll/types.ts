/** The roll interface shared by the VAST roll runner and the IMA adapter: what a player drives. */
import type { SendPixel } from '../tracking/send-pixel';
import type { VastMediaFile } from '../types';

/** §3 Ad info roll kinds. */
export type RollKind = 'pre_roll' | 'middle_roll' | 'post_roll' | 'post_pause_roll';

/** §3 Ad info: an ad item has an ad url, a step and aliases. */
export interface AdTag {
  url: string;
  step?: number;
  aliases?: string[];
}

export interface RollRequest {
  roll: RollKind;
  /** The roll's ad tag URLs, tried in order. */
  tags: ReadonlyArray<string | AdTag>;
  /** §3 max_advertising: the run finishes once this many ads have played. */
  maxAdvertising?: number;
}

export type RollOutcome =
  /** At least one ad played (or the limit was reached). */
  | 'completed'
  /** Every ad of the roll failed; rolls now cool down. */
  | 'failed'
  /** The roll had no tags. */
  | 'empty'
  /** Skipped: a previous roll failed less than ROLL_COOLDOWN_MS ago. */
  | 'cooldown'
  /** Skipped: another roll is running. */
  | 'busy'
  | 'aborted';

/** What a run resolves with, always (a run never rejects: content must start). */
export interface RollSummary {
  roll: RollKind;
  outcome: RollOutcome;
  played: number;
  /** The §8 code of each failed ad or tag, in order. */
  failed: number[];
}

export interface AdBreakState {
  roll: RollKind | null;
  /** A roll is running (loading or playing). */
  active: boolean;
  /** An ad's media is on screen (first frame reached). */
  playing: boolean;
  paused: boolean;
  /** 1-based position of the current ad in the break; 0 before the first. */
  adIndex: number;
  /** Ads expected in this break so far (grows as tags resolve, capped by max_advertising). */
  adCount: number;
  adId: string | undefined;
  currentTime: number;
  duration: number | undefined;
  /** Seconds left in the current ad. */
  remaining: number | undefined;
  /** Seconds until skip is allowed; 0 = skippable now; undefined = not skippable. */
  skippableIn: number | undefined;
  clickThroughUrl: string | undefined;
}

export interface AdPlayHandlers {
  /** Aborted when the ad must stop (ended, skipped, timed out, roll aborted). */
  signal: AbortSignal;
  /** Report playback time; the first call means the first frame is on screen. */
  onProgress(currentTime: number, duration?: number): void;
  onEnded(): void;
  /** A §8 code: 400 playback, 401 not found, 405 display, 1205 autoplay blocked… */
  onError(code: number): void;
}

/** The player's side: a media element of its own over the content. */
export interface AdMediaHost {
  /** Can the player play this file (browser types, HLS through its engine)? */
  canPlay(mediaFile: VastMediaFile): boolean;
  size(): { width: number; height: number };
  /** Current bandwidth estimate, if the player has one. */
  bandwidthKbps?(): number | undefined;
  play(mediaFile: VastMediaFile, handlers: AdPlayHandlers): void;
  pause?(): void;
  resume?(): void;
}

export interface AdAnalyticsEvent {
  /**
   * `request` (a tag is asked for), `fill` (it answered an ad), a tracker event (impression, start,
   * firstQuartile…, skip, clickthrough) or error_{code}/error_load_{code}.
   */
  event: string;
  roll: RollKind;
  adIndex: number;
  adId?: string;
  tagUrl?: string;
  code?: number;
}

export interface RollRunnerBase {
  run(request: RollRequest): Promise<RollSummary>;
  getState(): AdBreakState;
  subscribe(listener: (state: AdBreakState) => void): () => void;
  /** Skips the current ad when allowed; returns whether it did. */
  skip(): boolean;
  /** Viewer clicked the ad: tracking fires, the click-through URL is returned (and passed to onClickThrough). */
  click(): string | undefined;
  pause(): void;
  resume(): void;
  setMuted(muted: boolean): void;
  /** Ends the running roll now; its run resolves with outcome 'aborted'. */
  abort(): void;
  /** Aborts and drops listeners; idempotent. */
  destroy(): void;
}

export interface SharedRollOptions {
  now: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  send?: SendPixel;
  onAnalytics?: (event: AdAnalyticsEvent) => void;
  onClickThrough?: (url: string) => void;
}

export const IDLE_AD_BREAK_STATE: AdBreakState = Object.freeze({
  roll: null,
  active: false,
  playing: false,
  paused: false,
  adIndex: 0,
  adCount: 0,
  adId: undefined,
  currentTime: 0,
  duration: undefined,
  remaining: undefined,
  skippableIn: undefined,
  clickThroughUrl: undefined,
});
