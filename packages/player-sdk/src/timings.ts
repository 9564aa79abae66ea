/**
 * The §9 "Player" timings of spec 001 that only lazily loaded parts of the SDK read — the native and hls.js
 * engine chunks, the React skin, the Cast sender — named as in the spec. They are apart from `constants.ts`
 * so the core chunk (20 KB budget) neither carries them nor exports them to those chunks; the React entry
 * publishes them as `timings`.
 */

/** Full mode waits this long before loading (§4 Player); `<Player>` and `useSettled` wait it on a zap. */
export const FULL_MODE_LOAD_DELAY_MS = 600;
/** A choice in a settings menu on a touch screen closes the menu this much later (§9). */
export const MOBILE_SETTINGS_DELAY_MS = 400;
/** A gesture's memory lapses this long after the last touch (§9). */
export const POINTER_GAP_RESET_MS = 500;

/** Audio track polling: 50 attempts at 100 ms after a 50 ms start (§9). */
export const AUDIO_TRACK_POLL = { attempts: 50, intervalMs: 100, initialDelayMs: 50 } as const;
/** hls.js applies an audio-track choice this much later, the last of quick ones only (§9). */
export const HLS_AUDIO_SWITCH_DELAY_MS = 30;
/** Subtitle polling, and how long "subtitles off" is held against the browser (§9). */
export const SUBTITLE_POLL_MS = 100;
export const SUBTITLE_DISABLE_INTERVAL_MS = 2000;
/** Picture-in-picture: the check while its panel shows, and the panel's hide delay (§9). */
export const PIP_CHECK_MS = 150;
export const PIP_OVERLAY_HIDE_MS = 400;

/** Cast connect retry up to 20 times at 250 ms (§9). */
export const CAST_CONNECT_RETRY = { attempts: 20, intervalMs: 250 } as const;
