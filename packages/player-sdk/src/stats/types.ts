/**
 * The shapes the stats controller speaks: the `StatsApi` an operator client implements (§7 Send stat, Playback
 * start/update/error, Tracking, Analytics events), the facts it is fed, and the `StatsState` slice it produces.
 */
import type { Id } from '../types/id';
import type { Tracker } from '../types/stream-response';
import type { EpisodeEntry, NextEpisodeState } from './next-episode';
import type { QoeFigures } from './qoe';

/** Timers injected so every schedule runs under fake timers in tests. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The viewing a call belongs to (issue 40): a new `id` at every load of a source (a stat id names the content,
 * so two viewers of one film share it), the call's number within the viewing (`seq`, so a retried call is
 * counted once), and what the operator's QoE console breaks viewings down by. The browser is read from the
 * request's User-Agent on the server.
 */
export interface StatsView {
  id: string;
  seq?: number;
  kind?: StatsSource['kind'];
  channelId?: Id;
  contentId?: Id;
  /** hls.js, shaka-player or the media element. */
  engine?: 'hls' | 'shaka' | 'native';
  /** 001 §9 audience device type 1–5. */
  device?: number;
  /** The operator brand the viewer is on (`PlayerOptions.provider`). */
  provider?: Id;
}

/** How a playback began; `resume` and `next_episode` refine `content`. */
export type StartType = 'live' | 'archive' | 'content' | 'trailer' | 'resume' | 'next_episode';

/** §7 Playback start. */
export interface PlaybackStartPayload {
  statId: Id;
  channelId?: Id;
  contentParentId?: Id;
  contentId?: Id;
  startType: StartType;
  /** Seconds of the media timeline. */
  position: number;
  libraryId?: Id;
  view?: StatsView;
}

/** §7 Playback update. */
export interface PlaybackUpdatePayload {
  statId: Id;
  position: number;
  view?: StatsView;
}

/** §7 Playback error: the update shape plus the diagnostics code and, as Mux does, the QoE so far. */
export interface PlaybackErrorPayload {
  statId: Id;
  position: number;
  code: number | string;
  errorType?: string;
  /** A licence server's own code (§8: 8002 carries a nested message), when it gave one. */
  serverCode?: number | string;
  qoe: QoeFigures;
  view?: StatsView;
}

/** §7 Tracking: fts is the unix second being watched, evtp 1 live or 3 archive/scrub. */
export interface TrackingPayload {
  fts: number;
  evtp: 1 | 3;
}

/** §7 Analytics events (play, click, focus, show…), as the metrics service takes them. */
export interface AnalyticsEvent {
  event: string;
  name_template?: string;
  value?: Id;
  source?: string;
}

/** History seconds for a content (§3 Content meta history), saved once 10 s have been watched. */
export interface HistoryPayload {
  contentId: Id;
  libraryId?: Id;
  seconds: number;
}

/** What a stat ping carries besides the seconds watched: where playback is, and the QoE so far. */
export interface StatExtra {
  /** Media seconds at the time of the ping (the content's history position). */
  position?: number;
  qoe?: QoeFigures;
  view?: StatsView;
  /** The viewing's last ping (stop, switch, destroy, page closed). */
  final?: boolean;
  /** The viewing ended before its first frame without an error: a zero-second ping says so. */
  exit?: boolean;
}

export interface SendOptions {
  signal?: AbortSignal;
}

/** One call as data, so a queued call can also leave as a beacon when the page goes away. */
export type StatsCall =
  | ({ method: 'stat'; statId: Id; seconds: number } & StatExtra)
  | { method: 'playbackStart'; payload: PlaybackStartPayload }
  | { method: 'playbackUpdate'; payload: PlaybackUpdatePayload }
  | { method: 'playbackError'; payload: PlaybackErrorPayload }
  | { method: 'tracking'; payload: TrackingPayload }
  | { method: 'analytics'; event: AnalyticsEvent }
  | { method: 'history'; payload: HistoryPayload };

