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
    expect(withAccessToken(url, token)).toBe(expected);
  });
});
