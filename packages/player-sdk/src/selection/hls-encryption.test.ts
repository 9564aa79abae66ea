import { hlsJsCannotDecrypt, readHlsEncryption } from './hls-encryption';

const media = (key: string, fmp4: boolean) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    ...(fmp4 ? ['#EXT-X-MAP:URI="init.mp4"'] : []),
    key,
    '#EXTINF:2,',
    'seg-0.m4s',
  ].join('\n');

describe('which engine decrypts an HLS playlist', () => {
  it.each([
    [
      'SAMPLE-AES fMP4, identity key',
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="key.bin",KEYFORMAT="identity"',
      true,
      'shaka',
    ],
    [
      'SAMPLE-AES fMP4, no KEYFORMAT (identity by default)',
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="k"',
      true,
      'shaka',
    ],
    ['SAMPLE-AES-CTR fMP4', '#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="k",KEYFORMAT="identity"', true, 'shaka'],
    ['SAMPLE-AES in MPEG-TS (hls.js decrypts it)', '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="k"', false, 'hls'],
    ['AES-128 fMP4', '#EXT-X-KEY:METHOD=AES-128,URI="k"', true, 'hls'],
    ['no key', '', true, 'hls'],
    ['METHOD=NONE', '#EXT-X-KEY:METHOD=NONE', true, 'hls'],
    [
      'FairPlay keys (the hls_fairplay stream decides those)',
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://a",KEYFORMAT="com.apple.streamingkeydelivery"',
      true,
      'hls',
    ],
  ])('%s → %s', (_name, key, fmp4, engine) => {
    const why = hlsJsCannotDecrypt(readHlsEncryption(media(key as string, fmp4 as boolean)));
    if (engine === 'shaka') expect(why).toMatch(/fMP4 with an identity key: hls\.js cannot decrypt it$/);
    else expect(why).toBeNull();
  });

  it('reads session keys from a multivariant playlist too', () => {
    const master = '#EXTM3U\n#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="k"\n#EXT-X-MAP:URI="i.mp4"';
    expect(readHlsEncryption(master)).toEqual({
      methods: ['SAMPLE-AES'],
      keyFormats: ['identity'],
      fmp4: true,
    });
    expect(hlsJsCannotDecrypt(readHlsEncryption(master))).toMatch(/SAMPLE-AES fMP4/);
  });
});
