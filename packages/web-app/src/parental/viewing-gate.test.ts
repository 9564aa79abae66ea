import type { GateInput } from './gating';
import { channelCheck, decideViewing, type ViewingAction } from './viewing-gate';

const NOW = 1_000_000;
const input = (over: Partial<GateInput> & { action?: ViewingAction } = {}) => ({
  action: 'channel' as ViewingAction,
  settings: null,
  status: 'set',
  isGuest: false,
  childProfile: false,
  restricted: false,
  approvedUntil: null,
  lastTransactionAt: null,
  embedIgnores: false,
  now: NOW,
  ...over,
});

describe('decideViewing (000 §4 Parental PIN, §6)', () => {
  it('lets an item that is not adult through while its switch is off', () => {
    for (const action of ['channel', 'program', 'vod'] as const)
      expect(decideViewing(input({ action }))).toBe('allow');
  });

  it.each([
    ['channel', { channel: true }],
    ['program', { program: true }],
    ['vod', { vod: true }],
  ] as const)('asks for every %s while its switch is on, on a child profile too', (action, settings) => {
    expect(decideViewing(input({ action, settings }))).toBe('ask-pin');
    expect(decideViewing(input({ action, settings, childProfile: true }))).toBe('ask-pin');
    // Another kind's switch asks nothing of this one.
    const other = action === 'vod' ? 'channel' : 'vod';
    expect(decideViewing(input({ action: other, settings }))).toBe('allow');
  });

  it('passes on a held approval, but never on a child profile', () => {
    const on = { settings: { channel: true }, approvedUntil: NOW + 1 };
    expect(decideViewing(input(on))).toBe('allow');
    expect(decideViewing(input({ ...on, approvedUntil: Number.POSITIVE_INFINITY }))).toBe('allow');
    expect(decideViewing(input({ ...on, childProfile: true }))).toBe('ask-pin');
    expect(decideViewing(input({ ...on, approvedUntil: NOW }))).toBe('ask-pin');
  });

  it('passes within 30 s of a completed transaction', () => {
    const on = { settings: { vod: true }, action: 'vod' as const };
    expect(decideViewing(input({ ...on, lastTransactionAt: NOW - 29_999 }))).toBe('allow');
    expect(decideViewing(input({ ...on, lastTransactionAt: NOW - 30_000 }))).toBe('ask-pin');
    expect(decideViewing(input({ ...on, lastTransactionAt: NOW + 5_000 })), 'not from the future').toBe(
      'ask-pin',
    );
  });

  it('asks nothing for an item that is not adult when there is no PIN to enter or no account', () => {
    const on = { settings: { channel: true } };
    expect(decideViewing(input({ ...on, status: 'notset' }))).toBe('allow');
    expect(decideViewing(input({ ...on, isGuest: true, status: null }))).toBe('allow');
    // An adult one still wants a PIN set, or a signed-in viewer.
    expect(decideViewing(input({ ...on, status: 'notset', restricted: true }))).toBe('set-pin');
    expect(decideViewing(input({ isGuest: true, status: null, restricted: true }))).toBe('sign-in');
  });

  it('names a channel live `channel` and at an archive point `program`', () => {
    expect(channelCheck(null)).toBe('channel');
    expect(channelCheck(1_700_000_000)).toBe('program');
  });
});
