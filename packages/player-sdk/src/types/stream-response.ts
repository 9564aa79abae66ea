/**
 * The operator's stream response (spec 001 §3 "Stream response (live and content)"), as the channel,
 * content, library-content and trailer stream calls return it. Every field is optional: operators send
 * different subsets, and selection decides what is playable from whatever is present.
 * The one definition: published types-only as `@onair/player-sdk/stream-response` (no code, no DOM), so an
 * operator's middleware — the demo backend's builders among them — types what it sends with what the
 * player reads.
 */

/** One ad inside a roll (§3 Ad info: ad url, step, aliases). */
export interface AdItem {
  url: string;
  step?: number;
  aliases?: string[];
}

/** A mid-roll break at a position in milliseconds with the ad tag urls to try (§3 middle_roll_points). */
export interface MiddleRollPoint {
  position: number;
  urls: string[];
}

/** §3 Ad info. */
export interface AdInfo {
  pre_roll?: AdItem[];
  middle_roll?: AdItem[];
  post_roll?: AdItem[];
  post_pause_roll?: AdItem[];
  middle_roll_points?: MiddleRollPoint[];
  max_advertising?: number;
}

/** §3 trackers: the audience-measurement tracker (tracker_type 'tns') and its params. */
export interface Tracker {
  tracker_type: 'tns' | string;
  params?: {
    CatID?: string | number;
    VcID?: string | number;
    VcVersion?: string | number;
    Account?: string | number;
    Tmsec?: string | number;
    [key: string]: string | number | undefined;
  };
}

/** What is playing: the programme and its time span, and whether it is an archive (catch-up) stream. */
export interface StreamInfo {
  programme_id?: string | number;
  /** Programme start, unix seconds. */
  start?: number;
  /** Programme end, unix seconds. */
  end?: number;
  /** Seconds from the programme start at which the stream begins. */
  offset?: number;
  is_archive?: boolean;
  [key: string]: unknown;
}

/** §3 Playback point (highlights, intro skip…): end defaults to start + 8000 ms (DEFAULT_HIGHLIGHT_MS). */
export interface PlaybackPoint {
  type: 'highlights' | string;
  /** Milliseconds from the content start. */
  start: number;
  end?: number;
  button?: { action: 'skip' | 'start' | 'next' | 'finish' | string; label?: string };
}

/** `dash` (clear) and `dash_clearkey` are our documented extensions of §3. */
export type StreamKind = 'dash_widevine' | 'dash_playready' | 'hls_fairplay' | 'dash_clearkey' | 'dash';

/** One protected stream offered by the operator; unknown types are kept and ignored by selection. */
export interface ProtectedStream {
  type: StreamKind | (string & {});
  url: string;
}

export interface StreamResponse {
  /** Single-bitrate HLS (or a plain MP4 url on some content). */
  hls?: string;
  /** Multi-bitrate HLS. */
  hls_mbr?: string;
  /** Poster image shown before the first frame. */
  img?: string;
  ad?: AdInfo;
  stat?: { id: string | number };
  trackers?: Tracker[];
  stream_info?: StreamInfo;
  playback_points?: PlaybackPoint[];
  streams?: ProtectedStream[];
  laWidevine?: string;
  laPlayready?: string;
  laFairplay?: string;
  /** ClearKey licence server (the demo backend's; not in §3, which lists only commercial key systems). */
  laClearkey?: string;
  fpsCertificate?: string;
  /** Names the DRM vendor; decides e.g. the FairPlay SPC wire format. */
  drm_provider?: string;
  drm?: { thumbUrl?: string; force_subtitles?: boolean };
  packshots?: { url: string; duration?: number }[];
  screenshot_url?: string;
  screenshot_timings?: string;
  content_schedule?: { channel_id: number } | null;
}
