// In-memory users, devices and tokens. A demo operator needs no persistence: a restart gives every
// client a fresh guest session, which is exactly what the clients' re-authorisation path (000 §4 Token) handles.
import { randomBytes } from 'node:crypto';
import { TOKEN_CAPACITY, TOKEN_VALIDITY_SEC } from '../constants';

export interface User {
  id: number;
  username: string;
  phone: string | null;
  email: string | null;
  first_name: string;
  is_guest: boolean;
  date_joined: string;
  timezone: string;
  provider_uid: string;
  refer_id: string | null;
}

export interface Device {
  id: number;
  serial: string;
  login_at: string;
  device_type: string;
  vendor: string;
  model: string;
  application_type: string;
}

export interface Grant {
  access_token: string;
  /** Unix seconds. */
  expired: number;
  device: Device;
  user: User;
}

interface TokenEntry {
  userId: number;
  deviceSerial: string;
  expiresAtSec: number;
}

export interface NewUser {
  username?: string;
  is_guest: boolean;
  refer_id?: string;
}

export class SessionStore {
  private readonly users = new Map<number, User>();
  private readonly devices = new Map<string, { device: Device; userId: number }>();
  private readonly tokens = new Map<string, TokenEntry>();
  private nextUserId = 1001;
  private nextDeviceId = 1;

  constructor(private readonly now: () => number) {}

  createUser(input: NewUser): User {
    const id = this.nextUserId++;
    const user: User = {
      id,
      username: input.username ?? `guest-${id}`,
      phone: null,
      email: null,
      first_name: input.is_guest ? 'Guest' : (input.username ?? ''),
      is_guest: input.is_guest,
      date_joined: new Date(this.now()).toISOString(),
      timezone: 'Europe/Moscow',
      provider_uid: `onair-${id}`,
      refer_id: input.refer_id ?? null,
    };
    this.users.set(id, user);
    return user;
  }

  /** Logs a device in: a known device keeps its user, an unknown one becomes a new guest (is_guest_allowed). */
  authorizeDevice(serial: string, forUser?: User): Grant {
    let known = this.devices.get(serial);
    if (!known || forUser) {
      const user = forUser ?? this.createUser({ is_guest: true });
      const device: Device = {
        id: known?.device.id ?? this.nextDeviceId++,
        serial,
        login_at: new Date(this.now()).toISOString(),
        device_type: 'pc',
        vendor: 'browser',
        model: 'web',
        application_type: 'web',
      };
      known = { device, userId: user.id };
      this.devices.set(serial, known);
    }
    const user = this.users.get(known.userId);
    if (!user) throw new Error(`device ${serial} points at a missing user ${known.userId}`);
    const access_token = randomBytes(24).toString('hex');
    const expired = Math.floor(this.now() / 1000) + TOKEN_VALIDITY_SEC;
    this.tokens.set(access_token, { userId: user.id, deviceSerial: serial, expiresAtSec: expired });
    this.evictOldTokens();
    return { access_token, expired, device: known.device, user };
  }

  devicesOf(userId: number): Device[] {
    return [...this.devices.values()].filter((entry) => entry.userId === userId).map((entry) => entry.device);
  }

  /** Removes a user's device and every token it holds; false when the user has no such device. */
  removeDevice(userId: number, deviceId: number): boolean {
    for (const [serial, entry] of this.devices) {
      if (entry.userId !== userId || entry.device.id !== deviceId) continue;
      this.devices.delete(serial);
      for (const [token, grant] of this.tokens) if (grant.deviceSerial === serial) this.tokens.delete(token);
      return true;
    }
    return false;
  }

  /** The user behind a live token, or undefined for an unknown or expired one. */
  userForToken(token: string): User | undefined {
    const entry = this.tokens.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtSec * 1000 <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return this.users.get(entry.userId);
  }

  private evictOldTokens(): void {
    // Map keeps insertion order, so the first keys are the oldest grants.
    for (const key of this.tokens.keys()) {
      if (this.tokens.size <= TOKEN_CAPACITY) break;
      this.tokens.delete(key);
    }
  }
}
