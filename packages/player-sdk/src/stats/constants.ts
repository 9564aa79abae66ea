/**
 * Stats constants that are not §9 Player values (those live in `../constants` and are re-read from there).
 * Each says where it comes from; the send-queue bounds are ours, chosen so a dead stat server costs a
 * bounded amount of memory and a few requests a minute, never playback.
 */

/** §7 Tracking: evtp 1 means a live view, 3 an archive view or a scrub. */
export const TRACKING_EVTP = { live: 1, archive: 3 } as const;

/** §3 trackers: the audience-measurement tracker type the pixel is built for. */
export const AUDIENCE_TRACKER_TYPE = 'tns';

/** §8: the viewer alert when the next episode is only announced. */
export const WARNING_EPISODE_IS_ANNOUNCEMENT = 'warning_episode_is_announcement';

/**
 * The 5-minute watch event (§9, at WATCH_FIVE_MINUTES_S) as a §7 analytics event: a 'play' event whose
 * name_template names it, since the metrics service takes play, click, focus and show events only.
 */
export const WATCH_FIVE_MINUTES_EVENT = { event: 'play', name_template: 'watch_5_minutes' } as const;

/** Not in the spec: send-queue bounds (Mux Data and Shaka's CMCD reporters retry a handful of times too). */
export const SEND_QUEUE = {
  /** Calls kept while the server is unreachable; the oldest is dropped (and counted) beyond this. */
  maxSize: 50,
  /** Attempts per call, the first included. */
  maxAttempts: 5,
  /** Backoff before retry n is baseDelayMs * 2^(n-1), capped at maxDelayMs. */
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  /** One attempt's deadline: a request that hangs is aborted and retried, so it cannot hold the calls behind it. */
  sendTimeoutMs: 10_000,
} as const;

/** The JSON event name reported through the mobile app's native bridge (§4 web-view state, §7 logEvent). */
export const WEBVIEW_STATE_EVENT = 'player_state';
