import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_WINDOW_SEC, TOKEN_VALIDITY_SEC, TOKENS_PER_DEVICE } from '../constants';
import type { Database } from '../db/database';
import { freshDatabase } from '../testing/db-fixture';
import { SessionStore } from './store';

let now = 1_700_000_000_000;
let db: Database;
let store: SessionStore;
beforeAll(async () => {
  db = await freshDatabase(() => now);
  store = new SessionStore(db, () => now);
});
afterAll(() => db.close());

describe('SessionStore', () => {
  it('gives an unknown device a guest user and a token that expires after the validity', async () => {
    const grant = await store.authorizeDevice('dev-1');
    expect(grant.user.is_guest).toBe(true);
    expect(grant.expired).toBe(Math.floor(now / 1000) + TOKEN_VALIDITY_SEC);
    expect((await store.userForToken(grant.access_token))?.id).toBe(grant.user.id);
    now += TOKEN_VALIDITY_SEC * 1000;
    expect(await store.userForToken(grant.access_token)).toBeUndefined();
  });

  it('keeps the same guest for a device that authorises again, with a new token', async () => {
    const first = await store.authorizeDevice('dev-2');
    const second = await store.authorizeDevice('dev-2');
    expect(second.user.id).toBe(first.user.id);
    expect(second.access_token).not.toBe(first.access_token);
    expect(await store.userForToken(first.access_token)).toBeDefined();
  });

  it('stores tokens only as digests', async () => {
    const grant = await store.authorizeDevice('dev-digest');
    const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM tokens');
    expect(rows.some((r) => r.token_hash === grant.access_token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('keeps at most TOKENS_PER_DEVICE tokens per device, revoking the oldest', async () => {
    const first = await store.authorizeDevice('dev-many');
    for (let i = 0; i < TOKENS_PER_DEVICE; i++) {
      now += 1;
      await store.authorizeDevice('dev-many');
    }
    expect(await store.userForToken(first.access_token)).toBeUndefined();
  });

  it('never hands a signed-in user’s device to someone holding only its serial', async () => {
    const anna = await store.createUser({ is_guest: false, username: 'anna-store' });
    const signedIn = await store.signIn(anna.id, { serial: 'anna-tv' });
    await expect(store.authorizeDevice('anna-tv')).rejects.toMatchObject({ status: 401 });
    await expect(store.authorizeDevice('anna-tv', 'forged')).rejects.toMatchObject({ status: 401 });
    const intruder = await store.createUser({ is_guest: false, username: 'mallory-store' });
    await expect(store.signIn(intruder.id, { serial: 'anna-tv' })).rejects.toMatchObject({
      status: 409,
      errorCode: 'device_in_use',
    });
    // Anna's token still works and still is Anna's.
    expect((await store.userForToken(signedIn.access_token))?.id).toBe(anna.id);
    // Her own (even expired) token renews the device.
    now += TOKEN_VALIDITY_SEC * 1000 + 1;
    expect(await store.userForToken(signedIn.access_token)).toBeUndefined();
    const renewed = await store.authorizeDevice('anna-tv', signedIn.access_token);
    expect(renewed.user.id).toBe(anna.id);
    // …but not once it is older than the refresh window.
    now += (TOKEN_REFRESH_WINDOW_SEC + TOKEN_VALIDITY_SEC + 1) * 1000;
    await expect(store.authorizeDevice('anna-tv', renewed.access_token)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('a guest signing in loses its guest device; its own token lets a device change accounts', async () => {
    const guest = await store.authorizeDevice('guest-laptop');
    const bob = await store.createUser({ is_guest: false, username: 'bob-store' });
    const bobGrant = await store.signIn(bob.id, { serial: 'bob-laptop', currentToken: guest.access_token });
    expect(await store.userForToken(guest.access_token)).toBeUndefined();
    expect((await store.devicesOf(guest.user.id)).length).toBe(0);
    const carol = await store.createUser({ is_guest: false, username: 'carol-store' });
    const carolGrant = await store.signIn(carol.id, {
      serial: 'bob-laptop',
      currentToken: bobGrant.access_token,
    });
    expect(carolGrant.device.serial).toBe('bob-laptop');
    expect(await store.userForToken(bobGrant.access_token)).toBeUndefined();
  });

  it('lists, updates and removes a user’s devices; removing one revokes its tokens', async () => {
    const eve = await store.createUser({ is_guest: false, username: 'eve-store' });
    const grant = await store.signIn(eve.id, { serial: 'eve-phone', data: { device_type: 'phone' } });
    const [device] = await store.devicesOf(eve.id);
    expect(device).toMatchObject({ serial: 'eve-phone', device_type: 'phone' });
    const updated = await store.updateDevice(eve.id, device!.id, { parental_settings: { vod: true } });
    expect(updated?.parental_settings).toMatchObject({ vod: true, pay: false });
    expect(await store.updateDevice(eve.id + 999, device!.id, { model: 'x' })).toBeUndefined();
    expect(await store.removeDevice(eve.id, device!.id)).toBe(true);
    expect(await store.removeDevice(eve.id, device!.id)).toBe(false);
    expect(await store.userForToken(grant.access_token)).toBeUndefined();
  });
});
