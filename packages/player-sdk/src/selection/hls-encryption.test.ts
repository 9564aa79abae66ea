import { hlsJsCannotDecrypt } from './hls-encryption';

describe('which engine decrypts an HLS playlist', () => {
  it.each([
    ['SAMPLE-AES fMP4, identity key', ['SAMPLE-AES'], ['identity'], true, 'shaka'],
    ['SAMPLE-AES-CTR fMP4', ['SAMPLE-AES-CTR'], ['identity'], true, 'shaka'],
    ['SAMPLE-AES and AES-128 keys, fMP4', ['AES-128', 'SAMPLE-AES'], ['identity'], true, 'shaka'],
    ['SAMPLE-AES in MPEG-TS (hls.js decrypts it)', ['SAMPLE-AES'], ['identity'], false, 'hls'],
    ['AES-128 fMP4', ['AES-128'], ['identity'], true, 'hls'],
    ['no key', [], [], true, 'hls'],
    [
      'FairPlay keys (the hls_fairplay stream decides those)',
      ['SAMPLE-AES'],
      ['com.apple.streamingkeydelivery'],
      true,
      'hls',
    ],
  ])('%s → %s', (_name, methods, keyFormats, fmp4, engine) => {
    const why = hlsJsCannotDecrypt({
      methods: methods as string[],
      keyFormats: keyFormats as string[],
      fmp4: fmp4 as boolean,
    });
    if (engine === 'shaka') expect(why).toMatch(/fMP4 with an identity key: hls\.js cannot decrypt it$/);
    else expect(why).toBeNull();
  });

  it('names every SAMPLE-AES method it saw', () => {
    expect(
      hlsJsCannotDecrypt({ methods: ['SAMPLE-AES', 'SAMPLE-AES-CTR'], keyFormats: ['identity'], fmp4: true }),
    ).toBe('SAMPLE-AES/SAMPLE-AES-CTR fMP4 with an identity key: hls.js cannot decrypt it');
  });
});
