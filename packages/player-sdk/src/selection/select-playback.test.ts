import type { StreamResponse } from '../types/stream-response';
import type { BrowserFamily, PlaybackCapabilities } from './capabilities';
import { selectPlayback } from './select-playback';

type Keys = Partial<PlaybackCapabilities['keySystems']>;

function caps(
  browser: BrowserFamily,
  o: { mse?: boolean; nativeHls?: boolean; ios?: boolean; keys?: Keys } = {},
) {
  return {
    browser,
    mse: o.mse ?? true,
    nativeHls: o.nativeHls ?? false,
    ios: o.ios ?? false,
    keySystems: { widevine: false, playready: false, fairplay: false, clearkey: false, ...o.keys },
  } satisfies PlaybackCapabilities;
}

const chromium = caps('chromium', { nativeHls: true, keys: { widevine: true, clearkey: true } });
const chromiumNoCdm = caps('chromium', { nativeHls: true, keys: { clearkey: true } });
const firefox = caps('firefox', { keys: { widevine: true, clearkey: true } });
const edge = caps('edge', { keys: { widevine: true, playready: true, clearkey: true } });
const safari = caps('safari', { nativeHls: true, keys: { fairplay: true } });
const iosOld = caps('safari', { mse: false, nativeHls: true, ios: true, keys: { fairplay: true } });
const iosNoFps = caps('safari', { mse: false, nativeHls: true, ios: true });
const bare = caps('other', { mse: false, nativeHls: false });

const clear: StreamResponse = { hls: 'https://cdn/single.m3u8', hls_mbr: 'https://cdn/mbr.m3u8' };
const onlySingle: StreamResponse = { hls: 'https://cdn/single.m3u8' };
const mp4: StreamResponse = { hls: 'https://cdn/movie.mp4?token=1' };
const drmAll: StreamResponse = {
  ...clear,
  streams: [
    { type: 'dash_widevine', url: 'https://cdn/wv.mpd' },
    { type: 'dash_playready', url: 'https://cdn/pr.mpd' },
    { type: 'hls_fairplay', url: 'https://cdn/fp.m3u8' },
  ],
  laWidevine: 'https://lic/wv',
  laPlayready: 'https://lic/pr',
  laFairplay: 'https://lic/fp',
  fpsCertificate: 'https://lic/fp.cer',
  drm_provider: 'drmtoday',
};
const drmOnly: StreamResponse = { ...drmAll, hls: undefined, hls_mbr: undefined };
const clearkey: StreamResponse = {
  streams: [{ type: 'dash_clearkey', url: 'https://cdn/ck.mpd' }],
  laClearkey: 'https://lic/ck',
};
const clearkeyNoLicence: StreamResponse = { streams: [{ type: 'dash_clearkey', url: 'https://cdn/ck.mpd' }] };
const widevineNoLicence: StreamResponse = {
  ...clear,
  streams: [{ type: 'dash_widevine', url: 'https://cdn/wv.mpd' }],
};
const fairplayNoCert: StreamResponse = { ...drmOnly, fpsCertificate: undefined };
const unknownOnly: StreamResponse = { streams: [{ type: 'dash_marlin', url: 'https://cdn/m.mpd' }] };
const blankUrls: StreamResponse = { hls: '  ', hls_mbr: '' };
const clearDash: StreamResponse = { streams: [{ type: 'dash', url: 'https://cdn/clear.mpd' }] };
const clearDashAndHls: StreamResponse = {
  ...clear,
  streams: [{ type: 'dash', url: 'https://cdn/clear.mpd' }],
};

interface Row {
  name: string;
  stream: StreamResponse;
  caps: PlaybackCapabilities;
  prefs?: { preferMultiBitrate?: boolean };
  engine?: 'hls' | 'shaka' | 'native';
  protocol?: string;
  url?: string;
  keySystem?: string;
  error?: RegExp;
}

