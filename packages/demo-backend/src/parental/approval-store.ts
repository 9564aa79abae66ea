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
  /** Seconds it holds from now (the client counts from when it got the answer, whatever its clock says). */
  expires_in: number;
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
    lifetimeMs: number,
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
      [hashOf(token), userId, deviceId, action, now + lifetimeMs],
    );
    return { token, action, expires_in: Math.floor(lifetimeMs / 1000) };
  }

  /** Whether `token` is a live approval of this user on this device that lets `needed` through. */
  async holds(token: string, userId: number, deviceId: number, needed: ParentalAction): Promise<boolean> {
    const [row] = await this.db.query<{ action: string }>(
      `SELECT action FROM parental_approvals
       WHERE token_hash = $1 AND user_id = $2 AND device_id = $3 AND expires_at > $4`,
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
}
