/**
 * The one error shape every engine's failure is normalised to. Codes are stable strings ('network.fragment_load')
 * that integrators and tests may switch on; `errorType` is the §8 diagnostics name shown to the viewer; the
 * engine's own code and the cause are kept so nothing is lost on the way.
 */

export type ErrorCategory = 'network' | 'media' | 'drm' | 'source' | 'codec' | 'other';

/** The §8 "Error type names", exactly as the spec spells them. */
export const ERROR_TYPE_NAMES = [
  'Network error',
  'Manifest load error',
  'Manifest load timeout',
  'Manifest parsing error',
  'Level load error',
  'Fragment load error',
  'Key load error',
  'Media error',
  'Incompatible codecs in manifest',
  'Fragment parsing error',
  'Fragment decrypt error',
  'Buffer stalled',
  'Buffer full',
  'Buffer seek over hole',
  'Buffer nudge on stall',
  'Mux error',
  'Remux allocation error',
  'Other error',
  'Internal exception',
  'Unknown error',
] as const;

export type ErrorTypeName = (typeof ERROR_TYPE_NAMES)[number];

export type EngineName = 'hls' | 'shaka' | 'native';

/** What a DRM failure adds: the licence server's own code and message (§8: code 8002 carries a nested message). */
export interface DrmErrorInfo {
  keySystem?: string;
  serverCode?: string | number;
  serverMessage?: string;
  nestedMessage?: string;
}

export interface PlayerError {
  /** Stable catalogue code, e.g. 'network.fragment_load'. */
  code: string;
  category: ErrorCategory;
  /** False when the engine reports it will recover by itself. */
  fatal: boolean;
  errorType: ErrorTypeName;
  /** A developer-facing sentence; viewer text comes from translation keys, not from here. */
  message: string;
  httpStatus?: number;
  url?: string;
  cause?: unknown;
  details?: string;
  /** The engine that raised it, and its own code (hls.js details string, shaka numeric code, MediaError code). */
  engine?: EngineName;
  engineCode?: string | number;
  drm?: DrmErrorInfo;
}
