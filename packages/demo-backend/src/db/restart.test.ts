// The acceptance "restart test": sign in and add a favourite, stop the API, start it again on the same
// PGlite data folder: the token still signs in and the favourite is still there.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { post, signInByPhone } from '../testing/accounts-fixture';
import { LIBRARY_FIXTURE } from '../testing/api-fixture';
import { DEMO_USERS } from './index';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('a restart on the same data folder', () => {
  it('keeps the token, the user and the favourite', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'onair-restart-'));
    folders.push(root);
    const database = { kind: 'directory', dir: path.join(root, 'pglite') } as const;

    const first = await createApi(LIBRARY_FIXTURE, { seed: 1, database });
    const grant = await signInByPhone(first.app, DEMO_USERS.phone.phone, { device_id: 'restart-tv' });
    const added = await post(first.app, '/v2/users/self/favorites', { channel_id: 3 }, grant.access_token);
    expect(added.statusCode).toBe(201);
    await first.app.close();

    const second = await createApi(LIBRARY_FIXTURE, { seed: 1, database });
    try {
      const auth = { authorization: `Bearer ${grant.access_token}` };
      const self = await second.app.inject({ method: 'GET', url: '/v2/users/self', headers: auth });
      expect(self.statusCode).toBe(200);
      expect(self.json()).toMatchObject({ id: grant.user.id, phone: DEMO_USERS.phone.phone });
      const favorites = await second.app.inject({
        method: 'GET',
        url: '/v2/users/self/favorites',
        headers: auth,
      });
      expect(favorites.json()).toEqual([added.json()]);
      // The seeded users were not added twice, and the device is still the signed-in one.
      const [count] = await second.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users WHERE username IN ('olga', 'demo')",
      );
      expect(count?.n).toBe(2);
      const device = await second.app.inject({
        method: 'POST',
        url: '/v2/auth/device',
        payload: { device_id: 'restart-tv' },
      });
      expect(device.statusCode).toBe(401);
    } finally {
      await second.app.close();
    }
  }, 60_000);
});
