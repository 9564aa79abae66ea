/**
 * Why: 000 §5 Code and §9 — the one-time code is as long as the network data's `phone_otp_length`
 * (6 by default), Submit is enabled only at full length, and a new code may be asked for only after the
 * 60 s resend countdown. The countdown is computed from when the code was sent and an injected clock,
 * so a re-render, a slow tab or a reopened modal never restarts or speeds it up.
 */
export const DEFAULT_CODE_LENGTH = 6;
export const OTP_RESEND_MS = 60_000;

export function codeLength(phoneOtpLength: unknown): number {
  return typeof phoneOtpLength === 'number' && Number.isInteger(phoneOtpLength) && phoneOtpLength > 0
    ? phoneOtpLength
    : DEFAULT_CODE_LENGTH;
}

/** Digits only, never longer than the code: a pasted "Your code: 1234." keeps its 1234. */
export function codeInput(raw: string, length: number): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

export function canSubmitCode(code: string, length: number): boolean {
  return code.length === length && /^\d+$/.test(code);
}

/**
 * Whole seconds left before another code may be asked for; 0 means "resend now". The server may state
 * its own countdown (`resend_in`); the longer of the two wins, so the button never offers what the
 * server would refuse.
 */
export function resendSecondsLeft(
  sentAt: number | null,
  now: number,
  serverMs: number | null = null,
): number {
  if (sentAt === null) return 0;
  const window = Math.max(OTP_RESEND_MS, serverMs ?? 0);
  const left = sentAt + window - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The countdown as the viewer reads it: `0:59`, `1:30`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
