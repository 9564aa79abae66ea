import { base64ToBytes, bytesToBase64, decodeText, isBase64, toBytes, withAccessToken } from './bytes';

describe('base64', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it('reads URL-safe and unpadded input', () => {
    expect([...base64ToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64ToBytes('+/8=')]).toEqual([0xfb, 0xff]);
  });

  it('encodes views over a larger buffer without their neighbours', () => {
    const buffer = Uint8Array.from([1, 2, 3, 4]).buffer;
    expect(bytesToBase64(new Uint8Array(buffer, 1, 2))).toBe(bytesToBase64(Uint8Array.from([2, 3])));
    expect([...toBytes(new DataView(buffer, 2, 2))]).toEqual([3, 4]);
  });

  it('refuses what is not base64', () => {
    expect(isBase64('<ckc>')).toBe(false);
    expect(isBase64('')).toBe(false);
    expect(() => base64ToBytes('not base64!')).toThrow(SyntaxError);
  });
});

describe('decodeText', () => {
  it('reads UTF-16LE (what the PlayReady CDM sends) and UTF-8', () => {
    const utf16 = new Uint8Array([...'<a>'].flatMap((c) => [c.charCodeAt(0), 0]));
    expect(decodeText(utf16)).toBe('<a>');
    expect(decodeText(new TextEncoder().encode('Привет'))).toBe('Привет');
  });
});

describe('withAccessToken', () => {
  it.each([
    ['https://lic/wv', 'tok', 'https://lic/wv?access_token=tok'],
    ['https://lic/wv?a=1', 'tok', 'https://lic/wv?a=1&access_token=tok'],
    ['https://lic/wv?', 'tok', 'https://lic/wv?access_token=tok'],
    ['https://lic/wv#x', 'a b', 'https://lic/wv?access_token=a%20b#x'],
    ['https://lic/wv?access_token=mine', 'tok', 'https://lic/wv?access_token=mine'],
    ['https://lic/wv', undefined, 'https://lic/wv'],
  ])('%s + %s → %s', (url, token, expected) => {
    expect(withAccessToken(url, token, ['https://lic'])).toBe(expected);
  });

  // Issue 21 item 4: before the fix the viewer's token was appended to every licence URL, a vendor's included.
  it.each([
    [
      'the operator API origin',
      'https://api.tv.example/v2/drm/widevine/license',
      ['https://api.tv.example'],
      true,
    ],
    [
      'an allow-listed vendor',
      'https://wv.vendor.example/lic',
      ['https://api.tv.example', 'https://wv.vendor.example'],
      true,
    ],
    ['a third-party vendor', 'https://wv.vendor.example/lic', ['https://api.tv.example'], false],
    ['a look-alike host', 'https://api.tv.example.evil.example/lic', ['https://api.tv.example'], false],
    ['another port', 'https://api.tv.example:8443/lic', ['https://api.tv.example'], false],
    ['another scheme', 'http://api.tv.example/lic', ['https://api.tv.example'], false],
    ['no list at all', 'https://api.tv.example/lic', undefined, false],
    ['an empty origin entry', 'not a url', [''], false],
  ])('goes to %s: %s', (_name, url, origins, sent) => {
    expect(withAccessToken(url, 'tok', origins).includes('access_token=tok')).toBe(sent);
  });
});
