// One-time codes over the otps table: the policy (otp-policy.ts) decides, this file stores the
// outcome and hands the code to the SMS outbox. Only a SHA-256 of a code is stored. Every instance on
// the database counts the same tries: a try is counted and its code read in one UPDATE, before the
// comparison, so parallel guesses queue on the row instead of each comparing against a stale count.
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SEC } from '../constants';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { attemptsLeftAfter, decideSend, type OtpState, type Refusal, refusalOf } from './otp-policy';
import { newCode, sha256 } from './secrets';
import { spendSms } from './sms-budget';
import { SmsOutbox } from './sms-outbox';

interface OtpRow {
  code_hash: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  window_start: number;
  sends_in_window: number;
}

const toState = (row: OtpRow): OtpState => ({
  sentAt: Number(row.sent_at),
  expiresAt: Number(row.expires_at),
  attempts: Number(row.attempts),
  windowStart: Number(row.window_start),
  sendsInWindow: Number(row.sends_in_window),
});

const codeError = (status: number, errorCode: string, message: string) =>
  new ApiError(status, errorCode, message, { field: 'token' });

const REFUSALS: Record<Refusal, () => ApiError> = {
  not_requested: () =>
    codeError(400, 'otp_not_requested', 'No code was sent to this phone; ask for one first'),
  expired: () => codeError(400, 'otp_expired', 'The code has expired; ask for a new one'),
  exhausted: () => codeError(429, 'otp_attempts_exceeded', 'Too many wrong codes; ask for a new one'),
};

/** What a code is asked for: it proves the phone either way, the message says which. */
export type CodePurpose = 'login' | 'change_phone' | 'payment_phone';

/**
 * Where a code goes: a text message, or the operator's Telegram bot (000 §4 Telegram variant), which
 * sends it to the Telegram account that shared this phone. Only a text message spends the SMS budget;
 * both count against the phone's resend countdown and hourly cap, in the same otps row.
 */
export type CodeChannel = 'sms' | 'telegram';

const TEXTS: Record<CodePurpose, Record<'en' | 'ru', (code: string) => string>> = {
  login: {
    en: (c) => `Your OnAir sign-in code: ${c}. Do not share it with anyone.`,
    ru: (c) => `Код для входа в OnAir: ${c}. Никому его не сообщайте.`,
  },
  change_phone: {
    en: (c) => `Your OnAir code to make this your account's phone: ${c}. Do not share it with anyone.`,
    ru: (c) => `Код OnAir, чтобы привязать этот номер к аккаунту: ${c}. Никому его не сообщайте.`,
  },
  payment_phone: {
    en: (c) =>
      `Your OnAir code to pay from this phone: ${c}. If you did not ask for it, ignore this message.`,
    ru: (c) => `Код OnAir для оплаты с этого номера: ${c}. Если вы его не запрашивали, ничего не делайте.`,
  },
};

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
    private readonly telegram: SmsOutbox = new SmsOutbox(now),
  ) {}

  /**
   * Sends a new code to `phone`, or throws 429 when the resend countdown, the hourly cap or the SMS
   * budget (per phone, and per account when `userId` asks) says no.
   */
  async send(
    phone: string,
    language: 'en' | 'ru',
    opts: { purpose?: CodePurpose; userId?: number; codeLength?: number; channel?: CodeChannel } = {},
  ): Promise<SentCode> {
    const length = opts.codeLength ?? OTP_LENGTH;
    const channel = opts.channel ?? 'sms';
    const code = newCode(length);
    const nowMs = this.now();
    const decision = await this.db.transaction(async (tx) => {
      // A phone's first code: an empty row first, so the lock below always has a row to hold and two
      // first sends in parallel queue instead of both sending.
      await tx.query(
        `INSERT INTO otps (phone, code_hash, sent_at, expires_at, attempts, window_start, sends_in_window)
         VALUES ($1, '', 0, 0, 0, 0, 0) ON CONFLICT (phone) DO NOTHING`,
        [phone],
      );
      const [row] = await tx.query<OtpRow>('SELECT * FROM otps WHERE phone = $1 FOR UPDATE', [phone]);
      const verdict = decideSend(row && toState(row), nowMs);
      if (verdict.kind !== 'send') return verdict;
      if (channel === 'sms') await spendSms(tx, nowMs, phone, opts.userId);
      const s = verdict.state;
      await tx.query(
        `UPDATE otps SET code_hash = $2, sent_at = $3, expires_at = $4, attempts = 0, window_start = $5,
           sends_in_window = $6 WHERE phone = $1`,
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
    (channel === 'sms' ? this.sms : this.telegram).send(
      phone,
      TEXTS[opts.purpose ?? 'login'][language](code),
      code,
    );
    const { state } = decision;
    return {
      resendIn: Math.ceil((state.sentAt + OTP_RESEND_SEC * 1000 - nowMs) / 1000),
      expiresIn: Math.round((state.expiresAt - nowMs) / 1000),
      length,
    };
  }

  /** Uses up a right code; throws 400 for a wrong/expired one and 429 once the tries are spent. */
  async verify(phone: string, code: string): Promise<void> {
    const nowMs = this.now();
    // Count first: the try is spent whatever the comparison says, and no more than the allowed tries
    // are ever compared, however many requests arrive at once.
    const [counted] = await this.db.query<{ code_hash: string; attempts: number }>(
      `UPDATE otps SET attempts = attempts + 1
       WHERE phone = $1 AND attempts < $2 AND expires_at > $3 RETURNING code_hash, attempts`,
      [phone, OTP_MAX_ATTEMPTS, nowMs],
    );
    if (!counted) {
      const [row] = await this.db.query<OtpRow>('SELECT * FROM otps WHERE phone = $1', [phone]);
      // A code sent between the two statements is not this request's to try: call it expired.
      throw REFUSALS[refusalOf(row && toState(row), nowMs) ?? 'expired']();
    }
    if (counted.code_hash !== sha256(code)) {
      const left = attemptsLeftAfter(Number(counted.attempts));
      throw codeError(
        400,
        'invalid_otp',
        left > 0 ? `Wrong code: ${left} attempts left` : 'Wrong code: no attempts left, ask for a new one',
      );
    }
    // Used up once: of two right requests at once, one signs in and the other finds it used (a replay
    // is "expired"). The send window stays, so the hourly cap still counts.
    const used = await this.db.query(
      'UPDATE otps SET expires_at = 0 WHERE phone = $1 AND code_hash = $2 AND expires_at > $3 RETURNING phone',
      [phone, counted.code_hash, nowMs],
    );
    if (used.length === 0) throw REFUSALS.expired();
  }

  /** GET /v2/otp/exist: whether a usable code is waiting for this phone. */
  async exists(phone: string): Promise<boolean> {
    const [row] = await this.db.query<OtpRow>('SELECT * FROM otps WHERE phone = $1', [phone]);
    return row !== undefined && refusalOf(toState(row), this.now()) === null;
  }
}
