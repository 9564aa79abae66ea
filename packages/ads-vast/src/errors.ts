/**
 * The §8 ad error catalogue. Codes 100–999 are IAB VAST codes (they travel in
 * [ERRORCODE]); 1005–1300 are player-side codes in the IMA numbering the spec
 * uses. Stable numbers, a readable meaning, the inner cause kept.
 */

export const AD_ERROR_CATALOGUE = {
  100: 'Invalid response format (XML parsing error)',
  101: 'VAST schema validation error (a required element is missing)',
  102: 'VAST version of the response not supported',
  200: 'Trafficking error: the ad is not of the expected type',
  201: 'Linearity not expected by the player',
  202: 'Ad duration not expected by the player',
  300: 'Wrapper error',
  301: 'Timeout of a VAST URI (5 s)',
  302: 'Wrapper limit reached: too many redirects',
  303: 'No ads VAST response after one or more wrappers (empty VAST)',
  400: 'Linear ad playback error',
  401: 'Media file not found',
  402: 'Timeout of the media file URI (8 s)',
  403: 'No media file supported by the player (incompatible media)',
  405: 'Problem displaying the media file',
  500: 'Non-linear (overlay) ad error',
  501: 'Overlay does not fit the player',
  502: 'Unable to fetch the non-linear resource',
  503: 'Non-linear resource type not supported',
  602: 'Unable to display a required companion',
  603: 'Unable to fetch a companion resource',
  900: 'Undefined VAST error',
  901: 'VPAID error (VPAID creatives are not played)',
  1005: 'Ad request problem (request blocked or failed)',
  1007: 'No media in the ad response',
  1009: 'Empty ad response',
  1010: 'Ad response could not be read',
  1012: 'Network error while requesting the ad',
  1013: 'Bad ad tag URL',
  1014: 'Protected Audience API error',
  1020: 'Ad stream initialisation failed',
  1021: 'Fallback ad error',
  1022: 'Unsupported URL',
  1101: 'Bad ad SDK parameters',
  1205: 'Autoplay blocked by the browser',
  1300: 'Consent not ready',
} as const;

export type AdErrorCode = keyof typeof AD_ERROR_CATALOGUE;

export function isAdErrorCode(code: number): code is AdErrorCode {
  return Object.hasOwn(AD_ERROR_CATALOGUE, code);
}

/** The catalogue meaning of a code, or a generic text for codes outside it. */
export function describeAdError(code: number): string {
  return isAdErrorCode(code) ? AD_ERROR_CATALOGUE[code] : `Unknown ad error ${code}`;
}

export interface VastErrorDetails {
  /** The URL being fetched, parsed or played when it happened. */
  url?: string;
  /** The ad concerned, when there is one. */
  adId?: string;
  /** The underlying failure (network error, DOM exception…). */
  cause?: unknown;
}

/** An ad failure with its §8 code; `message` says what happened in this case. */
export class VastError extends Error {
  override readonly name = 'VastError';
  readonly code: AdErrorCode;
  readonly url: string | undefined;
  readonly adId: string | undefined;

  constructor(code: AdErrorCode, message?: string, details: VastErrorDetails = {}) {
    super(message ? `${describeAdError(code)}: ${message}` : describeAdError(code), {
      cause: details.cause,
    });
    this.code = code;
    this.url = details.url;
    this.adId = details.adId;
  }
}

/** Any thrown value as a VastError, keeping the original as the cause. */
export function toVastError(
  error: unknown,
  fallback: AdErrorCode,
  details: VastErrorDetails = {},
): VastError {
  if (error instanceof VastError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new VastError(fallback, message, { ...details, cause: error });
}
