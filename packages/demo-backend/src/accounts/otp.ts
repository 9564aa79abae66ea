// One-time codes over the otps table: the policy (otp-policy.ts) decides, this file stores the
// outcome and hands the code to the SMS outbox. Only a SHA-256 of a code is stored.
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SEC } from '../constants';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { decideSend, decideVerify, type OtpState } from './otp-policy';
import { newCode, sha256 } from './secrets';
import type { SmsOutbox } from './sms-outbox';

interface OtpRow {
  code_hash: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  window_start: number;
  sends_in_window: number;
}

const toState = (row: OtpRow): OtpState => ({
  sentAt: row.sent_at,
  expiresAt: row.expires_at,
  attempts: row.attempts,
  windowStart: row.window_start,
  sendsInWindow: row.sends_in_window,
});

const codeError = (status: number, errorCode: string, message: string) =>
  new ApiError(status, errorCode, message, { field: 'token' });

export interface SentCode {
  /** Seconds until another code may be asked for (the §9 countdown). */
  resendIn: number;
  /** Seconds the code stays usable. */
  expiresIn: number;
  length: number;
}

export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsOutbox,
    private readonly now: () => number,
  ) {}

  /** Sends a new code to `phone`, or throws 429 when the resend countdown or hourly cap says no. */
  async send(phone: string, language: 'en' | 'ru'): Promise<SentCode> {
    const code = newCode(OTP_LENGTH);
    const nowMs = this.now();
    const decision = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<OtpRow>('SELECT * FROM otps WHERE phone = $1 FOR UPDATE', [phone]);
      const verdict = decideSend(row && toState(row), nowMs);
      if (verdict.kind !== 'send') return verdict;
      const s = verdict.state;
      await tx.query(
        `INSERT INTO otps (phone, code_hash, sent_at, expires_at, attempts, window_start, sends_in_window)
         VALUES ($1, $2, $3, $4, 0, $5, $6)
         ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
           expires_at = EXCLUDED.expires_at, attempts = 0, window_start = EXCLUDED.window_start,
           sends_in_window = EXCLUDED.sends_in_window`,
        [phone, sha256(code), s.sentAt, s.expiresAt, s.windowStart, s.sendsInWindow],
      );
      return verdict;
    });
    if (decision.kind === 'too_early') {
      throw new ApiError(
        429,
        'otp_resend_too_early',
        `A code was just sent to this phone; ask for a new one in ${decision.retryAfterSec} s`,
        { field: 'phone' },
      );
    }
    if (decision.kind === 'too_many') {
      throw new ApiError(
        429,
        'otp_send_limit',
        `Too many codes for this phone; try again in ${Math.ceil(decision.retryAfterSec / 60)} min`,
        { field: 'phone' },
      );
    }
    const text =
      language === 'ru'
        ? `Код для входа в OnAir: ${code}. Никому его не сообщайте.`
        : `Your OnAir sign-in code: ${code}. Do not share it with anyone.`;
    this.sms.send(phone, text, code);
    const { state } = decision;
    return {
      resendIn: Math.ceil((state.sentAt + OTP_RESEND_SEC * 1000 - nowMs) / 1000),
      expiresIn: Math.round((state.expiresAt - nowMs) / 1000),
      length: OTP_LENGTH,
    };
  }

  /** Uses up a right code; throws 400 for a wrong/expired one and 429 once the attempts are spent. */
  async verify(phone: string, code: string): Promise<void> {
    const nowMs = this.now();
    const verdict = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<OtpRow>('SELECT * FROM otps WHERE phone = $1 FOR UPDATE', [phone]);
      const decision = decideVerify(
        row && toState(row),
        nowMs,
        row !== undefined && row.code_hash === sha256(code),
      );
      if (decision.kind === 'ok') {
        // Used up (a replay is "expired"); the send window stays so the hourly cap still counts.
        await tx.query('UPDATE otps SET expires_at = 0 WHERE phone = $1', [phone]);
      } else if (decision.kind === 'wrong') {
        await tx.query('UPDATE otps SET attempts = attempts + 1 WHERE phone = $1', [phone]);
      }
      return decision;
    });
    switch (verdict.kind) {
      case 'ok':
        return;
      case 'not_requested':
        throw codeError(400, 'otp_not_requested', 'No code was sent to this phone; ask for one first');
      case 'expired':
        throw codeError(400, 'otp_expired', 'The code has expired; ask for a new one');
      case 'exhausted':
        throw codeError(429, 'otp_attempts_exceeded', 'Too many wrong codes; ask for a new one');
      case 'wrong':
        throw codeError(
          400,
          'invalid_otp',
          verdict.attemptsLeft > 0
            ? `Wrong code: ${verdict.attemptsLeft} attempts left`
            : 'Wrong code: no attempts left, ask for a new one',
        );
    }
  }

  /** GET /v2/otp/exist: whether a usable code is waiting for this phone. */
  async exists(phone: string): Promise<boolean> {
    const [row] = await this.db.query<OtpRow>('SELECT * FROM otps WHERE phone = $1', [phone]);
    return row !== undefined && row.expires_at > this.now() && row.attempts < OTP_MAX_ATTEMPTS;
  }
}
