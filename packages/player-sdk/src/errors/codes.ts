/**
 * The catalogue: every stable code with its category, §8 type name and a default message. Engines' errors map
 * onto these codes (hls.js `src/errors.ts` and shaka `lib/util/error.js` served as models for the split), so the
 * recovery policy and the UI never look at engine-specific strings.
 */
import type { ErrorCategory, ErrorTypeName, PlayerError } from './types';

interface CatalogueEntry {
  category: ErrorCategory;
  errorType: ErrorTypeName;
  message: string;
}

export const ERROR_CATALOGUE = {
  'network.generic': {
    category: 'network',
    errorType: 'Network error',
    message: 'A network request failed.',
  },
  'network.manifest_load': {
    category: 'network',
    errorType: 'Manifest load error',
    message: 'The stream manifest could not be loaded.',
  },
  'network.manifest_timeout': {
    category: 'network',
    errorType: 'Manifest load timeout',
    message: 'The stream manifest took too long to load.',
  },
  'network.level_load': {
    category: 'network',
    errorType: 'Level load error',
    message: 'A quality, audio or subtitle playlist could not be loaded.',
  },
  'network.fragment_load': {
    category: 'network',
    errorType: 'Fragment load error',
    message: 'A media segment could not be loaded.',
  },
  'network.key_load': {
    category: 'network',
    errorType: 'Key load error',
    message: 'A decryption key could not be loaded.',
  },
  'source.manifest_parsing': {
    category: 'source',
    errorType: 'Manifest parsing error',
    message: 'The stream manifest could not be parsed.',
  },
  'source.level_parsing': {
    category: 'source',
    errorType: 'Level load error',
    message: 'A quality playlist is empty or could not be parsed.',
  },
  'source.no_playable_stream': {
    category: 'source',
    errorType: 'Other error',
    message: 'The stream response has no stream this browser can play.',
  },
  'source.not_supported': {
    category: 'source',
    errorType: 'Media error',
    message: 'The media element cannot play this source (format unsupported or not found).',
  },
  'source.no_video_element': {
    category: 'source',
    errorType: 'Other error',
    message: 'There is no video element or no source to play.',
  },
  'codec.incompatible': {
    category: 'codec',
    errorType: 'Incompatible codecs in manifest',
    message: 'The stream uses codecs this browser cannot decode.',
  },
  'media.generic': { category: 'media', errorType: 'Media error', message: 'Media playback failed.' },
  'media.decode': { category: 'media', errorType: 'Media error', message: 'The media could not be decoded.' },
  'media.aborted': { category: 'media', errorType: 'Media error', message: 'Media loading was aborted.' },
  'media.buffer_append': {
    category: 'media',
    errorType: 'Media error',
    message: 'Media data could not be appended to the buffer.',
  },
  'media.fragment_parsing': {
    category: 'media',
    errorType: 'Fragment parsing error',
    message: 'A media segment could not be parsed.',
  },
  'media.fragment_decrypt': {
    category: 'media',
    errorType: 'Fragment decrypt error',
    message: 'A media segment could not be decrypted.',
  },
  'media.buffer_stalled': {
    category: 'media',
    errorType: 'Buffer stalled',
    message: 'Playback stalled because the buffer ran dry.',
  },
  'media.buffer_full': { category: 'media', errorType: 'Buffer full', message: 'The media buffer is full.' },
  'media.buffer_seek_over_hole': {
    category: 'media',
    errorType: 'Buffer seek over hole',
    message: 'Playback jumped over a hole in the buffer.',
  },
  'media.buffer_nudge_on_stall': {
    category: 'media',
    errorType: 'Buffer nudge on stall',
    message: 'Playback was nudged forward to get past a stall.',
  },
  'mux.generic': { category: 'media', errorType: 'Mux error', message: 'Transmuxing the media failed.' },
  'mux.remux_alloc': {
    category: 'media',
    errorType: 'Remux allocation error',
    message: 'Memory for remuxing could not be allocated.',
  },
  'drm.generic': { category: 'drm', errorType: 'Key load error', message: 'DRM failed.' },
  'drm.no_key_system': {
    category: 'drm',
    errorType: 'Key load error',
    message: 'No supported key system is available for this protected stream.',
  },
  'drm.no_licence_server': {
    category: 'drm',
    errorType: 'Key load error',
    message: 'The protected stream has no licence server.',
  },
  'drm.licence_request': {
    category: 'drm',
    errorType: 'Key load error',
    message: 'The licence server refused the licence request.',
  },
  'drm.licence_rejected': {
    category: 'drm',
    errorType: 'Key load error',
    message: 'The content decryption module rejected the licence.',
  },
  'drm.certificate': {
    category: 'drm',
    errorType: 'Key load error',
    message: 'The DRM server certificate could not be fetched or used.',
  },
  'drm.session': {
    category: 'drm',
    errorType: 'Key load error',
    message: 'A DRM session could not be created.',
  },
  'drm.expired': { category: 'drm', errorType: 'Key load error', message: 'The DRM licence has expired.' },
  'drm.output_restricted': {
    category: 'drm',
    errorType: 'Key load error',
    message: 'The licence does not allow output on this display.',
  },
  'other.generic': { category: 'other', errorType: 'Other error', message: 'Playback failed.' },
  'other.aborted': { category: 'other', errorType: 'Other error', message: 'The operation was aborted.' },
  'other.internal': {
    category: 'other',
    errorType: 'Internal exception',
    message: 'The playback engine threw an internal exception.',
  },
  'other.unknown': {
    category: 'other',
    errorType: 'Unknown error',
    message: 'An unknown playback error occurred.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Extra facts a mapper attaches; `message` overrides the catalogue's default sentence. */
export type PlayerErrorExtras = Partial<Omit<PlayerError, 'code' | 'category' | 'errorType' | 'fatal'>>;

/** Builds a PlayerError from a catalogue code; undefined extras are left out so snapshots stay clean. */
export function playerError(code: ErrorCode, fatal: boolean, extras: PlayerErrorExtras = {}): PlayerError {
  const entry: CatalogueEntry = ERROR_CATALOGUE[code];
  const error: PlayerError = {
    code,
    category: entry.category,
    fatal,
    errorType: entry.errorType,
    message: entry.message,
  };
  for (const [key, value] of Object.entries(extras)) {
    if (value !== undefined) Object.assign(error, { [key]: value });
  }
  return error;
}
