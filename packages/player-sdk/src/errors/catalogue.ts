/**
 * One error catalogue for every engine: the shape (`./types`), the codes (`./codes`) and the mappings from
 * hls.js, shaka-player and the media element. The engines and the player import from here; the split files
 * keep each concern small.
 */
export { playerError } from './codes';
export { fromHlsJsError } from './from-hlsjs';
export { fromMediaElementError } from './from-media-element';
export { fromShakaError } from './from-shaka';
export type { ErrorCategory, ErrorTypeName, PlayerError } from './types';
