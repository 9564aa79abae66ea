// 000 §8 on the account's device calls, through the real API client against answers a server gives: 403 on a
// device removal says 'error_too_many_devices'; 404 on a device settings call (a removal, a change of the
// parental switches) marks the stored token in error and starts the session again.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '../api/http';
import { mountWithSession, testSession } from '../testing/test-session';
import DevicesTab from './DevicesTab';
import ParentalTab from './ParentalTab';

const DEVICES = [
  {
    id: 1,
    serial: 'this',
    vendor: 'Chrome',
    model: 'Linux',
    is_current: true,
    parental_settings: { pay: false },
  },
  { id: 2, serial: 'tv', vendor: 'Acme', model: 'TV', is_current: false },
];

/** A server whose device list answers, and whose change of a device answers `status`. */
function serverAnswering(status: number, errorCode: string) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname.endsWith('/users/self/devices')) return Response.json(DEVICES);
    return Response.json({ error: { status, error_code: errorCode, message: 'refused' } }, { status });
  };
  return { calls, api: createApiClient({ baseUrl: 'http://api.test/v2', fetch, token: () => 't' }) };
}

function storedToken() {
  localStorage.setItem(
    'onair.token',
    JSON.stringify({ value: 't', setAt: 1, expiresAt: Date.now() + 3_600_000, error: false }),
  );
}
const tokenFlag = () =>
  (JSON.parse(localStorage.getItem('onair.token') ?? '{}') as { error?: boolean }).error;

describe('device call errors (000 §8)', () => {
  beforeEach(() => localStorage.clear());

  it('403 on removing a device says error_too_many_devices and keeps the session', async () => {
    storedToken();
    const server = serverAnswering(403, 'forbidden');
    const restart = vi.fn();
    mountWithSession(<DevicesTab />, testSession({ api: server.api, isGuest: false, restart }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme TV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This device cannot be removed now: too many devices are connected. Try again later.',
    );
    expect(server.calls).toContain('DELETE /v2/users/self/devices/2');
    expect(restart).not.toHaveBeenCalled();
    expect(tokenFlag()).toBe(false);
  });

  it('404 on removing a device marks the token in error and starts again', async () => {
    storedToken();
    const server = serverAnswering(404, 'not_found');
    const restart = vi.fn();
    mountWithSession(<DevicesTab />, testSession({ api: server.api, isGuest: false, restart }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme TV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your session has expired. Reconnecting…');
    expect(restart).toHaveBeenCalledTimes(1);
    expect(tokenFlag()).toBe(true);
  });

  it('404 on changing this device’s parental switches marks the token in error and starts again', async () => {
    storedToken();
    const server = serverAnswering(404, 'not_found');
    const restart = vi.fn();
    mountWithSession(
      <ParentalTab />,
      testSession({ api: server.api, isGuest: false, restart, user: { id: 9, is_guest: false } }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /payments/i }));
    await waitFor(() => expect(restart).toHaveBeenCalledTimes(1));
    expect(server.calls).toContain('PATCH /v2/users/self/devices/1');
    expect(tokenFlag()).toBe(true);
  });

  it('lists the operator’s "remember the PIN" choices by their names (000 §3 Parental duration config)', async () => {
    const server = serverAnswering(500, 'unused');
    const configuration = {
      parental_durations: [
        { duration: 0, name: 'Всегда' },
        { duration: 10, name: '10 минут' },
      ],
    };
    mountWithSession(
      <ParentalTab />,
      testSession({ api: server.api, isGuest: false, configuration, user: { id: 9, is_guest: false } }),
    );
    const select = await screen.findByRole('combobox');
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['0', 'Всегда'],
      ['10', '10 минут'],
    ]);
  });
});