/**
 * What the operator client implements. A rejected promise means "retry later"; the queue does the retrying.
 * `beacon` (optional) sends a call with `navigator.sendBeacon` and returns its answer; without it, calls
 * pending at page close are attempted once with the ordinary method.
 * `history` (optional) saves the content's history seconds where the operator has such a call.
 */
export interface StatsApi {
  /** `seconds`: whole seconds watched since the previous ping of this stat id (they add up to the watch time). */
  stat(statId: Id, seconds: number, extra?: StatExtra, options?: SendOptions): Promise<void>;
  playbackStart(payload: PlaybackStartPayload, options?: SendOptions): Promise<void>;
  playbackUpdate(payload: PlaybackUpdatePayload, options?: SendOptions): Promise<void>;
  playbackError(payload: PlaybackErrorPayload, options?: SendOptions): Promise<void>;
  tracking(payload: TrackingPayload, options?: SendOptions): Promise<void>;
  analytics(event: AnalyticsEvent, options?: SendOptions): Promise<void>;
  history?(payload: HistoryPayload, options?: SendOptions): Promise<void>;
  beacon?(call: StatsCall): boolean;
}

/** The §3 Content meta history the resume rule reads. */
export interface ContentHistory {
  seconds?: number | null;
  watch_percentage?: number | null;
}

/**
 * What the stats need to know about a loaded source. `PlayerSource` fits it; the content fields the player
 * does not carry (parent, history, episodes) come from the content meta the host already loaded.
 */
export interface StatsSource {
  kind: 'live' | 'archive' | 'content' | 'trailer';
  stream: {
    stat?: { id: Id };
    trackers?: Tracker[];
    stream_info?: { start?: number; [field: string]: unknown };
  };
  channelId?: Id;
  contentId?: Id;
  libraryId?: Id;
  /** Archive position asked for, unix seconds. */
  ts?: number;
  /** Where playback starts, media seconds: a resume position when it came from history. */
  startPosition?: number;
  contentParentId?: Id;
  /** Set by the host when this load is the automatic next episode. */
  startType?: StartType;
  history?: ContentHistory;
  /** The series' episodes (§3 Episode history entry) when the content is an episode. */
  episodes?: readonly EpisodeEntry[];
}

/** The error facts the stats report: §3 Error diagnostics (`Diagnostics` fits). */
export interface StatsErrorInput {
  code: number | string;
  errorType?: string;
  position?: number;
  /** The licence server's own code of a DRM error (§8 8002). */
  serverCode?: number | string;
}

/** `getVideoPlaybackQuality()` as read from the video element. */
export interface VideoQualitySample {
  droppedVideoFrames: number;
  totalVideoFrames: number;
}

export interface ResumeOffer {
  /** Media seconds playback resumed from. */
  position: number;
}

export interface SendQueueFigures {
  pending: number;
  sent: number;
  /** Dropped because the queue was full (oldest first). */
  dropped: number;
  /** Given up after the last attempt. */
  failed: number;
}

/** The slice a player keeps in its state. */
export interface StatsState {
  statId: Id | null;
  /** The current viewing (without a call number): what ad analytics name as their viewing. */
  view: StatsView | null;
  /** Seconds of actual playback of the current source. */
  watchedSeconds: number;
  qoe: QoeFigures;
  /** The 'watch from the beginning' affordance, visible for RESUME_BUTTON_MS after the first frame. */
  resumeOffer: ResumeOffer | null;
  /** Null until HISTORY_SAVE_FROM_S of playback, then the position history would save. */
  historySeconds: number | null;
  nextEpisode: NextEpisodeState;
  queue: SendQueueFigures;
}

/** The default HTTP stats client's options (`createHttpStatsApi`). */
export interface HttpStatsApiOptions {
  /** e.g. `http://127.0.0.1:8787/v2` */
  baseUrl: string;
  accessToken?: string | (() => string | undefined);
  fetch?: typeof fetch;
  /** Defaults to `navigator.sendBeacon` where the browser has it. */
  sendBeacon?: (url: string, data: string) => boolean;
}
