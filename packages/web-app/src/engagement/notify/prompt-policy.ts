/**
 * 001 §2 Notification prompts, §4 and §9: one prompt at a time, never while a modal is open; a closed
 * prompt stays away for its kind's reopen delay (its close time is stored); the permission prompt hides
 * after more than one navigation step. Pure: the host passes the clock, the stored close times and
 * which kinds apply to this viewer (prompt-eligibility.ts).
 */

export const PROMPT_KINDS = [
  'survey_unsubscribe',
  'email',
  'register',
  'install',
  'freedommedia_install',
  'almatv_install',
  'freedommedia_promo',
  'galam_poll2',
  'permission',
  'survey_rate',
] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

/** 001 §9 Notification reopen delays in seconds; others 0. */
export const REOPEN_DELAY_S: Partial<Record<PromptKind, number>> = {
  register: 28_800,
  almatv_install: 259_200,
  freedommedia_install: 259_200,
  permission: 1_209_600,
};

/** 001 §2: survey_rate renders nothing, so it is never the one on screen. */
const RENDERS_NOTHING: ReadonlySet<PromptKind> = new Set(['survey_rate']);

export interface PromptFacts {
  now: number;
  /** Kinds that apply to this viewer now, any order (PROMPT_KINDS gives the priority). */
  eligible: ReadonlySet<PromptKind>;
  /** Stored close times (ms) by kind. */
  closedAt: Partial<Record<PromptKind, number>>;
  /** Kinds closed during this visit: gone until the next one, whatever the delay. */
  closedThisVisit: ReadonlySet<PromptKind>;
  modalOpen: boolean;
  /** 001 §4: the step counter, raised on every path change (1 on the first page). */
  steps: number;
}

export function isResting(kind: PromptKind, closedAt: number | undefined, now: number): boolean {
  if (closedAt === undefined) return false;
  return now < closedAt + (REOPEN_DELAY_S[kind] ?? 0) * 1000;
}

/** The prompt to show now, or null. */
export function currentPrompt(f: PromptFacts): PromptKind | null {
  if (f.modalOpen) return null;
  for (const kind of PROMPT_KINDS) {
    if (!f.eligible.has(kind) || RENDERS_NOTHING.has(kind) || f.closedThisVisit.has(kind)) continue;
    if (kind === 'permission' && f.steps > 1) continue;
    if (isResting(kind, f.closedAt[kind], f.now)) continue;
    return kind;
  }
  return null;
}
