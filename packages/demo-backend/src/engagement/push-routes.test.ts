// The demo push feed through the API: the sink sends to one viewer only, the feed lists current pushes
// (time to live honoured with the injected clock), a removed push never comes back, and bad input is a
// §8 error.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { post, signInByPassword } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi, guestToken } from '../testing/api-fixture';
import { pushListAnswer, pushSchema } from './push-answers';

let app: FastifyInstance;
let now = FIXED_NOW_MS;
const feed = async (token: string) => {
  const res = await app.inject({ method: 'GET', url: `/v2/users/self/push?access_token=${token}` });
  return pushListAnswer.parse(res.json()).data;
};

beforeAll(async () => {
  app = (await fixtureApi(() => now)).app;
});
afterAll(() => app.close());

describe('push feed (001 §3 Push notification)', () => {
  it('delivers a sent push to its viewer only, until removed or out of time', async () => {
    const { username, password } = DEMO_USERS.password;
    const { access_token: token } = await signInByPassword(app, username, password);
    expect(await feed(token)).toEqual([]);

    const sent = await post(app, '/sink/push', {
      user: username,
      title: 'Tonight',
      body: 'The final\nat 21:00',
      action: 'Watch the final',
      destination: { type: 'channel', id: 3 },
      time_to_live: 60,
    });
    expect(sent.statusCode).toBe(201);
    const push = pushSchema.parse(sent.json());
    expect(push).toMatchObject({
      body: 'The final\nat 21:00',
      icon: null,
      destination: { type: 'channel', id: 3 },
    });
    expect(push.time_start).toBe(Math.floor(now / 1000));

    expect((await feed(token)).map((p) => p.id)).toEqual([push.id]);
    expect(await feed(await guestToken(app)), 'another viewer gets nothing').toEqual([]);

    now += 61_000;
    expect(await feed(token), 'past its time to live').toEqual([]);
    now -= 61_000;

    const del = (id: number, t: string) =>
      app.inject({ method: 'DELETE', url: `/v2/users/self/push/${id}?access_token=${t}` });
    expect((await del(push.id, await guestToken(app))).statusCode, 'not that viewer’s').toBe(404);
    expect((await del(push.id, token)).json()).toEqual({ ok: true });
    expect(await feed(token)).toEqual([]);
  });

  it('holds back a push whose time_start is still ahead (001 §3)', async () => {
    const { username, password } = DEMO_USERS.password;
    const { access_token: token } = await signInByPassword(app, username, password);
    const startSec = Math.floor(now / 1000) + 120;
    const sent = await post(app, '/sink/push', {
      user: username,
      title: 'Later',
      body: 'Starts in two minutes',
      destination: { type: 'settings' },
      time_start: startSec,
      time_to_live: 60,
    });
    const push = pushSchema.parse(sent.json());
    expect(push.time_start).toBe(startSec);
    expect((await feed(token)).map((p) => p.id)).not.toContain(push.id);
    now += 120_000;
    expect((await feed(token)).map((p) => p.id)).toContain(push.id);
    now -= 120_000;
  });

  it('refuses an unknown viewer, an unknown destination type and an anonymous reader', async () => {
    const base = { title: 'T', body: 'B', destination: { type: 'row', slug: 'new' } };
    expect((await post(app, '/sink/push', { ...base, user: 'nobody-here' })).statusCode).toBe(404);
    const bad = await post(app, '/sink/push', {
      ...base,
      user: DEMO_USERS.password.username,
      destination: { type: 'elsewhere' },
    });
    expect(bad.json().error).toMatchObject({ status: 400 });
    expect((await app.inject({ method: 'GET', url: '/v2/users/self/push' })).statusCode).toBe(401);
  });
});
