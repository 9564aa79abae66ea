/**
 * HTMLMediaElement.error → catalogue, for native playback and for the element-level failures every engine
 * surfaces. The element only knows four codes, so the element's own message goes into `details`.
 */
import { type ErrorCode, playerError } from './codes';
import type { PlayerError } from './types';

// MediaError constants, spelled out so this module loads in Node where MediaError does not exist.
const BY_MEDIA_ERROR_CODE: Readonly<Record<number, ErrorCode>> = {
  1: 'media.aborted',
  2: 'network.generic',
  3: 'media.decode',
  4: 'source.not_supported',
};

export function fromMediaElementError(err: Pick<MediaError, 'code' | 'message'> | null): PlayerError {
  if (!err) return playerError('other.unknown', true, { engine: 'native' });
  const code = BY_MEDIA_ERROR_CODE[err.code] ?? 'media.generic';
  // An abort is the viewer or the player stopping the fetch, not a failure to recover from.
  return playerError(code, code !== 'media.aborted', {
    details: err.message || undefined,
    engine: 'native',
    engineCode: err.code,
  });
}
