/**
 * The operator calls the player needs (§7): channel stream, content stream, schedule and the 30 s stat ping.
 * Integrators with their own middleware implement this interface; `createHttpOperatorApi` speaks our `/v2`.
 */
import type { Id } from '../types/player';
import type { StreamResponse } from '../types/stream-response';

export type { Id } from '../types/player';

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ChannelStreamOptions extends RequestOptions {
  /** Archive position, unix seconds; absent means live. */
  ts?: number;
  preview?: boolean;
}

export interface ContentStreamOptions extends RequestOptions {
  libraryId?: Id;
}

/** One programme of a channel's schedule (§3); unknown fields are kept as sent. */
export interface ScheduleItem {
  id: Id;
  timestamp: number;
  duration: number;
  channel_id?: Id;
  program?: { title?: string };
  is_catchup_available?: boolean;
  [field: string]: unknown;
}

export interface StatPayload {
  stat_id: Id;
  seconds: number;
  [field: string]: unknown;
}

export interface OperatorApi {
  channelStream(channelId: Id, options?: ChannelStreamOptions): Promise<StreamResponse>;
  contentStream(contentId: Id, options?: ContentStreamOptions): Promise<StreamResponse>;
  schedule(
    channelId: Id,
    range: { start: number; end: number },
    options?: RequestOptions,
  ): Promise<ScheduleItem[]>;
  stat(payload: StatPayload, options?: RequestOptions): Promise<void>;
}
