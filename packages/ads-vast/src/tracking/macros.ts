/**
 * VAST 4.x URL macros we fill: [ERRORCODE], [CACHEBUSTING], [TIMESTAMP],
 * [ADPLAYHEAD], [ASSETURI], [REASON]. Values are URL-encoded, and [ERRORCODE] carries 3-digit VAST codes only.
 * No macro is left bracketed in a URL we fire (IAB VAST 4.1 §6.1 special values): one we fill but that has no
 * value in this URL's context ([ERRORCODE] on an impression, [REASON] outside verificationNotExecuted,
 * [ADPLAYHEAD] before the ad plays) becomes -2, "not applicable"; any other macro — one this player does not
 * know or will not tell (device ids, location, consent strings) — becomes -1, "unknown". Macros written with
 * encoded brackets (%5BNAME%5D) are the same macros.
 */
import {
  CACHEBUSTING_DIGITS,
  VAST_ERROR_CODE_MAX,
  VAST_ERROR_CODE_MIN,
  VAST_UNDEFINED_ERROR_CODE,
} from '../constants';
import { formatClock } from '../parser/time';

/** IAB special values: the player does not know (or support) the macro / the macro does not apply here. */
export const UNKNOWN = '-1';
export const NOT_APPLICABLE = '-2';
/** [NAME] or its URL-encoded form %5BNAME%5D; IAB macro names are upper-case letters, digits and '_'. */
const MACRO = /\[([A-Z][A-Z0-9_]*)\]|%5[Bb]([A-Z][A-Z0-9_]*)%5[Dd]/g;

export interface MacroContext {
  /** Epoch ms for [TIMESTAMP]. */
  now: () => number;
  /** A number in [0, 1) for [CACHEBUSTING]; Math.random by default. */
  random?: () => number;
  errorCode?: number;
  /** [REASON] of verificationNotExecuted (VAST 4.1: 1 resource rejected, 2 API not supported, 3 load failed). */
  reason?: number;
  /** Seconds into the ad for [ADPLAYHEAD]. */
  adPlayhead?: number;
  assetUri?: string;
}

/** IMA-numbered player codes (1005…) mean nothing to a VAST server: they go as 900. */
export function vastErrorCodeForUrl(code: number): number {
  return Number.isInteger(code) && code >= VAST_ERROR_CODE_MIN && code <= VAST_ERROR_CODE_MAX
    ? code
    : VAST_UNDEFINED_ERROR_CODE;
}

export function cacheBuster(random: () => number = Math.random): string {
  const span = 10 ** CACHEBUSTING_DIGITS;
  const value = Math.min(span - 1, Math.floor(random() * span));
  return String(value).padStart(CACHEBUSTING_DIGITS, '0');
}

export function fillMacros(url: string, context: MacroContext): string {
  const values: Record<string, () => string | undefined> = {
    ERRORCODE: () =>
      context.errorCode === undefined ? undefined : String(vastErrorCodeForUrl(context.errorCode)),
    CACHEBUSTING: () => cacheBuster(context.random),
    TIMESTAMP: () => new Date(context.now()).toISOString(),
    ADPLAYHEAD: () => (context.adPlayhead === undefined ? undefined : formatClock(context.adPlayhead)),
    ASSETURI: () => context.assetUri,
    REASON: () => (context.reason === undefined ? undefined : String(context.reason)),
  };
  return url.replace(MACRO, (_whole, plain: string | undefined, encoded: string | undefined) => {
    const name = plain ?? encoded ?? '';
    const fill = values[name];
    if (!fill) return UNKNOWN;
    const value = fill();
    return value === undefined ? NOT_APPLICABLE : encodeURIComponent(value);
  });
}
