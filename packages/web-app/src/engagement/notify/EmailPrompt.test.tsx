import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/http';
import type { Message } from '../../session/context';
import { mountWithSession, testSession } from '../../testing/test-session';
import { EmailPrompt } from './EmailPrompt';

const duplicate = '{"error":{"message":"This e-mail is already in use"}}';
const apiAnswering = (status: number, body: string) =>
  createApiClient({
    baseUrl: 'http://api.test/v2',
    // A signed-in viewer's client: without a token /users/self is not sent at all (000 §8 'Authorization required').
    token: () => 't',
    fetch: (async () => new Response(body, { status })) as typeof fetch,
  });

describe('the e-mail prompt (001 §2 email, §8 Email save HTTP 400)', () => {
  it('shows a refused address as the ‘error’ message modal and keeps what was typed for the prompt’s return', async () => {
    const messages: Message[] = [];
    const session = testSession({
      api: apiAnswering(400, duplicate),
      isGuest: false,
      showMessage: (message) => messages.push(message),
    });
    const first = mountWithSession(<EmailPrompt close={vi.fn()} />, session);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your e-mail' }), {
      target: { value: 'taken@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(messages).toEqual([{ title: 'error', text: 'This e-mail is already in use' }]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', false);
    // The prompt stands back while the modal is open (it unmounts) and comes back with the address.
    first.unmount();
    mountWithSession(<EmailPrompt close={vi.fn()} />, session);
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveProperty('value', 'taken@example.com');
  });

  it('says where it will write once saved, and forgets the draft', async () => {
    const session = testSession({ api: apiAnswering(200, '{}'), isGuest: false });
    const first = mountWithSession(<EmailPrompt close={vi.fn()} />, session);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your e-mail' }), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Done: we will write to new@example.com.',
    );
    first.unmount();
    mountWithSession(<EmailPrompt close={vi.fn()} />, session);
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveProperty('value', '');
  });
});
