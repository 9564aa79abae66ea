/**
 * One error catalogue for every engine: the shape (`./types`), the codes (`./codes`) and the mappings from
 * hls.js, shaka-player and the media element. Import from here; the split files keep each concern small.
 */
export { ERROR_CATALOGUE, type ErrorCode, isErrorCode, type PlayerErrorExtras, playerError } from './codes';
export { fromHlsJsError, type HlsJsErrorData } from './from-hlsjs';
export { fromMediaElementError } from './from-media-element';
export { fromShakaError, type ShakaErrorLike } from './from-shaka';
export {
  type DrmErrorInfo,
  type EngineName,
  ERROR_TYPE_NAMES,
  type ErrorCategory,
  type ErrorTypeName,
  type PlayerError,
} from './types';
