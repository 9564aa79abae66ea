import { audienceTrackers, detectDeviceType, trackerPixelUrl, trackingPayload } from './tracking';

describe('device type from the user agent', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', 1],
    [undefined, 1],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 2],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 2],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 3],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.14977', 4],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)', 4],
    ['Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 SamsungBrowser/2.2', 5],
    ['Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/87', 5],
    ['Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36', 5],
    ['Mozilla/5.0 (Linux; Android 12; Android TV) AppleWebKit/537.36', 5],
  ])('%s → %i', (ua, expected) => {
    expect(detectDeviceType(ua)).toBe(expected);
  });
});

describe('tracking payload', () => {
  const live = { kind: 'live' as const, stream: {} };
  const archive = {
    kind: 'archive' as const,
    stream: { stream_info: { start: 1_700_000_000 } },
    ts: 1_700_000_600,
  };

  it('live is evtp 1 at the current second', () => {
    expect(trackingPayload({ source: live, nowMs: 1_700_000_123_456, position: 40, scrub: false })).toEqual({
      fts: 1_700_000_123,
      evtp: 1,
    });
  });

  it('a scrub on live is evtp 3', () => {
    expect(trackingPayload({ source: live, nowMs: 5000, position: 0, scrub: true })).toEqual({
      fts: 5,
      evtp: 3,
    });
  });

  it('archive is evtp 3 at the programme second being watched', () => {
    expect(trackingPayload({ source: archive, nowMs: 0, position: 605.4, scrub: false })).toEqual({
      fts: 1_700_000_605,
      evtp: 3,
    });
  });

  it('archive without stream_info counts from the asked ts and start position', () => {
    const source = { kind: 'archive' as const, stream: {}, ts: 1000, startPosition: 20 };
    expect(trackingPayload({ source, nowMs: 0, position: 50, scrub: true })).toEqual({ fts: 1030, evtp: 3 });
  });

  it('contents are not measured', () => {
    expect(
      trackingPayload({ source: { kind: 'content', stream: {} }, nowMs: 0, position: 1, scrub: false }),
    ).toBeNull();
  });
});

describe('tns pixel', () => {
  const tracker = {
    tracker_type: 'tns',
    params: { CatID: '101', VcID: 1001, VcVersion: '1', Account: 'onair demo', Tmsec: 'onair_news' },
    pixel_url: 'http://127.0.0.1:8787/sink/tns?channel=1',
  };
  const facts = { deviceType: 3 as const, tracking: { fts: 1_700_000_000, evtp: 1 as const } };

  it('keeps only tns trackers', () => {
    expect(audienceTrackers([tracker, { tracker_type: 'other' }])).toEqual([tracker]);
    expect(audienceTrackers(undefined)).toEqual([]);
  });

  it('builds the pixel url with every param, the device type, fts and evtp', () => {
    const url = new URL(trackerPixelUrl(tracker, undefined, facts));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8787/sink/tns');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channel: '1',
      CatID: '101',
      VcID: '1001',
      VcVersion: '1',
      Account: 'onair demo',
      Tmsec: 'onair_news',
      dvtp: '3',
      fts: '1700000000',
      evtp: '1',
    });
  });

  it('uses the configured base when the tracker has none, and refuses a bad one clearly', () => {
    const bare = { tracker_type: 'tns', params: { CatID: 5 } };
    expect(trackerPixelUrl(bare, 'https://tns.example/px', facts)).toBe(
      'https://tns.example/px?CatID=5&dvtp=3&fts=1700000000&evtp=1',
    );
    expect(() => trackerPixelUrl(bare, undefined, facts)).toThrow(/no pixel_url/);
    expect(() => trackerPixelUrl(bare, '/relative', facts)).toThrow(/absolute/);
    expect(() => trackerPixelUrl(bare, 'javascript:alert(1)', facts)).toThrow(/http/);
  });
});
