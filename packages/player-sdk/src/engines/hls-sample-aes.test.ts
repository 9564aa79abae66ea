import { describe, expect, it } from 'vitest';
import { encryptionOfLevel, undecryptableLevel } from './hls-sample-aes';

const fragment = (method: string | null, keyFormat = 'identity', init = true) => ({
  levelkeys: method ? { [keyFormat]: { method, keyFormat } } : null,
  initSegment: init ? {} : null,
});

describe('what hls.js parsed says it cannot decrypt', () => {
  it('reports SAMPLE-AES fMP4 with an identity key as a fatal not-supported error naming why', () => {
    const error = undecryptableLevel({ fragments: [fragment('SAMPLE-AES'), fragment('SAMPLE-AES')] });
    expect(error).toMatchObject({ code: 'source.not_supported', fatal: true, engine: 'hls' });
    expect(error?.details).toMatch(/SAMPLE-AES fMP4 with an identity key/);
  });

  it.each([
    ['clear fMP4', [fragment(null)]],
    ['AES-128 fMP4', [fragment('AES-128')]],
    ['SAMPLE-AES in MPEG-TS', [fragment('SAMPLE-AES', 'identity', false)]],
    ['FairPlay keys', [fragment('SAMPLE-AES', 'com.apple.streamingkeydelivery')]],
  ])('leaves %s to hls.js', (_name, fragments) => {
    expect(undecryptableLevel({ fragments })).toBeNull();
  });

  it('collects every method and key format the fragments carry', () => {
    expect(encryptionOfLevel({ fragments: [fragment('aes-128'), fragment('SAMPLE-AES-CTR')] })).toEqual({
      methods: ['AES-128', 'SAMPLE-AES-CTR'],
      keyFormats: ['identity'],
      fmp4: true,
    });
  });
});
