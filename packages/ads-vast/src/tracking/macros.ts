/**
 * VAST 4.x URL macros we fill: [ERRORCODE], [CACHEBUSTING], [TIMESTAMP],
 * [ADPLAYHEAD], [ASSETURI], [REASON]. Values are URL-encoded; unknown macros are left in
 * place (servers may fill them), and [ERRORCODE] carries 3-digit VAST codes only.
 */
import {
  CACHEBUSTING_DIGITS,
  VAST_ERROR_CODE_MAX,
  VAST_ERROR_CODE_MIN,
  VAST_UNDEFINED_ERROR_CODE,
} from '../constants';
import { formatClock } from '../parser/time';

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
  return url.replace(/\[([A-Z_]+)\]/g, (whole, name: string) => {
    const value = values[name]?.();
    return value === undefined ? whole : encodeURIComponent(value);
  });
}