const rows: Row[] = [
  {
    name: 'Chromium + Widevine → Widevine DASH via shaka',
    stream: drmAll,
    caps: chromium,
    engine: 'shaka',
    protocol: 'dash',
    url: 'https://cdn/wv.mpd',
    keySystem: 'com.widevine.alpha',
  },
  {
    name: 'Firefox + Widevine → Widevine DASH',
    stream: drmAll,
    caps: firefox,
    engine: 'shaka',
    url: 'https://cdn/wv.mpd',
    keySystem: 'com.widevine.alpha',
  },
  {
    name: 'Edge + PlayReady → PlayReady DASH first',
    stream: drmAll,
    caps: edge,
    engine: 'shaka',
    url: 'https://cdn/pr.mpd',
    keySystem: 'com.microsoft.playready',
  },
  {
    name: 'Safari + FairPlay → FairPlay HLS through shaka (it runs the EME exchange)',
    stream: drmAll,
    caps: safari,
    engine: 'shaka',
    protocol: 'hls',
    url: 'https://cdn/fp.m3u8',
    keySystem: 'com.apple.fps',
  },
  {
    name: "iOS without MSE + FairPlay → shaka over Safari's native HLS, never the bare element",
    stream: drmOnly,
    caps: iosOld,
    engine: 'shaka',
    protocol: 'hls',
    url: 'https://cdn/fp.m3u8',
    keySystem: 'com.apple.fps',
  },
  {
    name: 'Chromium without Widevine, clear HLS offered → hls.js on hls_mbr',
    stream: drmAll,
    caps: chromiumNoCdm,
    engine: 'hls',
    protocol: 'hls',
    url: 'https://cdn/mbr.m3u8',
  },
  {
    name: 'Chromium (canPlayType says maybe) clear → hls.js, not native',
    stream: clear,
    caps: chromium,
    engine: 'hls',
    url: 'https://cdn/mbr.m3u8',
  },
  {
    name: 'preferMultiBitrate=false → single hls',
    stream: clear,
    caps: chromium,
    prefs: { preferMultiBitrate: false },
    engine: 'hls',
    url: 'https://cdn/single.m3u8',
  },
  {
    name: 'only hls (no mbr) → hls',
    stream: onlySingle,
    caps: firefox,
    engine: 'hls',
    url: 'https://cdn/single.m3u8',
  },
  {
    name: 'Safari desktop with MSE, clear → hls.js',
    stream: clear,
    caps: safari,
    engine: 'hls',
    url: 'https://cdn/mbr.m3u8',
  },
  {
    name: 'iOS without MSE, clear → native HLS',
    stream: clear,
    caps: iosNoFps,
    engine: 'native',
    protocol: 'hls',
    url: 'https://cdn/mbr.m3u8',
  },
  {
    name: 'plain MP4 → native progressive',
    stream: mp4,
    caps: chromium,
    engine: 'native',
    protocol: 'progressive',
    url: 'https://cdn/movie.mp4?token=1',
  },
  {
    name: 'ClearKey DASH on Chromium with clearkey',
    stream: clearkey,
    caps: chromiumNoCdm,
    engine: 'shaka',
    url: 'https://cdn/ck.mpd',
    keySystem: 'org.w3.clearkey',
  },
  {
    name: 'ClearKey without laClearkey → nothing playable',
    stream: clearkeyNoLicence,
    caps: chromium,
    error: /dash_clearkey: no licence URL/,
  },
  {
    name: 'ClearKey DASH on iOS without MSE → nothing playable',
    stream: clearkey,
    caps: caps('safari', { mse: false, nativeHls: true, ios: true, keys: { clearkey: true } }),
    error: /DASH needs MSE/,
  },
  {
    name: 'Widevine stream without laWidevine → falls back to clear HLS',
    stream: widevineNoLicence,
    caps: chromium,
    engine: 'hls',
    url: 'https://cdn/mbr.m3u8',
  },
  {
    name: 'DRM only, no key system → clear error',
    stream: drmOnly,
    caps: chromiumNoCdm,
    error: /widevine key system not available/,
  },
  {
    name: 'FairPlay without certificate → not chosen',
    stream: fairplayNoCert,
    caps: iosOld,
    error: /no fpsCertificate/,
  },
  {
    name: 'unknown protected type only → clear error',
    stream: unknownOnly,
    caps: chromium,
    error: /offered dash_marlin; no stream type this player knows/,
  },
  {
    name: 'clear DASH only → shaka',
    stream: clearDash,
    caps: chromiumNoCdm,
    engine: 'shaka',
    protocol: 'dash',
    url: 'https://cdn/clear.mpd',
  },
  {
    name: 'clear DASH beside clear HLS → HLS via hls.js wins',
    stream: clearDashAndHls,
    caps: chromium,
    engine: 'hls',
    url: 'https://cdn/mbr.m3u8',
  },
  {
    name: 'clear DASH without MSE → clear error',
    stream: clearDash,
    caps: iosNoFps,
    error: /DASH needs MSE/,
  },
  { name: 'empty response → clear error', stream: {}, caps: chromium, error: /carries no stream URL/ },
  { name: 'blank URLs count as absent', stream: blankUrls, caps: chromium, error: /carries no stream URL/ },
  {
    name: 'no MSE and no native HLS → clear error',
    stream: clear,
    caps: bare,
    error: /neither MSE nor native HLS/,
  },
];

describe('selectPlayback', () => {
  it.each(rows)('$name', (row) => {
    const result = selectPlayback(row.stream, row.caps, row.prefs);
    if (row.error) {
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('source.no_playable_stream');
      expect(result.error.fatal).toBe(true);
      expect(result.error.details).toMatch(row.error);
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.engine).toBe(row.engine);
    if (row.protocol) expect(result.plan.protocol).toBe(row.protocol);
    expect(result.plan.url).toBe(row.url);
    expect(result.plan.drm?.keySystem).toBe(row.keySystem);
    expect(result.plan.reason).not.toBe('');
  });

  it('carries licence URL, certificate and provider into the DRM plan', () => {
    const result = selectPlayback(drmOnly, iosOld);
    expect(result).toEqual({
      ok: true,
      plan: expect.objectContaining({
        drm: {
          keySystem: 'com.apple.fps',
          licenceUrl: 'https://lic/fp',
          certificateUrl: 'https://lic/fp.cer',
          provider: 'drmtoday',
        },
      }),
    });
  });

  it('does not mutate the stream response', () => {
    const copy = structuredClone(drmAll);
    selectPlayback(drmAll, edge);
    expect(drmAll).toEqual(copy);
  });
});
