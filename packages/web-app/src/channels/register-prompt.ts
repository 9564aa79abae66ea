/**
 * Why (001 §4 Channel loading, §5, §9): a guest who opens a channel is invited to register 5 s later — only a
 * guest with no purchases while the operator offers promo days, and not again for 28800 s after they closed
 * it. Pure, with the clock passed in; the component only keeps the timer and the close time.
 */
export const REGISTER_PROMPT_DELAY_MS = 5_000;
/** §9 Notification reopen delays: register 28800 s. */
export const REGISTER_REOPEN_MS = 28_800_000;
export const REGISTER_CLOSED_KEY = 'onair.register_prompt_closed';

export interface RegisterPromptInput {
  isGuest: boolean;
  hasPurchases: boolean;
  promoDays: number | null | undefined;
  /** When the viewer last closed it (ms), or null. */
  closedAtMs: number | null;
  nowMs: number;
}

export function registerPromptDue(input: RegisterPromptInput): boolean {
  if (!input.isGuest || input.hasPurchases) return false;
  if (typeof input.promoDays !== 'number' || input.promoDays <= 0) return false;
  return input.closedAtMs === null || input.nowMs - input.closedAtMs >= REGISTER_REOPEN_MS;
}

export function parseClosedAt(raw: string | null): number | null {
  const n = Number(raw);
  return raw !== null && Number.isFinite(n) && n > 0 ? n : null;
}
