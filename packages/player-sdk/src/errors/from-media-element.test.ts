import { fromMediaElementError } from './from-media-element';

describe('fromMediaElementError', () => {
  it.each([
    [1, 'media.aborted', 'Media error', false],
    [2, 'network.generic', 'Network error', true],
    [3, 'media.decode', 'Media error', true],
    [4, 'source.not_supported', 'Media error', true],
    [42, 'media.generic', 'Media error', true],
  ])('MediaError %d → %s', (code, expected, errorType, fatal) => {
    const error = fromMediaElementError({ code, message: 'DEMUXER_ERROR' });
    expect(error).toMatchObject({
      code: expected,
      errorType,
      fatal,
      engine: 'native',
      engineCode: code,
      details: 'DEMUXER_ERROR',
    });
  });

  it('a missing error is an Unknown error, not a crash', () => {
    expect(fromMediaElementError(null)).toMatchObject({
      code: 'other.unknown',
      errorType: 'Unknown error',
      fatal: true,
    });
  });
});
