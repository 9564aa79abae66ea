/**
 * hls.js → catalogue. hls.js reports (type, details, fatal); the details string is the precise cause and decides
 * the code, the type is the fallback for details this table does not know (new hls.js versions add some).
 */
import { hideAccessToken } from '../api/hide-access-token';
import { type ErrorCode, playerError } from './codes';
import type { PlayerError } from './types';

/** The part of hls.js's ErrorData this mapping reads (kept structural so the core never imports hls.js). */
export interface HlsJsErrorData {
  type: string;
  details: string;
  fatal: boolean;
  response?: { code?: number; text?: string };
  url?: string;
  frag?: { url?: string };
  context?: { url?: string };
  reason?: string;
  error?: unknown;
}

const BY_DETAILS: Readonly<Record<string, ErrorCode>> = {
  manifestLoadError: 'network.manifest_load',
  manifestLoadTimeOut: 'network.manifest_timeout',
  manifestParsingError: 'source.manifest_parsing',
  manifestIncompatibleCodecsError: 'codec.incompatible',
  bufferIncompatibleCodecsError: 'codec.incompatible',
  bufferAddCodecError: 'codec.incompatible',
  levelEmptyError: 'source.level_parsing',
  levelParsingError: 'source.level_parsing',
  levelLoadError: 'network.level_load',
  levelLoadTimeOut: 'network.level_load',
  levelSwitchError: 'network.level_load',
  playlistUnchangedError: 'network.level_load',
  audioTrackLoadError: 'network.level_load',
  audioTrackLoadTimeOut: 'network.level_load',
  subtitleTrackLoadError: 'network.level_load',
  subtitleTrackLoadTimeOut: 'network.level_load',
  fragLoadError: 'network.fragment_load',
  fragLoadTimeOut: 'network.fragment_load',
  fragGap: 'network.fragment_load',
  fragDecryptError: 'media.fragment_decrypt',
  fragParsingError: 'media.fragment_parsing',
  remuxAllocError: 'mux.remux_alloc',
  keyLoadError: 'network.key_load',
  keyLoadTimeOut: 'network.key_load',
  keySystemNoKeys: 'drm.no_key_system',
  keySystemNoAccess: 'drm.no_key_system',
  keySystemNoSession: 'drm.session',
  keySystemNoConfiguredLicense: 'drm.no_licence_server',
  keySystemLicenseRequestFailed: 'drm.licence_request',
  keySystemServerCertificateRequestFailed: 'drm.certificate',
  keySystemServerCertificateUpdateFailed: 'drm.certificate',
  keySystemSessionUpdateFailed: 'drm.licence_rejected',
  keySystemStatusOutputRestricted: 'drm.output_restricted',
  keySystemStatusInternalError: 'drm.generic',
  keySystemDestroyMediaKeysError: 'drm.generic',
  keySystemDestroyCloseSessionError: 'drm.generic',
  keySystemDestroyRemoveSessionError: 'drm.generic',
  bufferAppendError: 'media.buffer_append',
  bufferAppendingError: 'media.buffer_append',
  bufferAppendNoProgress: 'media.buffer_append',
  attachMediaError: 'media.buffer_append',
  mediaSourceRequiresReset: 'media.buffer_append',
  bufferStalledError: 'media.buffer_stalled',
  bufferFullError: 'media.buffer_full',
  bufferSeekOverHole: 'media.buffer_seek_over_hole',
  bufferNudgeOnStall: 'media.buffer_nudge_on_stall',
  internalException: 'other.internal',
  aborted: 'other.aborted',
  assetListLoadError: 'other.generic',
  assetListLoadTimeout: 'other.generic',
  assetListParsingError: 'other.generic',
  interstitialAssetItemError: 'other.generic',
};

const BY_TYPE: Readonly<Record<string, ErrorCode>> = {
  networkError: 'network.generic',
  mediaError: 'media.generic',
  keySystemError: 'drm.generic',
  muxError: 'mux.generic',
  otherError: 'other.generic',
};

/** A key or licence URL carries the viewer's token (drm/bytes.ts): the error names it masked. */
const maskedUrl = (url: string | undefined) => (url === undefined ? undefined : hideAccessToken(url));

export function fromHlsJsError(data: HlsJsErrorData): PlayerError {
  const code = BY_DETAILS[data.details] ?? BY_TYPE[data.type] ?? 'other.unknown';
  // hls.js reports status 0 for a request that never got an answer (CORS, offline); that is not an HTTP status.
  const status = data.response?.code;
  return playerError(code, data.fatal, {
    httpStatus: status !== undefined && status > 0 ? status : undefined,
    url: maskedUrl(data.url ?? data.frag?.url ?? data.context?.url),
    details: data.reason ?? data.details,
    engine: 'hls',
    engineCode: data.details,
    cause: data.error,
  });
}
