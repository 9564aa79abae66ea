import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/http';
import { SessionContext, type SessionValue } from '../session/context';
import { RegionPicker } from './RegionPicker';

const grant = { access_token: 'new-token', expired: null, user: { id: 7, is_guest: false } };
const ADDRESS = { address_id: 11, address: '12 Mira Ave', provider_id: 2, user_id: 7 };

function mount(setAddress: () => Promise<unknown> = async () => ADDRESS) {
  const request = vi.fn(async (spec: { path: string; body?: unknown }) => {
    if (spec.path === '/mw/cities') return [{ id: 1, name: 'Vladikavkaz' }];
    if (spec.path === '/mw/set_city') return { city: { id: 1 }, addresses: [ADDRESS] };
    return setAddress();
  });
  const session = {
    api: { request } as unknown as ApiClient,
    network: { provider: { id: 2, regional_middleware: true } },
    language: 'en',
  } as unknown as SessionValue;
  const onDone = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <RegionPicker grant={grant} serial="abc" onDone={onDone} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { request, onDone };
}
const press = async (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('RegionPicker (000 §2 city and address pickers, §7 mw/set_city, mw/set_address)', () => {
  it('chooses a city, then an address, with the new grant’s token, and only then completes the sign-in', async () => {
    const { request, onDone } = mount();
    fireEvent.click(await screen.findByRole('radio', { name: 'Vladikavkaz' }));
    await press('region_continue');
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/mw/set_city', body: { token: 'new-token', city_id: 1 } }),
    );
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('radio', { name: '12 Mira Ave' }));
    await press('region_done');
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/mw/set_address',
        body: { token: 'new-token', address_id: 11, provider_id: 2, user_id: 7 },
      }),
    );
    expect(onDone).toHaveBeenCalledWith(grant, 'abc');
  });

  it('shows the server’s message when a choice is refused (000 §8) and keeps the choice', async () => {
    const refused = new ApiError('http', 'No address 11 in this city', 'http://api/v2/mw/set_address', 400);
    const { onDone } = mount(async () => {
      throw refused;
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Vladikavkaz' }));
    await press('region_continue');
    fireEvent.click(await screen.findByRole('radio', { name: '12 Mira Ave' }));
    await press('region_done');
    expect(screen.getByRole('alert').textContent).toBe('No address 11 in this city');
    expect((screen.getByRole('radio', { name: '12 Mira Ave' }) as HTMLInputElement).checked).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });
});
