import { errorAction, oldestDevice } from './error-policy';
import { ApiError, httpError } from './errors';

const http = (status: number, body: unknown = null) => httpError('http://api/v2/x', status, body);

describe('errorAction (000 §8)', () => {
  it.each([
    ['other', 401, 'token-error'],
    ['device-auth', 401, 'token-error'],
    ['stat', 401, 'generic'],
    ['otp-auth', 401, 'generic'],
    ['device-auth', 403, 'region-block'],
    ['login', 403, 'region-block'],
    ['guest-create', 403, 'region-block'],
    ['other', 403, 'generic'],
    ['device-auth', 400, 'too-many-devices'],
    ['login', 400, 'generic'],
    ['other', 500, 'generic'],
  ] as const)('%s answering %i → %s', (tag, status, kind) => {
    expect(errorAction(tag, http(status)).kind).toBe(kind);
  });

  it('treats error_code authentication_failed as a dead token whatever the status', () => {
    const error = http(400, { error: { error_code: 'authentication_failed', message: 'no' } });
    expect(errorAction('other', error)).toEqual({ kind: 'token-error' });
  });

  it('keeps the server message for a region block', () => {
    const error = http(403, { error: { status: 403, message: 'Not available in your region' } });
    expect(errorAction('device-auth', error)).toEqual({
      kind: 'region-block',
      message: 'Not available in your region',
    });
  });

  it('sends network and malformed failures to the generic handler with their message', () => {
    const error = new ApiError('malformed', 'the body is not JSON', 'u');
    expect(errorAction('device-auth', error)).toEqual({ kind: 'generic', message: 'the body is not JSON' });
  });
});

describe('oldestDevice', () => {
  it('picks the earliest login time', () => {
    const devices = [
      { id: 1, login_at: '2024-05-02T10:00:00Z' },
      { id: 2, login_at: '2024-05-01T10:00:00Z' },
      { id: 3, login_at: '2024-05-03T10:00:00Z' },
    ];
    expect(oldestDevice(devices)?.id).toBe(2);
  });

  it('counts a device without a login time as oldest and returns null for none', () => {
    expect(
      oldestDevice([
        { id: 1, login_at: '2024-05-01T10:00:00Z' },
        { id: 9, login_at: null },
      ])?.id,
    ).toBe(9);
    expect(oldestDevice([])).toBeNull();
  });
});
