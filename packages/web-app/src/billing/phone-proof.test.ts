import { ApiError } from '../api/errors';
import { codeAlreadySent, proofFailure } from './phone-proof';

const http = (status: number, code: string, message = code) =>
  new ApiError('http', message, 'http://api/v2/x', status, code);

describe('proofFailure', () => {
  it.each([
    ['send', http(429, 'sms_limit'), { key: 'phone_sms_limit', ns: 'billing' }],
    [
      'send',
      http(400, 'invalid_request', 'phone: error_wrong_phone'),
      { key: 'error_wrong_phone', ns: 'translation' },
    ],
    [
      'send',
      new ApiError('network', 'offline', 'http://api/v2/x'),
      { key: 'error_download', ns: 'translation' },
    ],
    ['verify', http(400, 'invalid_otp'), { key: 'error_wrong_code', ns: 'translation' }],
    ['verify', http(400, 'otp_expired'), { key: 'error_code_expired', ns: 'translation' }],
    ['verify', http(429, 'otp_attempts_exceeded'), { key: 'error_code_attempts', ns: 'translation' }],
    ['verify', http(429, 'rate_limited'), { key: 'error_too_many_attempts', ns: 'translation' }],
    ['verify', http(500, 'internal', 'Something broke'), { text: 'Something broke' }],
    ['send', http(403, 'region_blocked', 'Not in your country'), { text: 'Not in your country' }],
  ] as const)('%s: %s', (step, error, expected) => {
    expect(proofFailure(step, error)).toEqual(expected);
  });

  it('knows a code sent within the countdown can still be typed', () => {
    expect(codeAlreadySent(http(429, 'otp_resend_too_early'))).toBe(true);
    expect(codeAlreadySent(http(429, 'otp_send_limit'))).toBe(false);
  });
});
