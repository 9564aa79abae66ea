import { extraNames, isSecretName, percentDecoded } from './names';

describe('isSecretName', () => {
  it.each([
    'access_token',
    'accessToken',
    'ACCESS-TOKEN',
    'refresh_token',
    'id_token',
    'token',
    'auth',
    'Authorization',
    'session_id',
    'JSESSIONID',
    'PHPSESSID',
    'sid',
    'password',
    'newPassword',
    'guest_password',
    'pin',
    'pincode',
    'otp_code',
    'sms_code',
    'device_serial',
    'deviceSerial',
    'sig',
    'Signature',
    'X-Amz-Signature',
    'X-Amz-Credential',
    'x-amz-security-token',
    'X-Goog-Signature',
    'Key-Pair-Id',
    'Policy',
    'hmac',
    'hdnts',
    'wmsAuthSign',
    'api_key',
    'x-api-key',
    'client_secret',
    'jwt',
    // Percent-encoded once, twice, and in part (what a router decodes, a redactor must too).
    'access%5Ftoken',
    '%61ccess_token',
    'access%255Ftoken',
    // Nested names.
    'user[password]',
    'credentials.token',
  ])('%s is secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each([
    'tokens',
    'token_type',
    'expires_in',
    'keyframe',
    'monkey',
    'x',
    'stat_id',
    'statId',
    'position',
    'code',
    'error_code',
    'Content-Security-Policy',
    'referrer-policy',
    'pinned',
    'spin',
    'session_start',
    '',
  ])('%s is not', (name) => {
    expect(isSecretName(name)).toBe(false);
  });

  it('adds an operator’s own names, matched whole and case-insensitively', () => {
    const extra = extraNames(['x-op\\.sig']);
    expect(isSecretName('X-OP.SIG', extra)).toBe(true);
    expect(isSecretName('x-op.signal', extra)).toBe(false);
  });
});

describe('percentDecoded', () => {
  it('undoes up to three layers and keeps a malformed escape', () => {
    expect(percentDecoded('a%25253D')).toBe('a=');
    expect(percentDecoded('%E0%A4%A')).toBe('%E0%A4%A');
    expect(percentDecoded('plain')).toBe('plain');
  });
});
