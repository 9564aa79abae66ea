// The one store of parental approvals (issue 35 item 4, issue 39 "one parental-approval store"): a right
// PIN gets a random token, kept here as its SHA-256 with the user, the device that asked, the action and
// an expiry. The app holds the token and sends it with the change it was asked for; nothing in the browser
// decides whether it still holds.
import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/database';
import { covers, PARENTAL_ACTIONS, type ParentalAction } from './approval-policy';

interface IssuedApproval {
  token: string;
  action: ParentalAction;
  /**
   * Seconds it holds from now (the client counts from when it got the answer, whatever its clock says);
   * null: no end of its own (the device's duration is 0, 000 §4 "always").
   */
  expires_in: number | null;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const isAction = (value: string): value is ParentalAction =>
  (PARENTAL_ACTIONS as readonly string[]).includes(value);

export class ApprovalStore {
  constructor(
    private readonly db: Sql,
    private readonly now: () => number,
  ) {}

  async issue(
    userId: number,
    deviceId: number,
    action: ParentalAction,
    /** null: until it is revoked. */
    lifetimeMs: number | null,
  ): Promise<IssuedApproval> {
    const now = this.now();
    const token = randomBytes(24).toString('base64url');
    // The user's ended approvals go as a new one comes: the table holds live ones only.
    await this.db.query('DELETE FROM parental_approvals WHERE user_id = $1 AND expires_at <= $2', [
      userId,
      now,
    ]);
    await this.db.query(
      `INSERT INTO parental_approvals (token_hash, user_id, device_id, action, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [hashOf(token), userId, deviceId, action, lifetimeMs === null ? null : now + lifetimeMs],
    );
    return { token, action, expires_in: lifetimeMs === null ? null : Math.floor(lifetimeMs / 1000) };
  }

  /** Whether `token` is a live approval of this user on this device that lets `needed` through. */
  async holds(token: string, userId: number, deviceId: number, needed: ParentalAction): Promise<boolean> {
    const [row] = await this.db.query<{ action: string }>(
      `SELECT action FROM parental_approvals
       WHERE token_hash = $1 AND user_id = $2 AND device_id = $3 AND (expires_at IS NULL OR expires_at > $4)`,
      [hashOf(token), userId, deviceId, this.now()],
    );
    return row !== undefined && isAction(row.action) && covers(row.action, needed);
  }

  /**
   * Ends every approval of the user: a child profile has just become the one watched, and must not ride on
   * a PIN an adult typed a minute ago (000 §4: leaving a child profile always asks).
   */
  async revokeAll(userId: number): Promise<void> {
    await this.db.query('DELETE FROM parental_approvals WHERE user_id = $1', [userId]);
  }

  /**
   * The device's duration changed: its approvals last no longer than the new one allows from now (a viewer
   * who turns "always" into "5 minutes" is asked again within 5 minutes, not never). A change to "always"
   * lengthens nothing already given.
   */
  async shortenForDevice(deviceId: number, lifetimeMs: number | null): Promise<void> {
    if (lifetimeMs === null) return;
    const until = this.now() + lifetimeMs;
    await this.db.query(
      `UPDATE parental_approvals SET expires_at = $2
       WHERE device_id = $1 AND (expires_at IS NULL OR expires_at > $2)`,
      [deviceId, until],
    );
  }
}
