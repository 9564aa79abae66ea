import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { keepAfterSignIn, peekAfterSignIn } from '../accounts/intent-store';
import type { ApiClient } from '../api/http';
import type { SessionValue } from '../session/context';
import { SessionContext } from '../session/context';
import { testI18n, testSession } from '../testing/test-session';
import { ModalHost } from './ModalHost';
import { MODAL_IDS } from './modal-url';

const i18n = testI18n();

const session = (over: Partial<SessionValue> = {}): SessionValue =>
  testSession({ message: { title: 'Oops', text: 'Something failed' }, ...over });

function mount(entry: string, value: SessionValue) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={new QueryClient()}>
              <SessionContext.Provider value={value}>
                <ModalHost />
              </SessionContext.Provider>
            </QueryClientProvider>
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ModalHost (001 §2 modals by hash)', () => {
  // The modals this suite opens import most of the app; files sharing this worker's jsdom (vitest.config.ts)
  // import their own copies, so a file that mocks one of those modules gets its mock.
  afterAll(() => vi.resetModules());

  beforeEach(() => {
    // openModal/closeModal keep the page's path from window.location; the memory router is at /channels.
    window.history.replaceState(null, '', '/channels');
  });

  it('shows the message modal the hash names and closes it on Escape', async () => {
    const router = mount('/channels#message', session());
    expect(screen.getByRole('dialog', { name: 'Oops' })).toBeTruthy();
    expect(screen.getByText('Something failed')).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(router.state.location.hash).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on an overlay click but not on a click inside the dialog', async () => {
    const router = mount('/channels#message', session());
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      fireEvent.mouseDown(dialog);
    });
    expect(router.state.location.hash).toBe('#message');
    await act(async () => {
      fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    });
    expect(router.state.location.hash).toBe('');
  });

  it('keeps the auth modal open in auth-only mode: no close button, Escape ignored', async () => {
    const router = mount('/channels#auth', session({ status: 'auth-only' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(router.state.location.hash).toBe('#auth');
  });

  it('drops a purchase waiting for sign-in when the viewer closes the sign-in modal (001 §4)', async () => {
    sessionStorage.clear();
    keepAfterSignIn('buy', '/contents/film-101', Date.now());
    const router = mount('/channels#auth', session());
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(router.state.location.hash).toBe('');
    expect(peekAfterSignIn()).toBeNull();
  });

  it('keeps the purchase while the sign-in modal cannot be closed (auth-only mode)', async () => {
    sessionStorage.clear();
    keepAfterSignIn('buy', '/contents/film-101', Date.now());
    mount('/channels#auth', session({ status: 'auth-only' }));
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(peekAfterSignIn()?.kind).toBe('buy');
  });

  it('renders nothing for a hash that is not a modal', () => {
    mount('/provider/x#tariffs', session());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(MODAL_IDS.filter((id) => !['message', 'auth', 'profiles', 'push'].includes(id)))(
    'opens %s from the hash for a signed-in viewer',
    async (id) => {
      // An API that never answers: every modal shows its frame while its data is pending.
      const api = { request: vi.fn(() => new Promise(() => undefined)) } as unknown as ApiClient;
      mount(`/channels?packet_id=101#${id}`, session({ isGuest: false, api }));
      expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    },
  );

  it('sends a guest to sign in first and back to the same modal (#pincode)', async () => {
    const askSignIn = vi.fn();
    mount('/channels#pincode', session({ isGuest: true, askSignIn }));
    await vi.waitFor(() => expect(askSignIn).toHaveBeenCalledWith({ kind: 'modal', modal: 'pincode' }));
  });

  it('has no close control and ignores Escape when opened with hideClose', async () => {
    const router = mount('/channels#smarttv', session({ isGuest: false }));
    await act(async () => {
      await router.navigate('/channels#smarttv', { state: { hideClose: true } });
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(router.state.location.hash).toBe('#smarttv');
  });

  it('goes to the back target it was opened with when it closes', async () => {
    const router = mount('/channels#smarttv', session({ isGuest: false }));
    await act(async () => {
      await router.navigate('/channels#smarttv', { state: { back: '/news' } });
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(router.state.location.pathname).toBe('/news');
    expect(router.state.location.hash).toBe('');
  });
});
