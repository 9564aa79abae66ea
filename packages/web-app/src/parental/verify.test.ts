import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/http';
import { createPinVerifier, PIN_CHECK_PATH, verdictMessage, verdictOfError } from './verify';

function clientAnswering(answer: () => unknown): ApiClient & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    baseUrl: 'https://api.test/v2',
    url: () => '',
    calls,
    request: async (spec) => {
      calls.push({ method: spec.method, path: spec.path, body: spec.body });
      return spec.schema.parse(answer());
    },
  } as ApiClient & { calls: unknown[] };
}

describe('createPinVerifier', () => {
  it('asks the server what the PIN is for, and trusts its answer and its approval', async () => {
    const approval = { token: 'a1', action: 'profile', expires_in: 300 };
    const api = clientAnswering(() => ({ valid: true, attempts_left: 5, approval }));
    await expect(createPinVerifier(api)('1234', 'profile')).resolves.toEqual({ kind: 'ok', approval });
    expect(api.calls).toEqual([
      { method: 'POST', path: PIN_CHECK_PATH, body: { code: '1234', action: 'profile' } },
    ]);
    // A viewing prompt's save-for-time choice goes with it (000 §4).
    const saved = clientAnswering(() => ({ valid: true, attempts_left: 5, approval }));
    await createPinVerifier(saved)('1234', 'channel', true);
    expect(saved.calls).toEqual([
      {
        method: 'POST',
        path: PIN_CHECK_PATH,
        body: { code: '1234', action: 'channel', save_for_time: true },
      },
    ]);
    const older = clientAnswering(() => ({ valid: true, attempts_left: 5 }));
    await expect(createPinVerifier(older)('1234', 'pay')).resolves.toEqual({ kind: 'ok', approval: null });
  });

  it('reports a wrong PIN with the attempts left', async () => {
    const api = clientAnswering(() => ({ valid: false, attempts_left: 3 }));
    await expect(createPinVerifier(api)('0000', 'channel')).resolves.toEqual({
      kind: 'wrong',
      attemptsLeft: 3,
    });
  });

  it('turns the lock, a missing PIN and a dead session into their own verdicts', () => {
    const url = 'https://api.test/v2/x';
    expect(
      verdictOfError(new ApiError('http', 'Try in 15 min', url, 429, 'error_parental_code_locked')),
    ).toEqual({
      kind: 'locked',
      message: 'Try in 15 min',
    });
    expect(verdictOfError(new ApiError('http', 'x', url, 400, 'error_parental_code_not_set')).kind).toBe(
      'not-set',
    );
    expect(verdictOfError(new ApiError('http', 'x', url, 401, 'authentication_failed')).kind).toBe('sign-in');
    expect(verdictOfError(new ApiError('network', 'offline', url))).toEqual({
      kind: 'error',
      message: 'offline',
    });
  });
});

describe('verdictMessage', () => {
  it('names a message for every refusal and none for success', () => {
    expect(verdictMessage({ kind: 'ok', approval: null })).toBeNull();
    expect(verdictMessage({ kind: 'wrong', attemptsLeft: 2 })).toEqual({
      key: 'pin_wrong_attempts',
      values: { count: 2 },
    });
    expect(verdictMessage({ kind: 'wrong', attemptsLeft: null })?.key).toBe('error_wrong_code');
    expect(verdictMessage({ kind: 'wrong', attemptsLeft: 0 })?.key).toBe('pin_no_attempts_left');
    expect(verdictMessage({ kind: 'locked', message: 'm' })?.key).toBe('pin_locked');
  });
});
