import type { PlaybackCapabilities } from '../selection/capabilities';
import { guessPlan, likelyCapabilities } from './engine-guess';

const chromiumWithoutWidevine: PlaybackCapabilities = {
  mse: true,
  nativeHls: false,
  keySystems: { widevine: false, playready: false, fairplay: false, clearkey: true },
  browser: 'chromium',
  ios: false,
};

describe('likelyCapabilities', () => {
  it('knows MSE and the browser at once and assumes every key system', () => {
    const caps = likelyCapabilities(window);
    expect(caps.mse).toBe('MediaSource' in window || 'ManagedMediaSource' in window);
    expect(caps.keySystems).toEqual({ widevine: true, playready: true, fairplay: true, clearkey: true });
  });

  it('knows nothing without a window (SSR)', () => {
    expect(likelyCapabilities(undefined)).toMatchObject({ mse: false, nativeHls: false, browser: 'other' });
  });
});

describe('guessPlan', () => {
  const optimistic: PlaybackCapabilities = {
    ...chromiumWithoutWidevine,
    keySystems: likelyCapabilities(undefined).keySystems,
  };

  it('guesses hls.js and the multi-bitrate URL for a clear HLS response', () => {
    const plan = guessPlan({ hls: 'http://m/one.m3u8', hls_mbr: 'http://m/mbr.m3u8' }, optimistic);
    expect(plan).toMatchObject({ engine: 'hls', url: 'http://m/mbr.m3u8' });
  });

  it('guesses shaka for ClearKey DASH', () => {
    const plan = guessPlan(
      { streams: [{ type: 'dash_clearkey', url: 'http://m/cenc.mpd' }], laClearkey: 'http://m/licence' },
      optimistic,
    );
    expect(plan).toMatchObject({ engine: 'shaka', url: 'http://m/cenc.mpd' });
  });

  it('follows the probe once it is known (no Widevine here: the clear HLS, not the Widevine DASH)', () => {
    const stream = {
      hls_mbr: 'http://m/mbr.m3u8',
      streams: [{ type: 'dash_widevine', url: 'http://m/wv.mpd' }],
      laWidevine: 'http://m/wv',
    };
    expect(guessPlan(stream, optimistic)?.engine).toBe('shaka');
    expect(guessPlan(stream, chromiumWithoutWidevine)).toMatchObject({
      engine: 'hls',
      url: 'http://m/mbr.m3u8',
    });
  });

  it('returns null when nothing is playable', () => {
    expect(guessPlan({}, optimistic)).toBeNull();
  });
});
