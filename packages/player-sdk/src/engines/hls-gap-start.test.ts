import { describe, expect, it } from 'vitest';
import { decideFallback } from './engine-fallback';
import { gapAtStart } from './hls-gap-start';

const start = { details: 'fragGap', fragStart: 0, currentTime: 0, readyState: 0 };

describe('gapAtStart', () => {
  it('a gap at the start position before any media is a fatal "not supported" the fallback answers with shaka', () => {
    const error = gapAtStart(start);
    expect(error).toMatchObject({
      code: 'source.not_supported',
      fatal: true,
      engine: 'hls',
      engineCode: 'fragGap',
    });
    expect(error?.details).toBe('hls.js does not start on an EXT-X-GAP segment (at 0.0 s)');
    const plan = { engine: 'hls', protocol: 'hls', url: 'u', reason: 'r' } as const;
    expect(decideFallback({ plan, error: error!, firstFrame: false, tried: [] }).retryWith).toBe('shaka');
  });

  it('leaves every other gap to hls.js', () => {
    expect(gapAtStart({ ...start, fragStart: 1 })).toBeNull(); // a later gap: hls.js skips it
    expect(gapAtStart({ ...start, readyState: 1 })).toBeNull(); // media known: hls.js's own gap handling
    expect(gapAtStart({ ...start, readyState: 4, currentTime: 10, fragStart: 10 })).toBeNull(); // mid-stream
    expect(gapAtStart({ ...start, details: 'fragLoadError' })).toBeNull();
    expect(gapAtStart({ ...start, fragStart: undefined })).toBeNull();
  });
});
