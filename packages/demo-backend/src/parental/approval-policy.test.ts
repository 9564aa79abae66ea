import { describe, expect, it } from 'vitest';
import {
  APPROVAL_MAX_MS,
  APPROVAL_MIN_MS,
  accountChangeNeeds,
  approvalLifetimeMs,
  choosingNeeds,
  covers,
  deviceChangeNeeds,
  editingNeeds,
  lifetimeFor,
  type ParentalScene,
  removingNeeds,
  SAVE_FOR_TIME_MS,
} from './approval-policy';

const scene = (over: Partial<ParentalScene> = {}): ParentalScene => ({
  pinSet: true,
  childActive: false,
  switches: {},
  ...over,
});
const noPin = scene({ pinSet: false });
const child = scene({ childActive: true });

describe('what a change needs', () => {
  it.each([
    ['an adult profile, from a child', choosingNeeds({ role: 'adult', active: false }, child), 'profile'],
    ['an adult profile, from an adult', choosingNeeds({ role: 'adult', active: false }, scene()), 'profile'],
    ['the adult profile already active', choosingNeeds({ role: 'adult', active: true }, scene()), null],
    ['a child profile', choosingNeeds({ role: 'child', active: false }, scene()), null],
    ['an adult profile, no PIN set', choosingNeeds({ role: 'adult', active: false }, noPin), null],
  ] as const)('choosing %s', (_name, needed, expected) => expect(needed).toBe(expected));

  it.each([
    ['renaming a child profile', editingNeeds({ role: 'child' }, {}, child), null],
    ['making a child profile adult', editingNeeds({ role: 'child' }, { role: 'adult' }, child), 'profile'],
    ['keeping a child profile a child', editingNeeds({ role: 'child' }, { role: 'child' }, child), null],
    ['renaming an adult profile', editingNeeds({ role: 'adult' }, {}, scene()), 'profile'],
    [
      'making an adult profile a child',
      editingNeeds({ role: 'adult' }, { role: 'child' }, scene()),
      'profile',
    ],
    ['anything, no PIN set', editingNeeds({ role: 'child' }, { role: 'adult' }, noPin), null],
    ['removing an adult profile', removingNeeds({ role: 'adult' }, child), 'profile'],
    ['removing a child profile', removingNeeds({ role: 'child' }, scene()), null],
  ] as const)('%s', (_name, needed, expected) => expect(needed).toBe(expected));

  it.each([
    ['the switches', deviceChangeNeeds({ parental_settings: { vod: false } }, scene()), 'parental'],
    ['the parental channels', deviceChangeNeeds({ settings: { parentalChannels: [] } }, scene()), 'parental'],
    ['only the device’s model', deviceChangeNeeds({}, scene()), null],
    ['the switches, no PIN set', deviceChangeNeeds({ parental_settings: {} }, noPin), null],
    [
      'account details, settings switch on',
      accountChangeNeeds(scene({ switches: { settings: true } })),
      'settings',
    ],
    ['account details, settings switch off', accountChangeNeeds(scene()), null],
    [
      'account details, switch on, no PIN',
      accountChangeNeeds(scene({ pinSet: false, switches: { settings: true } })),
      null,
    ],
  ] as const)('changing %s', (_name, needed, expected) => expect(needed).toBe(expected));
});

describe('an approval', () => {
  it('lets its own action through, and the settings one the parental tab', () => {
    expect(covers('profile', 'profile')).toBe(true);
    expect(covers('pay', 'profile')).toBe(false);
    expect(covers('settings', 'parental')).toBe(true);
    expect(covers('parental', 'settings')).toBe(false);
  });

  it.each([
    [undefined, null],
    [0, null],
    [1, APPROVAL_MIN_MS],
    [30, 30 * 60_000],
    [240, APPROVAL_MAX_MS],
    [86_400, APPROVAL_MAX_MS],
    [Number.NaN, null],
  ])('lives %s minutes → %s ms (null: until it is revoked)', (minutes, ms) =>
    expect(approvalLifetimeMs(minutes)).toBe(ms),
  );
});

describe('lifetimeFor (000 §4 save-for-time)', () => {
  it('keeps a viewing PIN saved for time at least 30 minutes, and changes nothing else', () => {
    expect(lifetimeFor('channel', 5, true)).toBe(SAVE_FOR_TIME_MS);
    expect(lifetimeFor('program', 5, false)).toBe(APPROVAL_MIN_MS);
    expect(lifetimeFor('vod', 60, true), 'a longer duration stays').toBe(60 * 60_000);
    expect(lifetimeFor('channel', 0, true), 'always stays always').toBeNull();
    expect(lifetimeFor('profile', 5, true), 'not for an escalation').toBe(APPROVAL_MIN_MS);
    expect(lifetimeFor('pay', 5, true)).toBe(APPROVAL_MIN_MS);
  });
});
