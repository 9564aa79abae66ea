import { fromShakaError } from './from-shaka';

const CRITICAL = 2;
const RECOVERABLE = 1;

describe('fromShakaError', () => {
  it.each([
    [1001, [`https://cdn/a.mpd`, 404, 'nope', {}, 0], 'network.manifest_load', 404],
    [1001, [`https://cdn/seg.m4s`, 404, '', {}, 1], 'network.fragment_load', 404],
    [1001, [`https://cdn/k`, 500, '', {}, 6], 'network.key_load', 500],
    [1001, [`https://cdn/x`, 503, '', {}, 3], 'network.generic', 503],
    [1002, [`https://cdn/seg.m4s`, new Error('net'), 1], 'network.fragment_load', undefined],
    [1003, [`https://cdn/a.mpd`, 0], 'network.manifest_timeout', undefined],
    [1003, [`https://cdn/seg.m4s`, 1], 'network.fragment_load', undefined],
    [1011, [], 'network.fragment_load', undefined],
    [3015, [new Error('append')], 'media.buffer_append', undefined],
    [3017, ['video'], 'media.buffer_full', undefined],
    [3018, [], 'mux.generic', undefined],
    [3004, [], 'media.fragment_parsing', undefined],
    [4001, [], 'source.manifest_parsing', undefined],
    [4032, [], 'codec.incompatible', undefined],
    [6001, [], 'drm.no_key_system', undefined],
    [6012, [], 'drm.no_licence_server', undefined],
    [6008, ['rejected'], 'drm.licence_rejected', undefined],
    [6017, [], 'drm.certificate', undefined],
    [6014, [], 'drm.expired', undefined],
    [7002, [], 'source.no_video_element', undefined],
    [2001, [], 'other.generic', undefined],
    [99999, [], 'other.unknown', undefined],
  ])('code %d → %s', (code, data, expected, httpStatus) => {
    const error = fromShakaError({ code, category: Math.floor(code / 1000), severity: CRITICAL, data });
    expect(error.code).toBe(expected);
    expect(error.httpStatus).toBe(httpStatus);
    expect(error).toMatchObject({ engine: 'shaka', engineCode: code, fatal: true });
  });

  it('severity RECOVERABLE is not fatal; aborted loads are never fatal', () => {
    expect(fromShakaError({ code: 1001, category: 1, severity: RECOVERABLE, data: ['u', 404] }).fatal).toBe(
      false,
    );
    expect(fromShakaError({ code: 7000, category: 7, severity: CRITICAL }).fatal).toBe(false);
  });

  it('LICENSE_REQUEST_FAILED keeps the licence server status, code and nested message (§8 8002)', () => {
    const body = JSON.stringify({
      error: {
        status: 403,
        error_code: 'drm_denied',
        code: 8002,
        message: 'Licence refused',
        details: { message: 'Subscription expired' },
      },
    });
    const inner = {
      code: 1001,
      category: 1,
      severity: CRITICAL,
      data: ['https://lic/wv?access_token=x', 403, body, {}, 2],
    };
    const error = fromShakaError({ code: 6007, category: 6, severity: CRITICAL, data: [inner] });
    expect(error).toMatchObject({
      code: 'drm.licence_request',
      category: 'drm',
      errorType: 'Key load error',
      httpStatus: 403,
      // The player added the token; the error names the URL without it (issue 35).
      url: 'https://lic/wv?access_token=***',
      engine: 'shaka',
      engineCode: 6007,
      drm: { serverCode: 8002, serverMessage: 'Licence refused', nestedMessage: 'Subscription expired' },
    });
    expect(error.message).toBe('Licence server answered HTTP 403: Licence refused: Subscription expired');
  });

  it('a 1001 on a licence request is a DRM error too', () => {
    const error = fromShakaError({
      code: 1001,
      category: 1,
      severity: CRITICAL,
      data: ['https://lic', 401, 'Unauthorized', {}, 2],
    });
    expect(error).toMatchObject({
      code: 'drm.licence_request',
      httpStatus: 401,
      drm: { serverMessage: 'Unauthorized' },
    });
  });

  it('VIDEO_ERROR maps through the media element code', () => {
    const error = fromShakaError({
      code: 3016,
      category: 3,
      severity: CRITICAL,
      data: [3, null, 'PIPELINE_ERROR_DECODE'],
    });
    expect(error).toMatchObject({
      code: 'media.decode',
      details: 'PIPELINE_ERROR_DECODE',
      engine: 'shaka',
      engineCode: 3016,
    });
  });
});
