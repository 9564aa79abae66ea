import { ErrorDetails } from 'hls.js';
import { fromHlsJsError } from './from-hlsjs';
import { ERROR_TYPE_NAMES } from './types';

describe('fromHlsJsError', () => {
  it.each([
    ['manifestLoadError', 'networkError', 'network.manifest_load', 'Manifest load error'],
    ['manifestLoadTimeOut', 'networkError', 'network.manifest_timeout', 'Manifest load timeout'],
    ['manifestParsingError', 'networkError', 'source.manifest_parsing', 'Manifest parsing error'],
    ['levelLoadError', 'networkError', 'network.level_load', 'Level load error'],
    ['fragLoadError', 'networkError', 'network.fragment_load', 'Fragment load error'],
    ['keyLoadError', 'networkError', 'network.key_load', 'Key load error'],
    [
      'manifestIncompatibleCodecsError',
      'mediaError',
      'codec.incompatible',
      'Incompatible codecs in manifest',
    ],
    ['fragParsingError', 'mediaError', 'media.fragment_parsing', 'Fragment parsing error'],
    ['fragDecryptError', 'mediaError', 'media.fragment_decrypt', 'Fragment decrypt error'],
    ['bufferStalledError', 'mediaError', 'media.buffer_stalled', 'Buffer stalled'],
    ['bufferFullError', 'mediaError', 'media.buffer_full', 'Buffer full'],
    ['bufferSeekOverHole', 'mediaError', 'media.buffer_seek_over_hole', 'Buffer seek over hole'],
    ['bufferNudgeOnStall', 'mediaError', 'media.buffer_nudge_on_stall', 'Buffer nudge on stall'],
    ['remuxAllocError', 'muxError', 'mux.remux_alloc', 'Remux allocation error'],
    ['internalException', 'otherError', 'other.internal', 'Internal exception'],
    ['bufferAppendError', 'mediaError', 'media.buffer_append', 'Media error'],
    ['keySystemLicenseRequestFailed', 'keySystemError', 'drm.licence_request', 'Key load error'],
    ['somethingNew', 'muxError', 'mux.generic', 'Mux error'],
    ['somethingNew', 'networkError', 'network.generic', 'Network error'],
    ['somethingNew', 'otherError', 'other.generic', 'Other error'],
    ['somethingNew', 'strangeType', 'other.unknown', 'Unknown error'],
  ])('%s (%s) → %s / %s', (details, type, code, errorType) => {
    const error = fromHlsJsError({ type, details, fatal: true });
    expect(error).toMatchObject({ code, errorType, fatal: true, engine: 'hls', engineCode: details });
  });

  it('knows every ErrorDetails value of the installed hls.js (no silent "Unknown error")', () => {
    for (const details of Object.values(ErrorDetails)) {
      if (details === ErrorDetails.UNKNOWN) continue;
      // An unknown type makes the fallback 'other.unknown', so only a details entry can avoid it.
      const error = fromHlsJsError({ type: 'not-a-type', details, fatal: false });
      expect(error.code, details).not.toBe('other.unknown');
      expect(ERROR_TYPE_NAMES).toContain(error.errorType);
    }
  });

  it('keeps the HTTP status and URL, and drops status 0 (no answer is not a status)', () => {
    const notFound = fromHlsJsError({
      type: 'networkError',
      details: 'fragLoadError',
      fatal: false,
      response: { code: 404, text: 'Not Found' },
      frag: { url: 'https://cdn/seg-3.m4s' },
    });
    expect(notFound).toMatchObject({ httpStatus: 404, url: 'https://cdn/seg-3.m4s', fatal: false });
    const noAnswer = fromHlsJsError({
      type: 'networkError',
      details: 'fragLoadError',
      fatal: true,
      response: { code: 0 },
    });
    expect(noAnswer.httpStatus).toBeUndefined();
  });

  it('keeps the cause and prefers the reason as details', () => {
    const cause = new Error('boom');
    const error = fromHlsJsError({
      type: 'otherError',
      details: 'internalException',
      fatal: true,
      error: cause,
      reason: 'exception in handler',
    });
    expect(error.cause).toBe(cause);
    expect(error.details).toBe('exception in handler');
  });
});
