/**
 * Spec constants for ads (001 §8 ad error codes, §9 limits), named as in the spec.
 * Every timer and limit of the ad engine reads from here so a test or a reviewer
 * finds the number in one place.
 */

/** §8 301: a VAST request (inline or wrapper) that has not answered in 5 s is abandoned. */
export const WRAPPER_TIMEOUT_MS = 5000;
/** §8 302: wrappers followed before "too many redirects" (VAST 4 recommends at least 5). */
export const MAX_WRAPPER_DEPTH = 5;
/** §8 402: an ad media file that has not produced a first frame in 8 s is given up. */
export const MEDIA_TIMEOUT_MS = 8000;
/** §4 Ads: after a roll where every ad failed, rolls cool down for 5 s. */
export const ROLL_COOLDOWN_MS = 5000;
/** §8: the last 50 ad error reports are kept locally. */
export const ERROR_LOG_SIZE = 50;
/** localStorage key of the ad error log. */
export const ERROR_LOG_STORAGE_KEY = 'onair.ads.errorLog';
/** VAST [ERRORCODE] only carries 3-digit VAST codes; anything else is reported as 900 (undefined error). */
export const VAST_ERROR_CODE_MIN = 100;
export const VAST_ERROR_CODE_MAX = 999;
export const VAST_UNDEFINED_ERROR_CODE = 900;
/** [CACHEBUSTING] is an 8-digit random number (VAST 4.1 macros). */
export const CACHEBUSTING_DIGITS = 8;
/** Time to load the IMA SDK script before the break is skipped (1012). */
export const IMA_SDK_TIMEOUT_MS = 5000;
/** Google's IMA SDK location (loaded only when an operator picks the IMA adapter). */
export const IMA_SDK_URL = 'https://imasdk.googleapis.com/js/sdkloader/ima3.js';
/** §8 analytics: error_load_{code} for 400–599. */
export const ANALYTICS_LOAD_ERROR_MIN = 400;
export const ANALYTICS_LOAD_ERROR_MAX = 599;
