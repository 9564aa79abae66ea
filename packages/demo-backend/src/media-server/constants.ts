// Numbers the media routes and playlists share. The committed media is encoded to match them
// (see media/generate.mjs), so change both together.

/** Every segment, live and VOD, is this long; each starts with an IDR frame. */
export const SEGMENT_DURATION_SEC = 2;
/** A live source loops this often; divides 60 so programmes can start on loop boundaries. */
export const LIVE_LOOP_SEC = 20;
/** Segments in a live sliding window (about 12 s, enough for hls.js to hold 3 target durations back). */
export const LIVE_WINDOW_SEGMENTS = 6;
/** The longest archive window one playlist may cover. */
export const MAX_ARCHIVE_WINDOW_SEC = 24 * 3600;
/** Distinct fault tokens remembered at once; the oldest is forgotten first. */
export const MAX_FAULT_TOKENS = 500;
/** Distinct segment paths remembered per 404once token. */
export const MAX_FAULT_PATHS_PER_TOKEN = 2000;
