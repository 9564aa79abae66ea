// 000 §4 Setting the PIN: "after saving, user data is updated, the success alert parental_set_success shows, then
// the saved callback or next-channel handler runs". A viewer without a PIN opening an adult channel sets one in the
// channel's prompt; once saved the viewer is read again and parental_set_success shows; Continue runs what was
// waiting (here: the channel's play), and nothing runs before.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '../api/http';
import { PinPrompt } from '../channels/PinPrompt';
import { mountWithSession, testSession } from '../testing/test-session';

function server() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const method = init?.method ?? 'GET';
    if (path.endsWith('/users/self/devices'))
      return Response.json([{ id: 1, serial: 's', is_current: true, parental_settings: { channel: false } }]);
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return Response.json({ id: 9, is_guest: false, parental_status: 'set' });
  };
  return { sent, api: createApiClient({ baseUrl: 'http://api.test/v2', fetch, token: () => 't' }) };
}

const type = (pin: string) => fireEvent.change(screen.getByLabelText(/PIN/), { target: { value: pin } });

describe('setting the PIN where an adult channel asked for it (000 §4)', () => {
  it('saves it, reads the viewer again, says parental_set_success, then runs the waiting play on Continue', async () => {
    const { api, sent } = server();
    const reloadUser = vi.fn(async () => undefined);
    const play = vi.fn();
    mountWithSession(
      <PinPrompt title="Night Club 18+" onSuccess={play} />,
      testSession({
        api,
        isGuest: false,
        token: 't',
        reloadUser,
        user: { id: 9, is_guest: false, parental_status: 'notset' },
      }),
    );
    await screen.findByTestId('pin-setup');
    type('1357');
    await waitFor(() => expect(screen.getByTestId('pin-setup').getAttribute('data-step')).toBe('repeat'));
    type('1357');
    expect((await screen.findByTestId('pin-setup-done')).textContent).toContain(
      'Your parental PIN is saved.',
    );
    expect(sent).toEqual([{ method: 'PATCH', path: '/v2/users/self', body: { pincode: '1357' } }]);
    expect(reloadUser).toHaveBeenCalledTimes(1);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
