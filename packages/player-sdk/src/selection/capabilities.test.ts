import { detectBrowser, keySystemConfig, MSE_PROBE_TYPE, probeCapabilities } from './capabilities';

const UA = {
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 Edg/156.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadChrome:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  curl: 'curl/8.0',
};

describe('detectBrowser', () => {
  it.each([
    [UA.chrome, 0, 'chromium', false],
    [UA.edge, 0, 'edge', false],
    [UA.firefox, 0, 'firefox', false],
    [UA.safari, 0, 'safari', false],
    [UA.safari, 5, 'safari', true], // iPadOS reports a Mac user agent
    [UA.iphone, 5, 'safari', true],
    [UA.ipadChrome, 5, 'safari', true], // every iOS browser is WebKit
    [UA.curl, 0, 'other', false],
  ])('%s (touch %d) → %s, ios %s', (userAgent, maxTouchPoints, browser, ios) => {
    expect(detectBrowser({ userAgent, maxTouchPoints })).toEqual({ browser, ios });
  });

  it('prefers userAgentData brands over the UA string', () => {
    const nav = {
      userAgent: UA.chrome,
      maxTouchPoints: 0,
      userAgentData: { brands: [{ brand: 'Microsoft Edge' }] },
    };
    expect(detectBrowser(nav).browser).toBe('edge');
  });
});

interface FakeOptions {
  userAgent?: string;
  mse?: boolean;
  managed?: boolean;
  hls?: string;
  keySystems?: Record<string, 'grant' | 'deny' | 'hang'>;
}

function fakeEnv(o: FakeOptions) {
  const requested: { id: string; config: MediaKeySystemConfiguration[] }[] = [];
  const isTypeSupported = vi.fn((type: string) => type === MSE_PROBE_TYPE);
  const win = {
    document: {
      createElement: () => ({
        canPlayType: (type: string) => (type.includes('mpegurl') ? (o.hls ?? '') : ''),
      }),
    },
    ...(o.mse ? { MediaSource: { isTypeSupported } } : {}),
    ...(o.managed ? { ManagedMediaSource: { isTypeSupported } } : {}),
  } as unknown as Window;
  const navigator = {
    userAgent: o.userAgent ?? UA.chrome,
    maxTouchPoints: 0,
    requestMediaKeySystemAccess: (id: string, config: MediaKeySystemConfiguration[]) => {
      requested.push({ id, config });
      const answer = o.keySystems?.[id] ?? 'deny';
      if (answer === 'hang') return new Promise<MediaKeySystemAccess>(() => {});
      return answer === 'grant'
        ? Promise.resolve({} as MediaKeySystemAccess)
        : Promise.reject(new DOMException('Unsupported', 'NotSupportedError'));
    },
  } as unknown as Navigator;
  return { win, navigator, requested, isTypeSupported };
}

describe('probeCapabilities', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports MSE, native HLS "maybe" and the key systems that grant access (Chromium)', async () => {
    const env = fakeEnv({ mse: true, hls: 'maybe', keySystems: { 'org.w3.clearkey': 'grant' } });
    const caps = await probeCapabilities({ window: env.win, navigator: env.navigator });
    expect(caps).toEqual({
      mse: true,
      nativeHls: true,
      keySystems: { widevine: false, playready: false, fairplay: false, clearkey: true },
      browser: 'chromium',
      ios: false,
    });
    expect(env.isTypeSupported).toHaveBeenCalledWith('video/mp4; codecs="avc1.42E01E,mp4a.40.2"');
  });

  it('asks Widevine with a robustness level and proper capabilities', async () => {
    const env = fakeEnv({ mse: true, keySystems: { 'com.widevine.alpha': 'grant' } });
    const caps = await probeCapabilities({ window: env.win, navigator: env.navigator });
    expect(caps.keySystems.widevine).toBe(true);
    const widevine = env.requested.find((r) => r.id === 'com.widevine.alpha');
    const config = widevine?.config[0];
    expect(config?.initDataTypes).toEqual(['cenc']);
    expect(config?.videoCapabilities?.[0]).toEqual({
      contentType: 'video/mp4; codecs="avc1.42E01E"',
      robustness: 'SW_SECURE_CRYPTO',
    });
    expect(config?.audioCapabilities?.[0]?.robustness).toBe('SW_SECURE_CRYPTO');
  });

  it('tries the legacy PlayReady and FairPlay ids when the modern ones are refused', async () => {
    const env = fakeEnv({
      mse: true,
      keySystems: { 'com.microsoft.playready': 'grant', 'com.apple.fps.1_0': 'grant' },
    });
    const caps = await probeCapabilities({ window: env.win, navigator: env.navigator });
    expect(caps.keySystems).toMatchObject({ playready: true, fairplay: true });
    expect(keySystemConfig('fairplay')[0]?.initDataTypes).toEqual(['sinf', 'skd']);
  });

  it('counts a key system that never answers as unavailable after the timeout', async () => {
    vi.useFakeTimers();
    const env = fakeEnv({
      mse: true,
      keySystems: { 'com.widevine.alpha': 'hang', 'org.w3.clearkey': 'grant' },
    });
    const pending = probeCapabilities({ window: env.win, navigator: env.navigator, timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    const caps = await pending;
    expect(caps.keySystems.widevine).toBe(false);
    expect(caps.keySystems.clearkey).toBe(true);
  });

  it('finds ManagedMediaSource on iOS and no native HLS when canPlayType is empty', async () => {
    const env = fakeEnv({ managed: true, userAgent: UA.iphone, hls: '' });
    const caps = await probeCapabilities({ window: env.win, navigator: env.navigator });
    expect(caps).toMatchObject({ mse: true, nativeHls: false, browser: 'safari', ios: true });
  });

  it('reports nothing when EME is missing', async () => {
    const env = fakeEnv({ mse: false, hls: 'probably', userAgent: UA.safari });
    const navigator = { userAgent: UA.safari, maxTouchPoints: 0 } as unknown as Navigator;
    const caps = await probeCapabilities({ window: env.win, navigator });
    expect(caps).toEqual({
      mse: false,
      nativeHls: true,
      keySystems: { widevine: false, playready: false, fairplay: false, clearkey: false },
      browser: 'safari',
      ios: false,
    });
  });

  it('works in jsdom with its real globals', async () => {
    const caps = await probeCapabilities();
    expect(caps.mse).toBe(false); // jsdom has no MediaSource
    expect(typeof caps.nativeHls).toBe('boolean');
  });
});
