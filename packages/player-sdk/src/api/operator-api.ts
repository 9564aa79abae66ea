/**
 * The operator calls the player needs (§7): channel stream, content stream, schedule and the 30 s stat ping.
 * Integrators with their own middleware implement this interface; `createHttpOperatorApi` speaks our `/v2`.
 */
import type { StatsApi, StatsView } from '../stats/types';
import type { ChannelConfig, PlatformConfig, ScheduleItem, TimelineChannel } from '../timeline/types';
import type { Id } from '../types/id';
import type { StreamResponse } from '../types/stream-response';

export type { ScheduleItem } from '../timeline/types';

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ChannelStreamOptions extends RequestOptions {
  /** Archive position, unix seconds; absent means live. */
  ts?: number;
  preview?: boolean;
}

export interface ContentStreamOptions extends RequestOptions {
  /** §7 Library content stream: the library the title is watched in. */
  libraryId?: Id;
  /** §7 Library content stream `seconds`: where playback starts (the answer's playback points follow it). */
  seconds?: number;
}

export interface ContentMetaOptions extends RequestOptions {
  /** §7 Content metadata: content id, library id. */
  libraryId?: Id;
}

export interface StatPayload {
  stat_id: Id;
  seconds: number;
  [field: string]: unknown;
}

/** §3 Content meta: the fields the player reads (history for resume). */
export interface ContentMeta {
  history?: { seconds?: number | null; watch_percentage?: number | null } | null;
  next_to_play?: { id: Id } | null;
  [field: string]: unknown;
}

/** §3 Episode history entry, as the episodes call lists them. */
export interface EpisodeItem {
  id: Id;
  title?: string;
  season?: number | null;
  series?: number | null;
  is_announcement?: boolean;
  [field: string]: unknown;
}

/** §8 ad analytics: which ad, what happened, in which roll, its number in the break, the channel or content. */
export interface AdEventPayload {
  ad: string;
  event: string;
  place: string;
  number: number;
  object_id?: Id;
  /** The viewing the roll belongs to (no call number: ad analytics are not retried). */
  view?: StatsView;
}

/**
 * The calls marked optional are used when present: without `channel` the timeline knows only the id, without
 * `configuration` a banned programme is a plain refusal instead of the blackout loop, without `contentMeta`
 * nothing resumes, without `stats` no stat pings leave.
 */
export interface OperatorApi {
  /** The API's origin: licence servers there receive the player's access token (drm/bytes.ts). */
  readonly origin?: string;
  channelStream(channelId: Id, options?: ChannelStreamOptions): Promise<StreamResponse>;
  contentStream(contentId: Id, options?: ContentStreamOptions): Promise<StreamResponse>;
  schedule(
    channelId: Id,
    range: { start: number; end: number },
    options?: RequestOptions,
  ): Promise<ScheduleItem[]>;
  stat(payload: StatPayload, options?: RequestOptions): Promise<void>;
  channel?(channelId: Id, options?: RequestOptions): Promise<TimelineChannel>;
  channelConfig?(channelId: Id, options?: RequestOptions): Promise<ChannelConfig>;
  configuration?(options?: RequestOptions): Promise<PlatformConfig>;
  contentMeta?(contentId: Id, options?: ContentMetaOptions): Promise<ContentMeta>;
  episodes?(seriesId: Id, options?: RequestOptions): Promise<EpisodeItem[]>;
  adEvent?(payload: AdEventPayload, options?: RequestOptions): Promise<void>;
  /** The stat pings, playback events and tracking calls (issue 6). */
  stats?: StatsApi;
}
