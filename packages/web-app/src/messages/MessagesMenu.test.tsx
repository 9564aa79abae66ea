/**
 * 000 §7 Other calls, Messages "GET and DELETE": the header's dropdown deletes one message by its id,
 * then shows the list and the counter as the server has them; a refused delete says the server's words
 * and keeps the message.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '../api/errors';
import type { ApiClient, RequestSpec } from '../api/http';
import { mountWithSession, testSession } from '../testing/test-session';
import { MessagesMenu } from './MessagesMenu';

interface Message {
  id: number;
  title: string;
  text: string;
  is_read: boolean;
  removed?: boolean;
}

function fakeApi(messages: Message[], refuse = false) {
  const calls: string[] = [];
  const request = vi.fn(async (spec: RequestSpec<never>) => {
    const method = spec.method ?? 'GET';
    calls.push(`${method} ${spec.path}`);
    const unread = messages.filter((m) => !m.is_read && !m.removed).length;
    if (method === 'GET' && spec.path === '/users/self/messages') return { results: messages, unread };
    if (method === 'GET' && spec.path === '/users/self/messages/unread') return { unread };
    const id = /^\/users\/self\/messages\/(\d+)$/.exec(spec.path)?.[1];
    if (method === 'DELETE' && id) {
      if (refuse) throw new ApiError('http', 'Messages are read-only today', spec.path, 403);
      messages.splice(
        messages.findIndex((m) => m.id === Number(id)),
        1,
      );
      return { ok: true };
    }
    throw new Error(`unexpected ${method} ${spec.path}`);
  });
  return { api: { baseUrl: '', request, url: () => '' } as unknown as ApiClient, calls };
}

const inbox = (): Message[] => [
  { id: 2, title: 'New films', text: 'Five films were added.', is_read: false },
  { id: 1, title: 'Welcome', text: 'Thanks for joining.', is_read: false },
  { id: 0, title: 'Old news', text: 'Removed by the operator.', is_read: true, removed: true },
];

async function openMenu(api: ApiClient) {
  mountWithSession(<MessagesMenu />, testSession({ api, isGuest: false }));
  const bell = await screen.findByRole('button', { name: 'Messages: 2 unread' });
  await act(async () => fireEvent.click(bell));
  return screen.findByRole('list');
}

describe('MessagesMenu: deleting a message (000 §7 DELETE messages)', () => {
  it('deletes the one pressed by its id; the list and the counter follow the server', async () => {
    const { api, calls } = fakeApi(inbox());
    const list = await openMenu(api);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['New films', 'Welcome']);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Delete the message “Welcome”' })),
    );
    await screen.findByRole('button', { name: 'Messages: 1 unread' });
    expect(calls).toContain('DELETE /users/self/messages/1');
    expect(calls.filter((c) => c.startsWith('DELETE'))).toHaveLength(1);
    expect(screen.queryByText('Welcome')).toBeNull();
    expect(screen.getByText('New films')).toBeTruthy();
  });

  it('keeps the message and says why when the server refuses', async () => {
    const { api } = fakeApi(inbox(), true);
    await openMenu(api);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Delete the message “New films”' })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Messages are read-only today');
    expect(screen.getByText('New films')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Messages: 2 unread' })).toBeTruthy();
  });
});
