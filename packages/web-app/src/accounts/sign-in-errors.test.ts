import { ApiError } from '../api/errors';
import { type SignInStep, signInFailure } from './sign-in-errors';

const http = (status: number, code: string | null = null, message = `error ${status}`) =>
  new ApiError('http', message, 'http://api/v2/x', status, code);
const network = new ApiError('network', 'Failed to fetch', 'http://api/v2/x');

describe('signInFailure (000 §8)', () => {
  it.each<[string, SignInStep, unknown, ReturnType<typeof signInFailure>]>([
    ['no network on login', 'login', network, { kind: 'message', key: 'error_download' }],
    ['no network on sending a code', 'send-code', network, { kind: 'message', key: 'error_download' }],
    ['a thrown non-API error', 'verify-code', new TypeError('x'), { kind: 'message', key: 'error_download' }],
    ['403 on login', 'login', http(403), { kind: 'region-block' }],
    ['403 on code entry', 'verify-code', http(403), { kind: 'region-block' }],
    ['403 on sending a code', 'send-code', http(403), { kind: 'region-block' }],
    ['invalid_phone creates the user', 'send-code', http(400, 'invalid_phone'), { kind: 'unknown-phone' }],
    ['invalid_phone as 404', 'send-code', http(404, 'invalid_phone'), { kind: 'unknown-phone' }],
    [
      'a malformed phone',
      'send-code',
      http(400, 'invalid_request', 'phone: must be 11 digits'),
      { kind: 'message', key: 'error_wrong_phone' },
    ],
    [
      '429 while sending',
      'send-code',
      http(429, 'too_many_requests'),
      { kind: 'message', key: 'error_too_many_attempts' },
    ],
    ['429 on a code', 'verify-code', http(429), { kind: 'message', key: 'error_too_many_attempts' }],
    ['a wrong code', 'verify-code', http(400, 'invalid_code'), { kind: 'message', key: 'error_wrong_code' }],
    [
      'a wrong code as 401',
      'verify-code',
      http(401, 'authentication_failed'),
      { kind: 'message', key: 'error_wrong_code' },
    ],
    [
      'an expired code',
      'verify-code',
      http(400, 'code_expired'),
      { kind: 'message', key: 'error_code_expired' },
    ],
    [
      'a wrong password',
      'login',
      http(401, 'authentication_failed'),
      { kind: 'message', key: 'error_wrong_login' },
    ],
    ['an unknown login', 'login', http(404, 'not_found'), { kind: 'message', key: 'error_wrong_login' }],
    ['a server fault', 'login', http(500, null, 'database down'), { kind: 'server', text: 'database down' }],
    [
      'an answer that breaks the contract',
      'login',
      new ApiError('invalid', '/auth/login: access_token Required', 'u', 200),
      { kind: 'server', text: '/auth/login: access_token Required' },
    ],
  ])('%s', (_name, step, error, failure) => {
    expect(signInFailure(step, error)).toEqual(failure);
  });
});
