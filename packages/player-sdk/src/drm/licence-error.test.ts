import { drmAlert } from './drm-error';
import { licenceFailureError, parseLicenceErrorBody } from './licence-error';

describe('parseLicenceErrorBody', () => {
  it.each([
    [
      'operator shape with 8002 nested message',
      JSON.stringify({
        error: {
          status: 403,
          error_code: 'drm_denied',
          code: 8002,
          message: 'License denied',
          details: { message: 'Device limit reached' },
        },
      }),
      { serverCode: 8002, serverMessage: 'License denied', nestedMessage: 'Device limit reached' },
    ],
    [
      'error_code when there is no numeric code',
      JSON.stringify({ error: { error_code: 'expired', message: 'Expired' } }),
      { serverCode: 'expired', serverMessage: 'Expired' },
    ],
    ['flat JSON', JSON.stringify({ code: 42, message: 'Nope' }), { serverCode: 42, serverMessage: 'Nope' }],
    ['error as a string', JSON.stringify({ error: 'forbidden' }), { serverMessage: 'forbidden' }],
    ['plain text', '  Forbidden by policy \n', { serverMessage: 'Forbidden by policy' }],
    ['empty body', '', {}],
    ['JSON that is not an object', '[1,2]', {}],
  ])('%s', (_name, body, expected) => {
    expect(parseLicenceErrorBody(body)).toEqual(expected);
  });

  it('keeps a long text body short', () => {
    expect(parseLicenceErrorBody('x'.repeat(5000)).serverMessage).toHaveLength(300);
  });
});

describe('licenceFailureError and drmAlert', () => {
  it('8002: the alert shows the nested message and the code (§8)', () => {
    const body = JSON.stringify({
      error: { code: 8002, message: 'License denied', details: { message: 'Device limit reached' } },
    });
    const error = licenceFailureError({
      httpStatus: 403,
      url: 'https://lic',
      body,
      keySystem: 'org.w3.clearkey',
    });
    expect(error).toMatchObject({
      code: 'drm.licence_request',
      category: 'drm',
      fatal: true,
      httpStatus: 403,
      drm: { keySystem: 'org.w3.clearkey', serverCode: 8002 },
    });
    expect(drmAlert(error)).toEqual({ title: 'DRM Error', message: 'Device limit reached', code: 8002 });
  });

  it('other codes: the server message and code', () => {
    const error = licenceFailureError({
      httpStatus: 401,
      body: JSON.stringify({ error: { code: 7001, message: 'Bad token' } }),
    });
    expect(drmAlert(error)).toEqual({ title: 'DRM Error', message: 'Bad token', code: 7001 });
  });

  it('no server answer: our message and the HTTP status or nothing', () => {
    expect(drmAlert(licenceFailureError({ httpStatus: 500, body: '' }))).toEqual({
      title: 'DRM Error',
      message: 'Licence server answered HTTP 500',
      code: 500,
    });
    expect(drmAlert(licenceFailureError({ cause: new TypeError('Failed to fetch') }))).toEqual({
      title: 'DRM Error',
      message: 'Licence server failed',
    });
  });

  it('names the licence URL without the token the player added', () => {
    const error = licenceFailureError({
      httpStatus: 401,
      url: 'https://api.tv/v2/drm/clearkey/license?content_id=102&access_token=s3cret',
    });
    expect(error.url).toBe('https://api.tv/v2/drm/clearkey/license?content_id=102&access_token=***');
  });
});
