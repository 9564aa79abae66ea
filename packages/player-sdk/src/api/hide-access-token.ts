/**
 * Why: the player adds the viewer's `access_token` to its operator's API and licence URLs (000 §7, drm/bytes.ts
 * withAccessToken); an error's URL (state, events, a host's console) names the call with that token masked, so
 * the session the player was given never leaves it in an error (issue 35 item 6). The rest of the product's
 * secret names are masked where text leaves the player: the diagnostics (@onair/redaction, loaded on demand).
 * A file of its own: the core imports it, and nothing else of the byte helpers.
 */
export const hideAccessToken = (url: string): string => url.replace(/([?&#]access_token=)[^&#]*/gi, '$1***');
