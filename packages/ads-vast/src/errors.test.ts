import { AD_ERROR_CATALOGUE, describeAdError, isAdErrorCode, toVastError, VastError } from './errors';

describe('the §8 ad error catalogue', () => {
  it('lists every code of the spec', () => {
    const spec = [
      100, 101, 102, 200, 201, 202, 300, 301, 302, 303, 400, 401, 402, 403, 405, 500, 501, 502, 503, 602, 603,
      900, 901, 1005, 1007, 1009, 1010, 1012, 1013, 1014, 1020, 1021, 1022, 1101, 1205, 1300,
    ];
    expect(
      Object.keys(AD_ERROR_CATALOGUE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(spec);
  });

  it('carries the code, the context and the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new VastError(1012, 'tag down', { url: 'https://a/t', adId: 'x', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'VastError', code: 1012, url: 'https://a/t', adId: 'x', cause });
    expect(error.message).toBe('Network error while requesting the ad: tag down');
  });

  it('wraps unknown failures with a fallback code and keeps VastErrors as they are', () => {
    const original = new VastError(301);
    expect(toVastError(original, 900)).toBe(original);
    const wrapped = toVastError(new Error('boom'), 900, { url: 'u' });
    expect(wrapped).toMatchObject({ code: 900, url: 'u' });
    expect(wrapped.message).toContain('boom');
  });

  it('describes codes outside the catalogue without failing', () => {
    expect(isAdErrorCode(402)).toBe(true);
    expect(isAdErrorCode(404)).toBe(false);
    expect(describeAdError(404)).toBe('Unknown ad error 404');
  });
});
