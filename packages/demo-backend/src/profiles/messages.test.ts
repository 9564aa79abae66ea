// Messages through the API: the seeded three, the demo operator sending one, the unread count the
// header polls, marking read (one, all) and removing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { post, signInByPhone } from '../testing/accounts-fixture';
import { fixtureApi } from '../testing/api-fixture';

let app: FastifyInstance;
let token: string;
const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, t = token) => {
  const res = await app.inject({ method, url, headers: auth(t) });
  return { status: res.statusCode, body: res.json() };
};
const unread = async () => (await call('GET', '/v2/users/self/messages/unread')).body.unread as number;

beforeAll(async () => {
  ({ app } = await fixtureApi());
  token = (await signInByPhone(app, DEMO_USERS.phone.phone)).access_token;
});
afterAll(() => app.close());

describe('messages', () => {
  it('lists the seeded messages newest first with two unread', async () => {
    const { body } = await call('GET', '/v2/users/self/messages');
    expect(body.unread).toBe(2);
    expect(body.results.map((m: { title: string }) => m.title)).toEqual([
      'New this week',
      'Parental PIN',
      'Welcome to OnAir',
    ]);
    expect(body.results[2]).toMatchObject({ is_read: true, removed: false });
  });

  it('counts a message the operator sends and marks it read', async () => {
    const sent = await post(app, '/sink/messages', {
      user: DEMO_USERS.phone.phone,
      title: 'Hello',
      text: 'New films',
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json() as { id: number; is_read: boolean };
    expect(message.is_read).toBe(false);
    expect(await unread()).toBe(3);
    expect((await call('POST', `/v2/users/self/messages/${message.id}/read`)).body).toEqual({ unread: 2 });
    expect((await call('POST', '/v2/users/self/messages/read')).body).toEqual({ unread: 0 });
    expect(
      (await post(app, '/sink/messages', { user: 'nobody-here', title: 'x', text: 'y' })).statusCode,
    ).toBe(404);
    expect(
      (await post(app, '/sink/messages', { user: 'olga', title: ' ', text: 'y' })).json().error.field,
    ).toBe('title');
  });

  it('removes one message, then all, and keeps them apart from other viewers', async () => {
    const first = (await call('GET', '/v2/users/self/messages')).body.results[0] as { id: number };
    expect((await call('DELETE', `/v2/users/self/messages/${first.id}`)).body).toEqual({ ok: true });
    expect((await call('DELETE', `/v2/users/self/messages/${first.id}`)).status).toBe(404);
    const other = (await post(app, '/v2/users', { username: 'msg-other', password: 'secret-pass' })).json();
    expect((await call('POST', `/v2/users/self/messages/${first.id}/read`, other.access_token)).status).toBe(
      404,
    );
    expect((await call('GET', '/v2/users/self/messages', other.access_token)).body).toEqual({
      results: [],
      unread: 0,
    });
    await call('DELETE', '/v2/users/self/messages');
    expect((await call('GET', '/v2/users/self/messages')).body).toEqual({ results: [], unread: 0 });
    const guest = (await post(app, '/v2/users', { is_guest: true })).json().access_token as string;
    expect((await call('GET', '/v2/users/self/messages/unread', guest)).status).toBe(403);
  });
});
