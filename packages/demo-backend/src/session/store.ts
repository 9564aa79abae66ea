// Users, devices and access tokens in SQL (000 §3, §4 Session and Token). The rules that keep an
// account safe live here, next to the rows they guard:
//  - a token is 256 random bits, stored only as its SHA-256, valid TOKEN_VALIDITY_SEC;
//  - an unknown device serial becomes a new guest (is_guest_allowed); a guest's serial re-authorises
//    to the same guest;
//  - a serial bound to a signed-in user is NOT enough to get a token for that user: the request must
//    also carry a token issued to that very device (an expired one renews within
//    TOKEN_REFRESH_WINDOW_SEC), and no call may hand the serial to someone else without that proof.

import { newToken, sha256 } from '../accounts/secrets';
import {
  DEVICES_PER_USER,
  TOKEN_REFRESH_WINDOW_SEC,
  TOKEN_VALIDITY_SEC,
  TOKENS_PER_DEVICE,
} from '../constants';
import type { Database, Sql } from '../db/database';
import { ApiError, authRequired } from '../http/errors';
import {
  type Device,
  type DeviceData,
  type DeviceRow,
  deleteDevice,
  deviceRowBySerial,
  deviceRowOf,
  deviceRowsOf,
  toDevice,
  trimDevices,
  updateDevice,
  upsertDevice,
} from './devices';
import {
  insertUser,
  type NewUser,
  toUser,
  type User,
  type UserPatch,
  type UserRow,
  updateUser,
  userRow,
} from './users';

export type { Device, DeviceData } from './devices';
export type { NewUser, User } from './users';

export interface Grant {
  access_token: string;
  /** Unix seconds. */
  expired: number;
  device: Device;
  user: User;
}

/** Who a live token belongs to, and from which device. */
export interface Session {
  user: User;
  deviceId: number;
}

interface TokenRow {
  user_id: number;
  device_id: number;
  expires_at: number;
}

