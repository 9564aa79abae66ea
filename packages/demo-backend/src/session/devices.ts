// Device records (000 §3 Device data and Device record) and the queries on them.
import type { Sql } from '../db/database';

/** 000 §4 "saving the PIN has a save-for-time option: parentalChannels '30', else '1'". */
export type ParentalSaveForTime = '30' | '1';

export interface ParentalSettings {
  profile: boolean;
  program: boolean;
  vod: boolean;
  channel: boolean;
  pay: boolean;
  settings: boolean;
  duration: number;
}

export interface Device {
  id: number;
  serial: string;
  login_at: string;
  device_type: string;
  vendor: string;
  model: string;
  version: string | null;
  os_name: string | null;
  os_version: string | null;
  application_type: string;
  notification_token: string | null;
  /** parentalChannels: the demo's list, or the PIN prompt's save-for-time choice '30' / '1' (000 §4). */
  settings: { parentalChannels: number[] | ParentalSaveForTime } & Record<string, unknown>;
  parental_settings: ParentalSettings;
}

export interface DeviceRow extends Omit<Device, 'login_at'> {
  user_id: number;
  login_at: number;
}

/** What a client may tell about itself (000 §3 Device data); absent fields keep their value. */
export interface DeviceData {
  device_type?: string;
  vendor?: string;
  model?: string;
  version?: string;
  os_name?: string;
  os_version?: string;
  application_type?: string;
  notification_token?: string;
  settings?: Device['settings'];
  parental_settings?: Partial<ParentalSettings>;
}

export const toDevice = ({ user_id: _user, login_at, ...rest }: DeviceRow): Device => ({
  ...rest,
  login_at: new Date(login_at).toISOString(),
});

const DATA_COLUMNS = [
  'device_type',
  'vendor',
  'model',
  'version',
  'os_name',
  'os_version',
  'application_type',
  'notification_token',
] as const;

export async function deviceRowBySerial(sql: Sql, serial: string): Promise<DeviceRow | undefined> {
  return (await sql.query<DeviceRow>('SELECT * FROM devices WHERE serial = $1', [serial]))[0];
}

export async function deviceRowsOf(sql: Sql, userId: number): Promise<DeviceRow[]> {
  return sql.query<DeviceRow>('SELECT * FROM devices WHERE user_id = $1 ORDER BY login_at, id', [userId]);
}

export async function deviceRowOf(sql: Sql, userId: number, id: number): Promise<DeviceRow | undefined> {
  const rows = await sql.query<DeviceRow>('SELECT * FROM devices WHERE user_id = $1 AND id = $2', [
    userId,
    id,
  ]);
  return rows[0];
}

/** Creates the device or hands an existing serial to `userId` (the caller decided that is allowed). */
export async function upsertDevice(
  sql: Sql,
  serial: string,
  userId: number,
  nowMs: number,
  data: DeviceData = {},
): Promise<DeviceRow> {
  const [row] = await sql.query<DeviceRow>(
    `INSERT INTO devices (serial, user_id, login_at) VALUES ($1, $2, $3)
     ON CONFLICT (serial) DO UPDATE SET user_id = EXCLUDED.user_id, login_at = EXCLUDED.login_at
     RETURNING *`,
    [serial, userId, nowMs],
  );
  if (!row) throw new Error('upsert into devices returned nothing');
  return (await updateDevice(sql, row.id, data)) ?? row;
}

export async function updateDevice(sql: Sql, id: number, data: DeviceData): Promise<DeviceRow | undefined> {
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const column of DATA_COLUMNS) {
    if (data[column] === undefined) continue;
    values.push(data[column]);
    sets.push(`${column} = $${values.length}`);
  }
  if (data.settings !== undefined) {
    values.push(JSON.stringify(data.settings));
    sets.push(`settings = $${values.length}::jsonb`);
  }
  if (data.parental_settings !== undefined) {
    // Merged, so a client may send only the switch it changed.
    values.push(JSON.stringify(data.parental_settings));
    sets.push(`parental_settings = parental_settings || $${values.length}::jsonb`);
  }
  if (sets.length === 0) {
    return (await sql.query<DeviceRow>('SELECT * FROM devices WHERE id = $1', [id]))[0];
  }
  const rows = await sql.query<DeviceRow>(
    `UPDATE devices SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
    values,
  );
  return rows[0];
}

/** Deletes a device; its tokens go with it (ON DELETE CASCADE). */
export async function deleteDevice(sql: Sql, id: number): Promise<void> {
  await sql.query('DELETE FROM devices WHERE id = $1', [id]);
}

/** Keeps a user's `keep` most recently used devices, dropping the rest with their tokens. */
export async function trimDevices(sql: Sql, userId: number, keep: number): Promise<void> {
  await sql.query(
    `DELETE FROM devices WHERE id IN (
       SELECT id FROM devices WHERE user_id = $1 ORDER BY login_at DESC, id DESC OFFSET $2)`,
    [userId, keep],
  );
}
