import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { memoryStore } from '../../test/memory-store';
import { ApiError } from '../api/errors';
import type { SessionRuntime } from './head-start';
import { AUTH_REQUIRED_TEXT } from './reauth-backoff';
import { useApiErrorReactions } from './useApiErrorReactions';

const TOKEN = 'current-token';
const failedWith = (token: string) =>
  new ApiError('http', 'Unauthorized', `https://api.test/v2/users/self?access_token=${token}`, 401);

/** Where the router is: the region block's navigation is the behaviour under test. */
const where = { path: '' };
function Probe() {
  where.path = useLocation().pathname;
  return null;
}

function setup({ starting = false } = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const store = memoryStore({
    'onair.token': JSON.stringify({ value: TOKEN, setAt: 1, expiresAt: 9e12, error: false }),
  });
  const runtime = { onErrorAction: { current: null } } as unknown as SessionRuntime;
  const calls = {
    restart: vi.fn(),
    showMessage: vi.fn(),
    setError: vi.fn(),
    setStatus: vi.fn(),
    setRegionBlock: vi.fn(),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Probe />
      {children}
    </MemoryRouter>
  );
  renderHook(
    () =>
      useApiErrorReactions({
        runtime,
        store,
        tokenRef: { current: TOKEN },
        startingRef: { current: starting },
        ...calls,
      }),
    { wrapper },
  );
  const react = (
    action: Parameters<NonNullable<SessionRuntime['onErrorAction']['current']>>[0],
    error: ApiError,
  ) => act(() => runtime.onErrorAction.current?.(action, error, 'other'));
  return { store, calls, where, react };
}

afterEach(() => vi.useRealTimers());

describe('the session’s reactions to the §8 error actions', () => {
  it('a token error of the token in use flags it and re-authorises, spaced out, then gives up', () => {
    const { store, calls, react } = setup();
    react({ kind: 'token-error' }, failedWith(TOKEN));
    expect(JSON.parse(store.get('onair.token') ?? '{}')).toMatchObject({ value: TOKEN, error: true });
    expect(calls.restart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(calls.restart).toHaveBeenCalledTimes(1);
    react({ kind: 'token-error' }, failedWith(TOKEN));
    react({ kind: 'token-error' }, failedWith(TOKEN));
    vi.advanceTimersByTime(4_000);
    expect(calls.restart).toHaveBeenCalledTimes(3);
    react({ kind: 'token-error' }, failedWith(TOKEN));
    expect(calls.setError).toHaveBeenCalledWith(AUTH_REQUIRED_TEXT);
    expect(calls.setStatus).toHaveBeenCalledWith('failed');
    vi.advanceTimersByTime(60_000);
    expect(calls.restart, 'no fourth re-authorisation').toHaveBeenCalledTimes(3);
  });

  it('ignores a token error of a replaced token, and any while a start runs (it handles its own)', () => {
    const replaced = setup();
    replaced.react({ kind: 'token-error' }, failedWith('an-older-token'));
    const starting = setup({ starting: true });
    starting.react({ kind: 'token-error' }, failedWith(TOKEN));
    vi.advanceTimersByTime(60_000);
    for (const { store, calls } of [replaced, starting]) {
      expect(JSON.parse(store.get('onair.token') ?? '{}').error).toBe(false);
      expect(calls.restart).not.toHaveBeenCalled();
      expect(calls.setStatus).not.toHaveBeenCalled();
    }
  });

  it('a region block goes to /geo_lock with the server’s message; anything else is the message modal', () => {
    const { calls, where, react } = setup();
    react({ kind: 'generic', message: 'Something broke' }, failedWith(TOKEN));
    expect(calls.showMessage).toHaveBeenCalledWith({ title: 'error', text: 'Something broke' });
    expect(where.path).toBe('/');
    react({ kind: 'region-block', message: 'Not in your region' }, failedWith(TOKEN));
    expect(calls.setRegionBlock).toHaveBeenCalledWith({
      message: 'Not in your region',
      country: null,
      ip: null,
    });
    expect(where.path).toBe('/geo_lock');
  });
});
