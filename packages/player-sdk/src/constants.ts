/**
 * Every §9 "Player" constant of spec 001, named as in the spec and typed, so the policies and the runtime
 * read one source and the tests can quote the spec. Values that are not from §9 say where they come from.
 * The timings only lazily loaded parts read (engines' track polling, the skin, Cast) are in `timings.ts`:
 * kept here they would sit in the core chunk, which has a budget, and make it export them to those chunks.
 */

/** Default volume on a 0–100 scale (§3 Player state, §9); the player stores only the muted flag. */
export const DEFAULT_VOLUME = 100;
/** Volume step on the 0–1 media scale (§5, §9). */
export const VOLUME_STEP = 0.05;
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 1;

/** Archive positions round down to this granularity when scrubbing (§4, §9). */
export const SCRUB_GRANULARITY_S = 10;
/** A position younger than this is live (§4, §9). */
export const LIVE_THRESHOLD_S = 30;
/** Scrub time is clamped to duration minus this offset (§4, §9). */
export const ARCHIVE_SCRUB_OFFSET_S = 5;
/** Within this many seconds of now a vitrina channel uses its external player config (§4 Channel loading, §9). */
export const VITRINA_OFFSET_S = 360;

/** Quality list: heights up to this many pixels (§5, §9). */
export const MAX_QUALITY_HEIGHT = 1080;
/** Quality list: at most this many levels, plus Auto (§5, §9). */
export const MAX_QUALITY_LEVELS = 4;

/** hls.js buffer tuning from §9: max length 5 s, size 5 MB, max max 10 s, hole 0.3 s. */
export const HLS_BUFFER = {
  maxBufferLength: 5,
  maxBufferSize: 5 * 1000 * 1000,
  maxMaxBufferLength: 10,
  maxBufferHole: 0.3,
} as const satisfies Readonly<Record<string, number>>;

/** More than this many stream errors pauses the player and destroys the stream (§4, §9). */
export const MAX_STREAM_ERRORS = 2;
/** The error message shows when errors reach this count (§4). */
export const ERROR_MESSAGE_AT = 2;
/** More than this many fragment parse or buffer-stall errors set the video error (§4, §9). */
export const MAX_FRAGMENT_ERRORS = 5;
/** After this many video-error retries the counter resets and a hard error shows (§4, §9). */
export const RETRY_LIMIT = 10;
/** Each retry seeks forward by this many seconds times the retry count (§4, §9). */
export const RETRY_JUMP_S = 10;

/** Archive skip: 10 s per step, applied after 500 ms idle, play resumes 400 ms later (§4, §9). */
export const SKIP_STEP_S = 10;
export const SKIP_DEBOUNCE_MS = 500;
export const SKIP_RESUME_PLAY_MS = 400;
/** Double tap: 500 ms window, one fifth of the width on each side (§4, §9). */
export const DOUBLE_TAP_WINDOW_MS = 500;
export const DOUBLE_TAP_ZONE = 1 / 5;

/** Controls hide after 5 s of inactivity; the hide itself takes 200 ms on mobile, 20 ms otherwise (§4, §9). */
export const CONTROLS_HIDE_MS = 5000;
export const CONTROLS_HIDE_DELAY_MOBILE_MS = 200;
export const CONTROLS_HIDE_DELAY_MS = 20;
export const MENU_HIDE_MS = 200;
export const PLAY_PAUSE_ANIMATION_MS = 500;

/** iOS fullscreen: pauses within 2 s of entering are not user pauses; the exit block lasts 3 s (§4, §9). */
export const IOS_FULLSCREEN_PAUSE_GUARD_MS = 2000;
export const IOS_FULLSCREEN_EXIT_BLOCK_MS = 3000;

/** Connectivity ping (§7, §9): GET /robots.txt?t=…, no-store, 3 s timeout, 2 s doubling up to 60 s. */
export const CONNECTIVITY_PING = {
  path: '/robots.txt',
  initialDelayMs: 2000,
  maxDelayMs: 60_000,
  timeoutMs: 3000,
} as const;
/** Back online, the channel reloads with a connection-retry flag for 3 s (§4 Player). */
export const CONNECTION_RETRY_FLAG_MS = 3000;

/** Stats every 30 s of playback (§4, §9). */
export const STATS_INTERVAL_S = 30;
/** History seconds update from 10 s of playback (§4, §9). */
export const HISTORY_SAVE_FROM_S = 10;
/** Resume is used only between 10 and 12600 s (§4, §9). */
export const RESUME_MIN_S = 10;
export const RESUME_MAX_S = 12_600;
/** 'Watch from the beginning' shows for 5 s (§4, §9). */
export const RESUME_BUTTON_MS = 5000;

/** Playback update analytics at 120, 300 and 600 s, then every 600 s up to 3000 s (§9). */
export const PLAYBACK_UPDATE_MARKS_S = [120, 300, 600] as const;
export const PLAYBACK_UPDATE_EVERY_S = 600;
export const PLAYBACK_UPDATE_UNTIL_S = 3000;
/** A 5-minute watch event at 300 s (§9). */
export const WATCH_FIVE_MINUTES_S = 300;

/** End-of-episode trigger 2 s before the end, for durations over 20 s (§4, §9). */
export const EPISODE_END_TRIGGER_MS = 2000;
export const EPISODE_END_MIN_DURATION_MS = 20_000;

/** A playback point without an end lasts this long (§3, §9). */
export const DEFAULT_HIGHLIGHT_MS = 8000;

/** Hover tooltip widths in px (§9). */
export const HOVER_TOOLTIP_WIDTH = { fullscreen: 147, mobile: 98, default: 122.5 } as const;
/** Progress bar on a channel tile refreshes every 7 s (§9). */
export const CHANNEL_TILE_PROGRESS_REFRESH_MS = 7000;

/** Audience-measurement device types (§9). */
export const AUDIENCE_DEVICE_TYPE = { default: 1, ios: 2, android: 3, windowsPhone: 4, smartTv: 5 } as const;

/** Playback speeds 0.25 to 2 in 0.25 steps (§5). */
export const PLAYBACK_RATE_MIN = 0.25;
export const PLAYBACK_RATE_MAX = 2;
export const PLAYBACK_RATE_STEP = 0.25;

/**
 * Not in §9: how long playback may stand still (not paused) before the watchdog moves it (recovery/stall-watchdog.ts).
 * hls.js itself nudges after about a second of stall; we wait a little longer so we never fight it.
 */
export const STALL_DETECT_MS = 3000;
/**
 * Not in §9: how long a wait for data may last with no progress and no word from the engine before the watchdog
 * gives it up (a slow segment or an engine's retries take less, and each retry it reports starts this again).
 */
export const STALL_STARVED_MS = 15_000;
/** Not in §9: the forward nudge applied to a stalled element, just past a typical buffer hole (HLS_BUFFER.maxBufferHole). */
export const STALL_NUDGE_S = 0.5;
/**
 * Not in §9: a manifest fetched ahead of the engine (manifest-prefetch.ts) is handed over only this long after
 * its request started; older (a long pre-roll ran meanwhile) it could describe a live window that has moved on.
 */
export const MANIFEST_PREFETCH_MAX_AGE_MS = 4000;
/** Not in §9: how long each EME key-system probe may take before it counts as unavailable. */
export const KEY_SYSTEM_PROBE_TIMEOUT_MS = 3000;

/** §8 402: an ad (or packshot) showing no frame, or stalling, this long is given up and content goes on. */
export const AD_MEDIA_TIMEOUT_MS = 8000;
