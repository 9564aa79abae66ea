/**
 * shaka-player → catalogue. Shaka's numeric codes group by thousands (1xxx network, 3xxx media, 4xxx manifest,
 * 6xxx DRM, 7xxx player); a network code is refined by the request type in its data so a segment 404 and a
 * manifest 404 stay apart, and a licence failure keeps the server's answer (it sits in the nested 1001 error).
 */
import { licenceFailureError } from '../drm/licence-error';
import { type ErrorCode, playerError } from './codes';
import { fromMediaElementError } from './from-media-element';
import type { PlayerError } from './types';

/** The part of shaka.util.Error this mapping reads (structural, so the core never imports shaka). */
export interface ShakaErrorLike {
  code: number;
  category: number;
  severity: number;
  data?: unknown[];
}

const SEVERITY_CRITICAL = 2;
// shaka.net.NetworkingEngine.RequestType
const REQUEST_MANIFEST = 0;
const REQUEST_SEGMENT = 1;
const REQUEST_LICENSE = 2;
const REQUEST_SERVER_CERTIFICATE = 5;
const REQUEST_KEY = 6;
const REQUEST_PLAYLIST = 12;

const EXACT: Readonly<Record<number, ErrorCode>> = {
  1010: 'network.generic',
  1011: 'network.fragment_load',
  3014: 'media.buffer_append',
  3015: 'media.buffer_append',
  3017: 'media.buffer_full',
  3018: 'mux.generic',
  3019: 'mux.generic',
  3023: 'mux.generic',
  4012: 'codec.incompatible',
  4025: 'codec.incompatible',
  4032: 'codec.incompatible',
  4036: 'codec.incompatible',
  4053: 'source.level_parsing',
  6000: 'drm.no_key_system',
  6001: 'drm.no_key_system',
  6020: 'drm.no_key_system',
  6002: 'drm.session',
  6003: 'drm.session',
  6005: 'drm.session',
  6006: 'drm.session',
  6004: 'drm.certificate',
  6015: 'drm.certificate',
  6017: 'drm.certificate',
  6007: 'drm.licence_request',
  6008: 'drm.licence_rejected',
  6012: 'drm.no_licence_server',
  6014: 'drm.expired',
  6018: 'drm.output_restricted',
  6019: 'drm.output_restricted',
  7000: 'other.aborted',
  7001: 'other.aborted',
  7003: 'other.aborted',
  7002: 'source.no_video_element',
};

function networkCode(requestType: unknown, timedOut: boolean): ErrorCode {
  switch (requestType) {
    case REQUEST_MANIFEST:
      return timedOut ? 'network.manifest_timeout' : 'network.manifest_load';
    case REQUEST_PLAYLIST:
      return 'network.level_load';
    case REQUEST_SEGMENT:
      return 'network.fragment_load';
    case REQUEST_KEY:
      return 'network.key_load';
    case REQUEST_LICENSE:
      return 'drm.licence_request';
    case REQUEST_SERVER_CERTIFICATE:
      return 'drm.certificate';
    default:
      return 'network.generic';
  }
}

function byRange(code: number): ErrorCode {
  if (code >= 1000 && code < 2000) return 'network.generic';
  if (code >= 3000 && code < 3014) return 'media.fragment_parsing';
  if (code >= 3000 && code < 4000) return 'media.generic';
  if (code >= 4000 && code < 5000) return 'source.manifest_parsing';
  if (code >= 6000 && code < 7000) return 'drm.generic';
  if (code >= 2000 && code < 10000) return 'other.generic';
  return 'other.unknown';
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function isShakaError(value: unknown): value is ShakaErrorLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

export function fromShakaError(err: ShakaErrorLike): PlayerError {
  const fatal = err.severity === SEVERITY_CRITICAL;
  const data = err.data ?? [];
  const base = { engine: 'shaka' as const, engineCode: err.code, cause: err };

  if (err.code === 1001) {
    const code = networkCode(data[4], false);
    const httpStatus = num(data[1]);
    if (code === 'drm.licence_request' || code === 'drm.certificate') {
      return {
        ...licenceFailureError({ code, httpStatus, url: str(data[0]), body: str(data[2]) }),
        ...base,
        fatal,
      };
    }
    return playerError(code, fatal, { ...base, httpStatus, url: str(data[0]) });
  }
  if (err.code === 1002)
    return playerError(networkCode(data[2], false), fatal, { ...base, url: str(data[0]) });
  if (err.code === 1003)
    return playerError(networkCode(data[1], true), fatal, { ...base, url: str(data[0]) });
  if (err.code === 6007 && isShakaError(data[0])) {
    // The licence server's own answer is in the networking error shaka wraps.
    const inner = data[0].data ?? [];
    const failure = licenceFailureError({
      httpStatus: num(inner[1]),
      url: str(inner[0]),
      body: data[0].code === 1001 ? str(inner[2]) : undefined,
    });
    return { ...failure, ...base, fatal };
  }
  if (err.code === 3016) {
    const fromElement = fromMediaElementError({ code: num(data[0]) ?? 0, message: str(data[2]) ?? '' });
    return { ...fromElement, ...base, fatal };
  }
  const code = EXACT[err.code] ?? byRange(err.code);
  const details = data.find((d): d is string => typeof d === 'string');
  return playerError(code, code === 'other.aborted' ? false : fatal, { ...base, details });
}
