/**
 * The stats controller's contract with the player that owns it: what it is given and the facts it is told.
 */
import type { NextEpisodeOutcome } from './next-episode';
import type { SendQueue } from './send-queue';
import type {
  StatsApi,
  StatsErrorInput,
  StatsSource,
  StatsState,
  StatsView,
  Timers,
  VideoQualitySample,
} from './types';
import type { WebViewBridge } from './webview-bridge';

export interface StatsControllerOptions {
  api: StatsApi;
  /** Wall clock in ms. */
  now: () => number;
  timers: Timers;
  /** Aborting it is destroy: the unsent seconds are sent, listeners and timers go. */
  signal: AbortSignal;
  /** A queue shared with other senders; by default the controller makes (and destroys) its own. */
  send?: SendQueue;
  /** Visibility source; defaults to the global document when there is one. */
  document?: EventTarget & { visibilityState?: string };
  /** Where `pagehide` is heard; defaults to the global window when there is one. */
  page?: EventTarget;
  userAgent?: string;
  /** Where tns pixels go when the tracker has no `pixel_url`; without either the pixel is skipped. */
  trackerPixelUrl?: string;
  pixel?: (url: string) => Promise<void>;
  /** The end-ad check before the next episode (normally the post-roll). */
  endAdCheck?: () => Promise<unknown>;
  onNextEpisode?: (outcome: NextEpisodeOutcome) => void;
  /** The mobile app's bridge; null disables it, undefined detects it. */
  bridge?: WebViewBridge | null;
  /** What the viewing's calls name besides the source: the engine playing it now, the operator brand. */
  viewContext?: () => Pick<StatsView, 'engine' | 'provider'>;
}

export interface StatsController {
  getState(): StatsState;
  subscribe(listener: (state: StatsState) => void): () => void;
  sourceLoaded(source: StatsSource): void;
  playing(): void;
  paused(): void;
  waiting(): void;
  seeking(): void;
  /** The viewer moved the playback point; `position` is where playback now is. */
  seeked(position: number): void;
  /** `ms`: the player's own load-to-first-frame measure (its `firstframe` event), which QoE reports as is. */
  firstFrame(ms?: number): void;
  adStarted(): void;
  adEnded(): void;
  error(diagnostics: StatsErrorInput): void;
  timeupdate(position: number, duration?: number): void;
  ended(): void;
  /** The level now playing changed (its bitrate in bits per second). */
  levelSwitched(bitrate: number): void;
  videoQuality(sample: VideoQualitySample): void;
  /** The viewer used or closed the 'watch from the beginning' affordance. */
  dismissResumeOffer(): void;
  /** Playback of the source ended for good (stop or switch): unsent seconds leave now, as the viewing's last ping. */
  stopped(): void;
}
