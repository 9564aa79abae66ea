import { mediaErrorToAdCode, playRejectionToAdCode } from './media-error';

describe('media errors as ad codes', () => {
  it.each([
    [1, 400],
    [2, 401],
    [3, 405],
    [4, 401],
    [undefined, 400],
  ])('MediaError %s → %i', (code, adCode) => {
    expect(mediaErrorToAdCode(code)).toBe(adCode);
  });

  it('tells autoplay blocking apart from other play() failures', () => {
    expect(playRejectionToAdCode(new DOMException('no gesture', 'NotAllowedError'))).toBe(1205);
    expect(playRejectionToAdCode(new DOMException('gone', 'AbortError'))).toBe(400);
    expect(playRejectionToAdCode('weird')).toBe(400);
  });
});
