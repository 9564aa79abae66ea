// Spec constants (001 §9, 000 §9) and the demo backend's own limits, named as in the spec where it names them.

/** 000 §9: token validity assumed by clients when the server gives none; the server grants the same. */
export const TOKEN_VALIDITY_SEC = 43_200;
/** 001 §9: schedule reaches at least 72 h back and 72 h ahead (259200 s). */
export const SCHEDULE_BACK_SEC = 259_200;
export const SCHEDULE_AHEAD_SEC = 259_200;
/** The EPG is generated in blocks aligned to the unix epoch so any window gives the same programmes. */
export const SCHEDULE_BLOCK_SEC = 21_600;
/** Programme lengths: multiples of the 20 s live loop, so every programme starts on a loop boundary. */
export const PROGRAMME_LENGTHS_SEC = [1_800, 3_600, 5_400] as const;
/** 001 §9: all-channels category 16, fallback 8, child default 5, excluded 26 (favourites, 1000, is the app's). */
export const CATEGORY_ALL_CHANNELS = 16;
export const CATEGORY_FALLBACK = 8;
export const CATEGORY_CHILD_DEFAULT = 5;
/** 001 §9 Search: min_search_chars default 1, bouncing_interval default 1000 ms. */
export const MIN_SEARCH_CHARS = 1;
export const BOUNCING_INTERVAL_MS = 1_000;
/** 001 §3 Playback point: default highlight length 8000 ms. */
export const DEFAULT_HIGHLIGHT_MS = 8_000;
/** The stat sink keeps the most recent calls only, so a long-running demo does not grow without bound. */
export const SINK_CAPACITY = 5_000;
/** …and at most this many bytes of them (JSON size), whatever their number. */
export const SINK_MAX_BYTES = 8 * 1024 * 1024;
/** One call's cap: a bigger body is replaced by a note of its size (real stat bodies are < 2 KB). */
export const SINK_CALL_MAX_BYTES = 64 * 1024;
/** Bound for the VAST server's slow-response knob (the ads library times out at 5 s, 001 §8 code 301). */
export const VAST_MAX_DELAY_MS = 30_000;
/** Bound for wrapper chains (the ads library reports 302 past its own limit). */
export const VAST_MAX_WRAPPER_DEPTH = 10;
/** Seed of the catalogue when none is given: the demo and the tests see the same operator. */
export const DEFAULT_SEED = 20_240_501;
/** 000 §9: the one-time code resend countdown; the server refuses a new code for a phone sooner. */
export const OTP_RESEND_SEC = 60;
/** 000 §9: default code length 6 (network phone_otp_length tells clients). */
export const OTP_LENGTH = 6;
/** How long a sent code stays usable. */
export const OTP_TTL_SEC = 300;
/** Wrong codes allowed per sent code; then it is burned and a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes sent to one phone per hour: with the attempts above, at most 25 guesses an hour. */
export const OTP_SENDS_PER_HOUR = 5;
/** Text messages one phone receives per hour, of every kind (codes, mobile-payment links). */
export const SMS_PER_PHONE_PER_HOUR = 10;
/** Text messages one signed-in account may cause per hour (phone changes, mobile payments). */
export const SMS_PER_ACCOUNT_PER_HOUR = 10;
/** A phone proved with a code may be billed by mobile payment this long after. */
export const PROVED_PHONE_VALID_DAYS = 90;
/** 000 §5: phone length when the provider gives no mask. */
export const PHONE_LENGTH = 11;
/** An expired token still proves its device for this long (renewing a signed-in device, 000 §4 Token). */
export const TOKEN_REFRESH_WINDOW_SEC = 30 * 86_400;
/** Tokens kept per device; older ones are revoked as new ones are granted. */
export const TOKENS_PER_DEVICE = 10;
/** Devices per signed-in user; signing in on one more drops the least recently used. */
export const DEVICES_PER_USER = 10;
/** Messages the demo SMS outbox keeps (a test double, not a queue). */
export const SMS_OUTBOX_CAPACITY = 1_000;
