import { playerError } from './codes';
import { buildDiagnostics, type DiagnosticsInput, formatDiagnostics, redactUrl } from './diagnostics';

describe('redactUrl', () => {
  it.each([
    [
      'https://api/v2/stream?access_token=abc123&channel=5',
      'https://api/v2/stream?access_token=***&channel=5',
    ],
    [
      'https://cdn/a.m3u8?channel=5&token=t0k&sig=zz#frag',
      'https://cdn/a.m3u8?channel=5&token=***&sig=***#frag',
    ],
    [
      'https://cdn/k?KEY=1&Signature=2&X-Amz-Credential=3',
      'https://cdn/k?KEY=***&Signature=***&X-Amz-Credential=***',
    ],
    ['https://user:pass@cdn/live.m3u8?x=1', 'https://***@cdn/live.m3u8?x=1'],
    ['https://cdn/live.m3u8?keyframe=1&monkey=2', 'https://cdn/live.m3u8?keyframe=1&monkey=2'],
    ['/relative/a.mpd?hdnts=exp~1~hmac=ff', '/relative/a.mpd?hdnts=***'],
    ['https://cdn/plain.mp4', 'https://cdn/plain.mp4'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

function input(over: Partial<DiagnosticsInput> = {}): DiagnosticsInput {
  return {
    error: playerError('network.fragment_load', true, { httpStatus: 404, details: 'fragLoadError' }),
    hasVideoElement: true,
    streamType: 'hls',
    url: 'https://cdn/live.m3u8?access_token=secret',
    position: 12.345,
    channelId: 7,
    now: () => 1_700_000_000_000,
    userAgent: 'UA',
    counters: { fragErrors: 1, totalErrors: 2, errorRetryCount: 3 },
    ...over,
  };
}

describe('buildDiagnostics', () => {
  it('builds the §3 object with the URL redacted and the counters', () => {
    expect(buildDiagnostics(input())).toEqual({
      code: 404,
      errorType: 'Fragment load error',
      streamType: 'hls',
      url: 'https://cdn/live.m3u8?access_token=***',
      position: 12.3,
      details: 'fragLoadError',
      channelId: 7,
      timestamp: 1_700_000_000_000,
      userAgent: 'UA',
      fragErrors: 1,
      totalErrors: 2,
      errorRetryCount: 3,
    });
  });

  it.each([
    ['no video element', { hasVideoElement: false }, 2],
    ['no source', { url: undefined }, 2],
    ['no error clears', { error: null }, 0],
    [
      'shaka code when no HTTP status',
      { error: { ...playerError('drm.no_key_system', true), engine: 'shaka' as const, engineCode: 6001 } },
      6001,
    ],
    [
      '1 for a failure without a number',
      { error: playerError('media.decode', true, { engine: 'native', engineCode: 3 }) },
      1,
    ],
  ])('code: %s → %d', (_name, over, code) => {
    expect(buildDiagnostics(input(over)).code).toBe(code);
  });

  it('puts the DRM server code and messages into details', () => {
    const error = playerError('drm.licence_request', true, {
      details: 'licence',
      drm: { serverCode: 8002, serverMessage: 'Refused', nestedMessage: 'Expired' },
    });
    expect(buildDiagnostics(input({ error })).details).toBe('licence; server code 8002; Refused; Expired');
  });

  // Issue 21 item 3: before the fix only `url` was redacted; shaka's and hls.js's details carried URLs as is.
  it('redacts every text field, the engine details included, with the operator rules', () => {
    const error = playerError('network.manifest_load', true, {
      details: 'HTTP 403 for https://u:pw@cdn/live.m3u8?hmac=SECRET1 (token=SECRET2)',
      drm: { serverMessage: 'licence https://lic/ck?auth_token=SECRET3 refused' },
    });
    const d = buildDiagnostics(
      input({
        error,
        url: 'https://cdn/live/token/SECRET4/index.m3u8?X-Goog-Signature=SECRET5',
        contentId: 'film?session_id=SECRET6',
        redaction: { patterns: [/\/token\/([^/]+)/] },
      }),
    );
    const text = `${JSON.stringify(d)}\n${formatDiagnostics(d)}`;
    for (const secret of ['SECRET1', 'SECRET2', 'SECRET3', 'SECRET4', 'SECRET5', 'SECRET6', 'pw@']) {
      expect(text).not.toContain(secret);
    }
    expect(d.url).toBe('https://cdn/live/token/***/index.m3u8?X-Goog-Signature=***');
  });

  it('formatDiagnostics redacts a host-built object again', () => {
    const d = { ...buildDiagnostics(input()), details: 'GET https://cdn/a.ts?user_token=SECRET' };
    expect(formatDiagnostics(d)).toContain('Details: GET https://cdn/a.ts?user_token=***');
  });

  it('formats the §8 labels for the clipboard, skipping absent fields', () => {
    const text = formatDiagnostics(buildDiagnostics(input()));
    expect(text.split('\n')).toEqual([
      'Error code: 404',
      'Error type: Fragment load error',
      'Details: fragLoadError',
      'Stream URL: https://cdn/live.m3u8?access_token=***',
      'Position (sec): 12.3',
      'Channel ID: 7',
      'Fragment errors: 1',
      'Total errors: 2',
      'Retry attempts: 3',
      'Error time: 2023-11-14T22:13:20.000Z',
    ]);
  });
});