export const deviceInUse = (): ApiError =>
  new ApiError(409, 'device_in_use', 'This device is signed in to another account; sign out there first', {
    field: 'device_id',
  });

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async createUser(input: NewUser): Promise<User> {
    return toUser(await insertUser(this.db, input, this.now()));
  }

  async user(id: number): Promise<User | undefined> {
    const row = await userRow(this.db, id);
    return row && toUser(row);
  }

  async updateUser(id: number, patch: UserPatch): Promise<User | undefined> {
    const row = await updateUser(this.db, id, patch);
    return row && toUser(row);
  }

  /**
   * POST /v2/auth/device: a token for the device's user. `proofToken` is the token the client held
   * for this device (needed when the device belongs to a signed-in user).
   */
  async authorizeDevice(serial: string, proofToken?: string, data: DeviceData = {}): Promise<Grant> {
    return this.db.transaction(async (tx) => {
      const device = await deviceRowBySerial(tx, serial);
      if (!device) {
        const guest = await insertUser(tx, { is_guest: true }, this.now());
        return this.grant(tx, guest, await upsertDevice(tx, serial, guest.id, this.now(), data));
      }
      const owner = await userRow(tx, device.user_id);
      if (!owner) throw new Error(`device ${device.id} points at a missing user`);
      if (!owner.is_guest) {
        const proof = proofToken ? await this.tokenRow(tx, proofToken) : undefined;
        const renewable = Math.floor(this.now() / 1000) - TOKEN_REFRESH_WINDOW_SEC;
        if (!proof || proof.device_id !== device.id || proof.expires_at / 1000 < renewable) {
          throw authRequired(
            'This device is signed in to an account: send its access token or sign in again',
          );
        }
      }
      const touched = await upsertDevice(tx, serial, owner.id, this.now(), data);
      return this.grant(tx, owner, touched);
    });
  }

  /**
   * A token for `userId` on device `serial` (sign-in by code or password, a new user). The caller's
   * current token (if any) is the proof that lets a device move between accounts; a guest signing in
   * loses its guest device record (000 §4 Session).
   */
  async signIn(
    userId: number,
    opts: { serial: string; currentToken?: string | undefined; data?: DeviceData },
  ): Promise<Grant> {
    return this.db.transaction(async (tx) => {
      const user = await userRow(tx, userId);
      if (!user) throw new Error(`no user ${userId}`);
      const current = opts.currentToken ? await this.tokenRow(tx, opts.currentToken) : undefined;
      const currentUser = current && (await userRow(tx, current.user_id));
      if (current && currentUser?.is_guest && currentUser.id !== userId) {
        await deleteDevice(tx, current.device_id);
      }
      const device = await this.claimDevice(tx, opts.serial, user, current, opts.data);
      return this.grant(tx, user, device);
    });
  }

  /** POST /v2/users/self/devices with another serial: the same hand-over rules, no token. */
  async addDevice(userId: number, serial: string, currentToken?: string, data?: DeviceData): Promise<Device> {
    return this.db.transaction(async (tx) => {
      const user = await userRow(tx, userId);
      if (!user) throw new Error(`no user ${userId}`);
      const current = currentToken ? await this.tokenRow(tx, currentToken) : undefined;
      return toDevice(await this.claimDevice(tx, serial, user, current, data));
    });
  }

  /** Binds `serial` to `user`, refusing to take it from another signed-in user without their token. */
  private async claimDevice(
    tx: Sql,
    serial: string,
    user: UserRow,
    current: TokenRow | undefined,
    data?: DeviceData,
  ): Promise<DeviceRow> {
    const existing = await deviceRowBySerial(tx, serial);
    if (existing && existing.user_id !== user.id) {
      const owner = await userRow(tx, existing.user_id);
      const provenOwner = current !== undefined && current.user_id === existing.user_id;
      if (owner && !owner.is_guest && !provenOwner) throw deviceInUse();
      // The device changes hands: the previous account's sessions on it end.
      await tx.query('DELETE FROM tokens WHERE device_id = $1', [existing.id]);
    }
    const device = await upsertDevice(tx, serial, user.id, this.now(), data);
    if (!user.is_guest) await trimDevices(tx, user.id, DEVICES_PER_USER);
    return device;
  }

  /** The user behind a live token, or undefined for an unknown or expired one. */
  async userForToken(token: string): Promise<User | undefined> {
    return (await this.session(token))?.user;
  }

  async session(token: string): Promise<Session | undefined> {
    const row = await this.tokenRow(this.db, token);
    if (!row || row.expires_at <= this.now()) return undefined;
    const user = await userRow(this.db, row.user_id);
    return user && { user: toUser(user), deviceId: row.device_id };
  }

  async devicesOf(userId: number): Promise<Device[]> {
    return (await deviceRowsOf(this.db, userId)).map(toDevice);
  }

  async device(userId: number, id: number): Promise<Device | undefined> {
    const row = await deviceRowOf(this.db, userId, id);
    return row && toDevice(row);
  }

  /** Updates one of the user's devices; undefined when the user has no such device. */
  async updateDevice(userId: number, id: number, data: DeviceData): Promise<Device | undefined> {
    if (!(await deviceRowOf(this.db, userId, id))) return undefined;
    const row = await updateDevice(this.db, id, data);
    return row && toDevice(row);
  }

  /** Removes a user's device and every token it holds; false when the user has no such device. */
  async removeDevice(userId: number, deviceId: number): Promise<boolean> {
    if (!(await deviceRowOf(this.db, userId, deviceId))) return false;
    await deleteDevice(this.db, deviceId);
    return true;
  }

  private async tokenRow(sql: Sql, token: string): Promise<TokenRow | undefined> {
    const rows = await sql.query<TokenRow>(
      'SELECT user_id, device_id, expires_at FROM tokens WHERE token_hash = $1',
      [sha256(token)],
    );
    return rows[0];
  }

  private async grant(tx: Sql, user: UserRow, device: DeviceRow): Promise<Grant> {
    const nowMs = this.now();
    const access_token = newToken();
    const expired = Math.floor(nowMs / 1000) + TOKEN_VALIDITY_SEC;
    await tx.query(
      'INSERT INTO tokens (token_hash, user_id, device_id, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [sha256(access_token), user.id, device.id, nowMs, expired * 1000],
    );
    // Bounded storage: the oldest grants of this device, and tokens too old even to renew, go.
    await tx.query(
      `DELETE FROM tokens WHERE token_hash IN (
         SELECT token_hash FROM tokens WHERE device_id = $1 ORDER BY issued_at DESC OFFSET $2)`,
      [device.id, TOKENS_PER_DEVICE],
    );
    await tx.query('DELETE FROM tokens WHERE expires_at < $1', [nowMs - TOKEN_REFRESH_WINDOW_SEC * 1000]);
    return { access_token, expired, device: toDevice(device), user: toUser(user) };
  }
}
