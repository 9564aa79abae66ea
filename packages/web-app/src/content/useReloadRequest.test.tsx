import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useReloadRequest } from './useReloadRequest';

function Probe({ signedIn, reload }: { signedIn: boolean; reload: () => void }) {
  useReloadRequest(signedIn, reload);
  return null;
}

function mount(signedIn: boolean, state: unknown) {
  const reload = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Probe signedIn={signedIn} reload={reload} /> }], {
    initialEntries: [{ pathname: '/contents/film-101', state }],
  });
  render(<RouterProvider router={router} />);
  return { reload, router };
}

describe('a reload asked by the location state (001 §4 Content page)', () => {
  it('reloads once for a signed-in viewer and clears the flag, keeping the rest of the state', async () => {
    const { reload, router } = mount(true, { reload: true, modalPage: true });
    await act(async () => {});
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router.state.location.state).toEqual({ modalPage: true });
  });

  it('does nothing for a guest or without the flag', async () => {
    const guest = mount(false, { reload: true });
    const plain = mount(true, { modalPage: true });
    await act(async () => {});
    expect(guest.reload).not.toHaveBeenCalled();
    expect(plain.reload).not.toHaveBeenCalled();
  });
});
