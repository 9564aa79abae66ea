/**
 * The plain-data shapes the timeline policies read: the parts of a §3 Channel, Channel config and Platform
 * configuration that decide live, archive, external player and blackout. Every field is optional because
 * operators send different subsets; the policies say what a missing field means.
 * Times: schedule items and positions are unix seconds (as the operator sends them); clocks return ms.
 */
import type { Id } from '../types/id';

/** One programme of a channel's schedule (§3); unknown fields are kept as sent. */
export interface ScheduleItem {
  id: Id;
  timestamp: number;
  duration: number;
  // Operators send null for a missing value as often as they leave it out.
  channel_id?: Id | null;
  program?: { title?: string | null } | null;
  is_catchup_available?: boolean | null;
  [field: string]: unknown;
}

/** One programme of the schedule (§3 Schedule or programme item). */
export type Programme = ScheduleItem;

/** A §3 `stream_types` entry: the operator sends either `{ type: 'vitrina' }` objects or bare strings. */
export type ChannelStreamType = string | { type: string; [field: string]: unknown };

/** The §3 Channel fields the timeline needs. */
export interface TimelineChannel {
  id: Id;
  /** How many days back the channel keeps its archive (the base packet's depth). */
  archived_days?: number | null;
  real_archived_days?: number | null;
  /** How many days back this viewer may open the archive (their packets); falls back to archived_days. */
  available_archived_days?: number | null;
  is_purchased?: boolean | null;
  isPurchased?: boolean | null;
  is_available?: boolean | null;
  access_error?: string | null;
  age?: number | null;
  tags?: { is_adult?: boolean; [tag: string]: unknown } | readonly string[] | null;
  stream_types?: readonly ChannelStreamType[] | null;
  vitrinaUrl?: string | null;
  /** Use the light external player (`config.web_vlight`). */
  vlight?: boolean | null;
}

/**
 * One §3 Channel config entry (`config.web`, `config.web_vlight`): which external player to embed and where.
 * The operator sends `{ player: 'vitrina', url }` for a broadcaster's player and `{ player: 'default', url: null }`
 * when the channel has none.
 */
export interface ExternalPlayerConfig {
  player?: string | null;
  url?: string | null;
  [field: string]: unknown;
}

/** §3 Channel config, as the channel config call returns it (`ad` and the rest pass through untyped). */
export interface ChannelConfig {
  config?: { web?: ExternalPlayerConfig | null; web_vlight?: ExternalPlayerConfig | null };
  [field: string]: unknown;
}

/** §3 Platform configuration: the blackout mattress fields. */
export interface PlatformConfig {
  catchup_blackout_safe_area?: unknown;
  catchup_blackout_mattress_url?: string | null;
  catchup_blackout_mattress_screenshot_url?: string | null;
  [field: string]: unknown;
}

/** Injected timers, so the §9 delays are tested with fake timers and never read the global clock. */
export interface TimelineTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** §8 keys the timeline produces. */
export type TimelineWarningKey =
  | 'warning_no_program'
  | 'warning_archive_no_pause'
  | 'warning_archive_subscribe';
export type TimelineErrorKey = 'error_schedule_from_future' | 'error_schedule_copyright_banned';
