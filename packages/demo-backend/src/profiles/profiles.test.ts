// Profiles through the API: the seeded pair, the §5 rules (at most five, the active one stays),
// avatars as pictures, and what switching to a child profile hides from the catalogue answers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { parentalApproval, post, signInByPassword } from '../testing/accounts-fixture';
import { fixtureApi } from '../testing/api-fixture';
import { CHILD_MAX_AGE, MAX_PROFILES } from './profile-rules';
import { DEMO_PIN } from './seed';

let app: FastifyInstance;
let token: string;
const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const get = async (url: string, t = token) => {
  const res = await app.inject({ method: 'GET', url, headers: auth(t) });
  return { status: res.statusCode, body: res.json() };
};
const send = async (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  t = token,
  approval?: string,
) => {
  const headers = { ...auth(t), ...(approval ? { 'x-parental-approval': approval } : {}) };
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
/** The PIN entered for a profile change, as the app does before one (issue 35). */
const profileApproval = () => parentalApproval(app, token, 'profile', DEMO_PIN);
interface Profile {
  id: number;
  name: string;
  role: string;
  is_active: boolean;
  icon: string;
}
const profiles = async () => (await get('/v2/users/self/profiles')).body as Profile[];

beforeAll(async () => {
  ({ app } = await fixtureApi());
  token = (await signInByPassword(app, DEMO_USERS.password.username, DEMO_USERS.password.password))
    .access_token;
});
afterAll(() => app.close());

describe('profiles', () => {
  it('starts with the seeded adult (active) and child profiles', async () => {
    const list = await profiles();
    expect(list.map(({ name, role, is_active }) => ({ name, role, is_active }))).toEqual([
      { name: DEMO_USERS.password.first_name, role: 'adult', is_active: true },
      { name: 'Kids', role: 'child', is_active: false },
    ]);
    expect((await get('/v2/users/self/profile')).body.profile.id).toBe(list[0]?.id);
  });

  it('serves avatar categories whose pictures are SVGs', async () => {
    const ru = await app.inject({
      method: 'GET',
      url: '/v2/profiles/avatar_categories',
      headers: { 'accept-language': 'ru' },
    });
    const categories = ru.json() as { title: string; avatars: { id: number; src: string }[] }[];
    expect(categories.map((c) => c.title)).toEqual(['Лица', 'Космос', 'Море']);
    const src = new URL(categories[1]?.avatars[0]?.src ?? '');
    const picture = await app.inject({ method: 'GET', url: src.pathname });
    expect(picture.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(picture.body).toMatch(/^<svg /);
    expect((await app.inject({ method: 'GET', url: '/static/avatars/99.svg' })).statusCode).toBe(404);
  });

  it('creates, renames and removes profiles within the rules', async () => {
    const bad = await send('POST', '/v2/users/self/profiles', { name: '  ', icon_avatar_id: 2 });
    expect(bad.body.error.field).toBe('name');
    const noAvatar = await send('POST', '/v2/users/self/profiles', { name: 'Masha', icon_avatar_id: 99 });
    expect(noAvatar.body.error.field).toBe('icon_avatar_id');
    const created = await send('POST', '/v2/users/self/profiles', { name: 'Masha', icon_avatar_id: 8 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Masha', role: 'adult', is_active: false });
    const renamed = await send(
      'PATCH',
      `/v2/users/self/profiles/${created.body.id}`,
      { name: 'Маша', role: 'child' },
      token,
      await profileApproval(),
    );
    expect(renamed.body).toMatchObject({ name: 'Маша', role: 'child' });
    // Two quick creates cannot get past the limit together.
    const extra = await Promise.all(
      [1, 2, 3].map((n) =>
        send('POST', '/v2/users/self/profiles', { name: `Extra ${n}`, icon_avatar_id: 3 }),
      ),
    );
    expect(extra.map((r) => r.status).sort()).toEqual([201, 201, 400]);
    expect(extra.find((r) => r.status === 400)?.body.error.error_code).toBe('error_profiles_limit');
    expect(await profiles()).toHaveLength(MAX_PROFILES);
    const active = (await profiles()).find((p) => p.is_active);
    const refused = await send('DELETE', `/v2/users/self/profiles/${active?.id}`);
    expect(refused.body.error.error_code).toBe('error_profile_active');
    expect((await send('DELETE', `/v2/users/self/profiles/${created.body.id}`)).body).toEqual({ ok: true });
    expect((await send('DELETE', '/v2/users/self/profiles/999999')).status).toBe(404);
  });

  it('keeps a guest without profiles', async () => {
    const guest = (await post(app, '/v2/users', { is_guest: true })).json().access_token as string;
    expect((await get('/v2/users/self/profiles', guest)).status).toBe(403);
  });

  it('hides adult channels and contents while a child profile is active, and shows them again after', async () => {
    const kids = (await profiles()).find((p) => p.role === 'child' && p.name === 'Kids');
    const adult = (await profiles()).find((p) => p.is_active);
    const switched = await send('POST', '/v2/users/self/profile', { id: kids?.id });
    expect(switched.body.profile).toMatchObject({ name: 'Kids', role: 'child', is_active: true });

    const channels = (await get('/v2/channels')).body as { id: number; age: number }[];
    expect(channels.length).toBeGreaterThan(0);
    expect(channels.every((c) => c.age <= CHILD_MAX_AGE)).toBe(true);
    expect(channels.some((c) => c.id === 8)).toBe(false);
    const categories = (await get('/v2/categories')).body as { channels: number[]; tags: string[] }[];
    expect(categories.some((c) => c.channels.includes(8) || c.tags.includes('is_adult'))).toBe(false);
    expect((await get('/v2/channels/8')).body.error.error_code).toBe('error_child_profile');
    expect((await get('/v2/channels/8/stream')).status).toBe(403);
    const contents = (await get('/v2/contents?limit=100')).body as { id: number; age: number }[];
    expect(contents.every((c) => c.age <= CHILD_MAX_AGE)).toBe(true);
    expect((await get('/v2/contents/105')).status).toBe(403);
    expect((await get('/v2/contents/105/stream')).status).toBe(403);
    const row = (await get('/v2/rows/11?limit=50')).body.contents as { age: number }[];
    expect(row.length).toBeGreaterThan(0);
    expect(row.every((c) => c.age <= CHILD_MAX_AGE)).toBe(true);
    const suggested = async () =>
      ((await get('/v2/search/suggestions?q=midnight')).body as { id: number }[]).map((s) => s.id);
    expect(await suggested()).not.toContain(105);

    await send('POST', '/v2/users/self/profile', { id: adult?.id }, token, await profileApproval());
    expect(((await get('/v2/channels')).body as { id: number }[]).some((c) => c.id === 8)).toBe(true);
    const adultRow = (await get('/v2/rows/11?limit=50')).body.contents as { age: number }[];
    expect(adultRow.some((c) => c.age > CHILD_MAX_AGE)).toBe(true);
    expect(await suggested()).toContain(105);
    expect((await get('/v2/contents/105')).status).toBe(200);
    expect((await send('POST', '/v2/users/self/profile', { id: 999999 })).status).toBe(404);
  });
});
