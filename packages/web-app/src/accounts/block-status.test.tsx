import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ApiClient } from '../api/http';
import { SessionContext, type SessionValue } from '../session/context';
import { BlockStatusModal } from './BlockStatusModal';
import { BlockStatusWatch } from './BlockStatusWatch';
import { hasRegionalMiddleware, isBlocked } from './block-status';

const BLOCKED = {
  balance: '0.00',
  username: 'Olga',
  amount: '199.00',
  status: 'blocked',
  message_detail: 'Top up by 199.00 ₽ to watch again.',
};

function mount(answer: object, over: Partial<SessionValue> = {}, regional = true) {
  const request = vi.fn(async () => answer);
  const session = {
    status: 'ready',
    isGuest: false,
    user: { id: 7 },
    api: { request } as unknown as ApiClient,
    network: { provider: { id: 2, regional_middleware: regional, currency: { UTF_NAME: '₽' } } },
    ...over,
  } as unknown as SessionValue;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionContext.Provider value={session}>
            <BlockStatusWatch />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/channels'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, request, session, client };
}

describe('block status (000 §2 block_alma, §3, §7 mw/status_block)', () => {
  it('reads the provider flag and the status', () => {
    expect(hasRegionalMiddleware({ provider: { regional_middleware: true } } as never)).toBe(true);
    expect(hasRegionalMiddleware({ provider: {} } as never)).toBe(false);
    expect(isBlocked({ status: 'blocked' })).toBe(true);
    expect(isBlocked({ status: 'active' })).toBe(false);
  });

  it('opens #block_alma for a blocked regional subscriber, asking mw/status_block with the provider', async () => {
    const { router, request } = mount(BLOCKED);
    await vi.waitFor(() => expect(router.state.location.hash).toBe('#block_alma'));
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/mw/status_block', query: { provider: 2 } }),
    );
  });

  it('asks nothing for a guest or another provider, and opens nothing when active', async () => {
    const guest = mount(BLOCKED, { isGuest: true });
    const other = mount(BLOCKED, {}, false);
    const active = mount({ ...BLOCKED, status: 'active' });
    await vi.waitFor(() => expect(active.request).toHaveBeenCalled());
    expect(guest.request).not.toHaveBeenCalled();
    expect(other.request).not.toHaveBeenCalled();
    expect(active.router.state.location.hash).toBe('');
  });

  it('the modal shows the account, balance, fee, the operator’s words and the top-up link', async () => {
    const { session } = mount({ ...BLOCKED, status: 'active' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider
          value={{ ...session, api: { request: vi.fn(async () => BLOCKED) } as never }}
        >
          <RouterProviderFor>
            <BlockStatusModal
              id="block_alma"
              params={new URLSearchParams()}
              onClose={vi.fn()}
              close={vi.fn()}
            />
          </RouterProviderFor>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Top up by 199.00 ₽ to watch again.')).toBeTruthy();
    expect(screen.getByTestId('block-status').textContent).toBe(
      'block_accountOlgablock_balance0.00 ₽block_fee199.00 ₽',
    );
    expect(screen.getByRole('link', { name: 'block_top_up' }).getAttribute('href')).toBe('/settings/payment');
  });
});

function RouterProviderFor({ children }: { children: React.ReactNode }) {
  const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/'] });
  return <RouterProvider router={router} />;
}
