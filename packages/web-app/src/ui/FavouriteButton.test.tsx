import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Endpoints } from '../api/endpoints';
import { SessionContext, type SessionValue } from '../session/context';
import type { FavouriteTarget } from '../session/useFavouriteToggle';
import { FavouriteButton } from './FavouriteButton';

function fakeEndpoints(over: Partial<Endpoints> = {}) {
  return {
    favorites: vi.fn(async () => [{ id: 9, content_id: 5 }]),
    addFavorite: vi.fn(async () => ({})),
    removeFavorite: vi.fn(async () => ({})),
    ...over,
  } as unknown as Endpoints &
    Record<'favorites' | 'addFavorite' | 'removeFavorite', ReturnType<typeof vi.fn>>;
}

function renderButton(
  isGuest: boolean,
  endpoints: Endpoints,
  initial: boolean,
  contentId = 5,
  target: FavouriteTarget = { kind: 'content', id: contentId },
) {
  const showMessage = vi.fn();
  const session = { isGuest, endpoints, showMessage } as unknown as SessionValue;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionContext.Provider value={session}>
            <FavouriteButton target={target} initial={initial} />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/contents/5'] },
  );
  render(<RouterProvider router={router} />);
  return Object.assign(router, { showMessage });
}

describe('FavouriteButton', () => {
  it('sends a guest to sign in and changes nothing', async () => {
    const endpoints = fakeEndpoints();
    const router = renderButton(true, endpoints, false);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(router.state.location.hash).toBe('#auth');
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
    expect(endpoints.addFavorite).not.toHaveBeenCalled();
  });

  it('adds a content the viewer has not favoured, by its content_id', async () => {
    const endpoints = fakeEndpoints({ favorites: vi.fn(async () => []) } as Partial<Endpoints>);
    renderButton(false, endpoints, false);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(endpoints.addFavorite).toHaveBeenCalledWith({ content_id: 5 });
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('removes the existing favourite by its own id', async () => {
    const endpoints = fakeEndpoints();
    renderButton(false, endpoints, true);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(endpoints.removeFavorite).toHaveBeenCalledWith(9);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
  });

  it('flips back and shows the alert when the server refuses (000 §8)', async () => {
    const endpoints = fakeEndpoints({
      favorites: vi.fn(async () => []),
      addFavorite: vi.fn(async () => {
        throw new Error('refused');
      }),
    } as Partial<Endpoints>);
    const { showMessage } = renderButton(false, endpoints, false);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
    // 001 §8: a favourites error is an alert, not a silent flip.
    expect(showMessage).toHaveBeenCalledWith({ title: 'error', text: 'favourite_failed' });
  });

  it('favours a programme by its program_id (001 §7)', async () => {
    const endpoints = fakeEndpoints({ favorites: vi.fn(async () => []) } as Partial<Endpoints>);
    renderButton(false, endpoints, false, 5, { kind: 'program', id: 4242 });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(endpoints.addFavorite).toHaveBeenCalledWith({ program_id: 4242 });
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });
});
