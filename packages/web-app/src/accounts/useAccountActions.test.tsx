import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { memoryStore } from '../../test/memory-store';
import type { Endpoints } from '../api/endpoints';
import { useAccountActions } from './useAccountActions';

function setup(initial: Record<string, string> = {}) {
  const store = memoryStore(initial);
  const tokenRef = { current: 'guest-token' as string | null };
  const calls = { setToken: vi.fn(), setUser: vi.fn(), setStatus: vi.fn(), restart: vi.fn() };
  const endpoints = {
    self: vi.fn(async () => ({ id: 9, is_guest: false })),
    devices: vi.fn(async () => [
      { id: 1, is_current: false },
      { id: 2, is_current: true },
    ]),
    removeDevice: vi.fn(async () => undefined),
  } as unknown as Endpoints & Record<'devices' | 'removeDevice', ReturnType<typeof vi.fn>>;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useAccountActions({ store, endpoints, tokenRef, ...calls }), { wrapper });
  return { store, tokenRef, calls, hook, endpoints };
}

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the code under test keeps its state in cookies.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
};

describe('useAccountActions (000 §4 Session)', () => {
  beforeEach(clearCookies);

  it('a sign-in becomes the stored session with the isLogged cookie and the new device id', async () => {
    const { store, tokenRef, calls, hook } = setup({
      'onair.guest': '{"username":"g","password":"p"}',
      'onair.logged_out': '1',
    });
    await act(() =>
      hook.result.current.signIn(
        { access_token: 'user-token', expired: null, user: { id: 9, is_guest: false } },
        'newserial123',
      ),
    );
    expect(JSON.parse(store.get('onair.token') ?? '{}')).toMatchObject({ value: 'user-token', error: false });
    expect(store.get('onair.guest')).toBeNull();
    expect(store.get('onair.logged_out'), 'auto-auth may run again after a sign-in').toBeNull();
    expect(tokenRef.current).toBe('user-token');
    expect(calls.setStatus).toHaveBeenCalledWith('ready');
    expect(document.cookie).toContain('isLogged=1');
    expect(document.cookie).toContain('newserial123');
  });

  it('a sign-out ends this device on the server, forgets the session, marks it logged out and starts again', async () => {
    const { store, tokenRef, calls, hook, endpoints } = setup({ 'onair.token': '{"value":"user-token"}' });
    // biome-ignore lint/suspicious/noDocumentCookie: a signed-in browser's cookie, as the app sets it.
    document.cookie = 'isLogged=1; path=/';
    await act(() => hook.result.current.signOut());
    expect(endpoints.removeDevice).toHaveBeenCalledWith(2);
    expect(store.get('onair.token')).toBeNull();
    expect(store.get('onair.logged_out')).toBe('1');
    expect(tokenRef.current).toBeNull();
    expect(calls.setUser).toHaveBeenCalledWith(null);
    expect(calls.restart).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('isLogged=1');
  });

  it('adopts the session another tab stored', async () => {
    const { tokenRef, calls } = setup();
    await act(async () => {
      window.dispatchEvent(
        Object.assign(new Event('storage'), {
          key: 'onair.token',
          newValue: JSON.stringify({ value: 'other-tab-token', setAt: 1, expiresAt: 2, error: false }),
        }),
      );
    });
    expect(tokenRef.current).toBe('other-tab-token');
    expect(calls.setUser).toHaveBeenCalledWith({ id: 9, is_guest: false });
    expect(calls.restart).not.toHaveBeenCalled();
  });
});

describe('a sign-out without the server', () => {
  it('still forgets the session locally', async () => {
    const { store, calls, hook, endpoints } = setup({ 'onair.token': '{"value":"user-token"}' });
    endpoints.devices.mockRejectedValueOnce(new Error('offline'));
    await act(() => hook.result.current.signOut());
    expect(endpoints.removeDevice).not.toHaveBeenCalled();
    expect(store.get('onair.token')).toBeNull();
    expect(calls.restart).toHaveBeenCalledTimes(1);
  });
});
