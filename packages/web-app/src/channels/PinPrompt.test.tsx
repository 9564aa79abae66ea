import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { createApiClient } from '../api/http';
import type { User } from '../api/schemas';
import type { Message } from '../session/context';
import { mountWithSession, testSession } from '../testing/test-session';
import { PinPrompt } from './PinPrompt';

describe('PinPrompt (issue 16)', () => {
  it('never compares the PIN in the browser: no parental_code is read anywhere in the app', () => {
    const files = ['channels/PinPrompt.tsx', 'embed/EmbedViews.tsx', 'api/schemas.ts'];
    for (const file of files) {
      expect(readFileSync(join(__dirname, '..', file), 'utf8')).not.toMatch(/parental_code\b/);
    }
  });
});

function apiSaving(status: number, calls: string[] = []) {
  return createApiClient({
    baseUrl: 'http://api.test/v2',
    // A signed-in viewer's client: without a token /users/self… is not sent (000 §8 'Authorization required').
    token: () => 't',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.endsWith('/users/self/devices'))
        return new Response('[{"id":1,"is_current":true}]', { status: 200 });
      return init?.method === 'PATCH' && status !== 200
        ? new Response('{"error":{"message":"The service is resting"}}', { status })
        : new Response('{}', { status: 200 });
    }) as typeof fetch,
  });
}

describe('a channel that needs a PIN the viewer has not set (001 §4 News and notifications)', () => {
  it('sends a failed save to the general handler, the message modal titled error (001 §8 Set-PIN failure)', async () => {
    const messages: Message[] = [];
    const onSuccess = vi.fn();
    const user = { id: 5, parental_status: 'not_set' } as User;
    mountWithSession(
      <PinPrompt title="Adult One" onSuccess={onSuccess} />,
      testSession({ api: apiSaving(500), isGuest: false, user, showMessage: (m) => messages.push(m) }),
    );
    fireEvent.change(await screen.findByLabelText('New 4-digit PIN'), { target: { value: '1234' } });
    fireEvent.change(await screen.findByLabelText('Repeat the new PIN'), { target: { value: '1234' } });
    await waitFor(() => expect(messages).toEqual([{ title: 'error', text: 'The service is resting' }]));
    expect(await screen.findByLabelText('New 4-digit PIN')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sets the PIN in two steps, says so, then goes on to the channel', async () => {
    const calls: string[] = [];
    const api = apiSaving(200, calls);
    const reloadUser = vi.fn(async () => undefined);
    const onSuccess = vi.fn();
    const user = { id: 5, parental_status: 'not_set' } as User;
    mountWithSession(
      <PinPrompt title="Adult One" onSuccess={onSuccess} />,
      testSession({ api, isGuest: false, user, reloadUser }),
    );
    fireEvent.change(await screen.findByLabelText('New 4-digit PIN'), { target: { value: '1234' } });
    fireEvent.change(await screen.findByLabelText('Repeat the new PIN'), { target: { value: '1234' } });
    expect(await screen.findByText('Your parental PIN is saved.')).toBeTruthy();
    expect(calls).toContain('PATCH /v2/users/self');
    expect(reloadUser).toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });
});
