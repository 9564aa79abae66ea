/**
 * Why (000 §4 Parental PIN, §6 Parental checks): whether an action may go ahead, must ask for the PIN,
 * must first have a PIN set, or must send the viewer to sign in is a policy of several inputs — the
 * device's parental_settings, the account's parental_status, a remembered approval, the profile's role
 * and a recent transaction. Kept pure (the clock comes in as `now`) so the whole table is tested.
 */

/** The device's switches (000 §3 Device record parental_settings), one per action. */
export const PARENTAL_ACTIONS = ['vod', 'channel', 'program', 'settings', 'pay', 'profile'] as const;
export type ParentalAction = (typeof PARENTAL_ACTIONS)[number];
/** What a PIN is entered for (000 §6 parental checks): a switch's action, or `parental` — its own settings. */
export type ParentalCheck = ParentalAction | 'parental';

/** The device record's parental_settings (000 §3): one switch per action, and minutes an approval lasts. */
export interface ParentalSettings {
  vod?: boolean;
  channel?: boolean;
  program?: boolean;
  settings?: boolean;
  pay?: boolean;
  profile?: boolean;
  /** Minutes the server's approval of a right PIN lasts (the server keeps it between 5 and 240). */
  duration?: number;
}

/**
 * A device record's defaults (the operator's): no extra switches, and duration 0 — the shortest approval
 * the server gives — until the viewer chooses otherwise.
 */
export const DEFAULT_PARENTAL_SETTINGS: Required<ParentalSettings> = {
  vod: false,
  channel: false,
  program: false,
  settings: false,
  pay: false,
  profile: false,
  duration: 0,
};

/** 000 §4 / §9: a transaction this recent lets viewing actions through without the PIN. */
export const RECENT_TRANSACTION_MS = 30_000;

const VIEWING: ReadonlySet<ParentalCheck> = new Set(['vod', 'channel', 'program']);

export interface GateInput {
  action: ParentalCheck;
  /** The device's settings; null when the device has none (defaults apply). */
  settings: ParentalSettings | null;
  /** The account's parental_status (set, notset, ignore); null for a guest. */
  status: string | null | undefined;
  isGuest: boolean;
  /** The active profile is a child's. */
  childProfile: boolean;
  /** The thing acted on needs protecting: an adult channel/programme/title, or an adult target profile. */
  restricted: boolean;
  /** Until when (epoch ms) the server's approval for this action holds (approval-store.ts); null: none. */
  approvedUntil: number | null;
  /** Epoch ms of the viewer's last completed transaction, if any. */
  lastTransactionAt: number | null;
  /** Embed mode with ignore_parental_control=1 (000 §6); the main site never passes true. */
  embedIgnores: boolean;
  now: number;
}

export type GateDecision = 'allow' | 'ask-pin' | 'set-pin' | 'sign-in';

export function settingFor(settings: ParentalSettings | null, action: ParentalAction): boolean {
  return settings?.[action] ?? DEFAULT_PARENTAL_SETTINGS[action];
}

/**
 * Whether the action is under parental control at all. Adult viewing always is (000 §6: a PIN is shown
 * from age 18; 001 §5); a device switch puts every item of that action under it too. Paying and opening
 * the settings follow their switch. Choosing or editing an adult profile always is (000 §4 Profile), and
 * so is changing the parental settings: the server refuses both without an approval (issue 35).
 */
function needsCheck(input: GateInput): boolean {
  if (input.action === 'parental') return true;
  const on = settingFor(input.settings, input.action);
  if (VIEWING.has(input.action)) return input.restricted || on;
  if (input.action === 'profile') return input.restricted;
  return on;
}

export function decideGate(input: GateInput): GateDecision {
  if (input.embedIgnores) return 'allow';
  if (!needsCheck(input)) return 'allow';
  if (input.isGuest) return 'sign-in';
  if (input.status === 'ignore') return 'allow';
  if (input.status !== 'set') return 'set-pin';
  if (
    VIEWING.has(input.action) &&
    input.lastTransactionAt !== null &&
    input.now - input.lastTransactionAt >= 0 &&
    input.now - input.lastTransactionAt < RECENT_TRANSACTION_MS
  )
    return 'allow';
  // A child profile never rides on an approval an adult gave earlier: leaving it always asks.
  if (!input.childProfile && input.approvedUntil !== null && input.now < input.approvedUntil) return 'allow';
  return 'ask-pin';
}
