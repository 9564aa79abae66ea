// Why (000 §4 Profile, Parental PIN; §6 Parental checks; issue 35 item 4): which changes the server lets
// through only with a parental approval — what a right PIN buys — and for how long an approval holds. The
// browser asks for the PIN; these rules decide, so a child profile holding the account's token cannot
// switch to the adult profile, make itself adult or turn the device's switches off. Pure: the routes
// gather the scene (is a PIN set, is a child profile active, this device's switches) and ask.

/** 000 §6 "actions parental, profile, program, vod, channel, pay, settings". */
export const PARENTAL_ACTIONS = [
  'parental',
  'profile',
  'program',
  'vod',
  'channel',
  'pay',
  'settings',
] as const;
export type ParentalAction = (typeof PARENTAL_ACTIONS)[number];

/** The device record's switches (000 §3 Device record parental_settings) that the rules read. */
export interface DeviceSwitches {
  settings?: boolean;
  /** Ask the PIN before paying (pay-policy.ts). */
  pay?: boolean;
  duration?: number;
}

export interface ParentalScene {
  /** The account has a PIN (parental_status set). Without one there is nothing to enter, so nothing is held back. */
  pinSet: boolean;
  /** The profile the account watches as is a child's. */
  childActive: boolean;
  /** The calling device's parental settings. */
  switches: DeviceSwitches;
}

type Role = 'adult' | 'child';

/**
 * 000 §4 Profile "choosing … an adult profile needs a parental check (action profile)": every move onto an
 * adult profile, whatever the device's switch says — the escalation is the same from any profile.
 * Choosing the profile already active changes nothing.
 */
export function choosingNeeds(
  target: { role: Role; active: boolean },
  scene: ParentalScene,
): ParentalAction | null {
  if (!scene.pinSet || target.active || target.role !== 'adult') return null;
  return 'profile';
}

/**
 * 000 §4 Profile "… or editing an adult profile"; issue 35 "changing a profile's role": renaming or
 * re-picturing a child's profile is free, anything done to an adult profile and any change of role is not.
 */
export function editingNeeds(
  target: { role: Role },
  patch: { role?: Role },
  scene: ParentalScene,
): ParentalAction | null {
  if (!scene.pinSet) return null;
  const roleChanges = patch.role !== undefined && patch.role !== target.role;
  return target.role === 'adult' || roleChanges ? 'profile' : null;
}

/** Removing an adult profile is editing it out of the account (its history and favourites go with it). */
export function removingNeeds(target: { role: Role }, scene: ParentalScene): ParentalAction | null {
  return editingNeeds(target, {}, scene);
}

/** Issue 35 "changing parental settings": the device's switches, its duration and its parental channels. */
export function deviceChangeNeeds(
  change: { parental_settings?: unknown; settings?: unknown },
  scene: ParentalScene,
): ParentalAction | null {
  if (!scene.pinSet) return null;
  return change.parental_settings !== undefined || change.settings !== undefined ? 'parental' : null;
}

/**
 * 000 §6 "opening account settings … require the check", per the device's "settings" switch (§4 "a prompt
 * appears for … settings … according to the device parental settings"): every change the account pages
 * make — the viewer's details, removing a device — needs it while the switch is on.
 */
export function accountChangeNeeds(scene: ParentalScene): ParentalAction | null {
  return scene.pinSet && scene.switches.settings === true ? 'settings' : null;
}

/**
 * Whether an approval given for `granted` lets `needed` through. Each action has its own, with one
 * exception: the PIN entered to open the account settings opens all of them, the parental tab included
 * (otherwise a viewer who just typed the PIN to open the settings would be asked again on the next tab).
 */
export function covers(granted: ParentalAction, needed: ParentalAction): boolean {
  return granted === needed || (granted === 'settings' && needed === 'parental');
}

/** 000 §4 save-for-time: a viewing approval saved "for time" lasts at least this long. */
export const SAVE_FOR_TIME_MS = 30 * 60_000;
const VIEWING: ReadonlySet<ParentalAction> = new Set(['vod', 'channel', 'program']);

/**
 * How long a right PIN's approval for `action` lives on a device: its duration (below), or for a viewing
 * action saved "for time" (000 §4, parentalChannels '30') at least 30 minutes. "Always" stays always.
 */
export function lifetimeFor(
  action: ParentalAction,
  durationMinutes: number | undefined,
  saveForTime: boolean,
): number | null {
  const base = approvalLifetimeMs(durationMinutes);
  if (base === null || !saveForTime || !VIEWING.has(action)) return base;
  return Math.max(base, SAVE_FOR_TIME_MS);
}

/** The shortest an approval lives: long enough to finish the step that asked for it. */
export const APPROVAL_MIN_MS = 5 * 60_000;
/** The longest timed one: the longest "remember the PIN" choice the settings offer (4 hours). */
export const APPROVAL_MAX_MS = 240 * 60_000;

/**
 * 000 §4 "after success it is remembered for the configured duration in minutes, or always when the
 * duration is 0": the device's duration, kept between the two bounds above, and null — no end of its own —
 * for 0 (the operator's default). An approval without an end still ends with what it was given under: the
 * device signing out, the PIN changing, a child profile becoming the one watched, the device's duration
 * becoming a timed one (approval-store.ts).
 */
export function approvalLifetimeMs(durationMinutes: number | undefined): number | null {
  const minutes = durationMinutes !== undefined && Number.isFinite(durationMinutes) ? durationMinutes : 0;
  if (minutes === 0) return null;
  return Math.min(APPROVAL_MAX_MS, Math.max(APPROVAL_MIN_MS, minutes * 60_000));
}
