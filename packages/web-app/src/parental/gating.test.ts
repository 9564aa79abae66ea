import { decideGate, type GateInput, RECENT_TRANSACTION_MS } from './gating';

const NOW = 1_800_000_000_000;
const base: GateInput = {
  action: 'channel',
  settings: null,
  status: 'set',
  isGuest: false,
  childProfile: false,
  restricted: true,
  approvedUntil: null,
  lastTransactionAt: null,
  embedIgnores: false,
  now: NOW,
};

describe('decideGate (000 §4 Parental PIN, §6)', () => {
  it.each<[string, Partial<GateInput>, ReturnType<typeof decideGate>]>([
    ['adult channel, PIN set, nothing remembered', {}, 'ask-pin'],
    ['an ordinary channel with no switch on', { restricted: false }, 'allow'],
    [
      'an ordinary channel when the device switched channel checks on',
      { restricted: false, settings: { channel: true } },
      'ask-pin',
    ],
    [
      'an ordinary film when only channels are switched on',
      { action: 'vod', restricted: false, settings: { channel: true } },
      'allow',
    ],
    ['embed with ignore_parental_control', { embedIgnores: true }, 'allow'],
    ['adult vod asks', { action: 'vod' }, 'ask-pin'],
    ['adult programme asks', { action: 'program' }, 'ask-pin'],
    ['settings: off by default', { action: 'settings' }, 'allow'],
    ['settings: asks when switched on', { action: 'settings', settings: { settings: true } }, 'ask-pin'],
    ['pay: off by default', { action: 'pay' }, 'allow'],
    ['pay: asks when switched on', { action: 'pay', settings: { pay: true } }, 'ask-pin'],
    // 000 §4 Profile: choosing or editing an adult profile asks, whatever the switch (the server refuses it).
    ['adult profile from an adult one, switch off', { action: 'profile' }, 'ask-pin'],
    [
      'adult profile from an adult one, switch on',
      { action: 'profile', settings: { profile: true } },
      'ask-pin',
    ],
    ['adult profile from a child one, switch off', { action: 'profile', childProfile: true }, 'ask-pin'],
    [
      'child profile target never asks',
      { action: 'profile', childProfile: true, restricted: false },
      'allow',
    ],
    ['a guest is sent to sign in', { isGuest: true, status: null }, 'sign-in'],
    ['status ignore lets everything through', { status: 'ignore' }, 'allow'],
    ['no PIN yet: set one first', { status: 'notset' }, 'set-pin'],
    ['remembered approval still valid', { approvedUntil: NOW + 1 }, 'allow'],
    ['remembered approval just expired', { approvedUntil: NOW }, 'ask-pin'],
    [
      'child profile ignores a remembered approval',
      { childProfile: true, approvedUntil: NOW + 60_000 },
      'ask-pin',
    ],
    [
      'child → adult profile with remembered approval asks',
      { action: 'profile', childProfile: true, approvedUntil: NOW + 1 },
      'ask-pin',
    ],
    [
      'adult → adult profile (switch on) with remembered approval',
      { action: 'profile', settings: { profile: true }, approvedUntil: NOW + 1 },
      'allow',
    ],
    [
      'changing the parental settings asks, with no switch',
      { action: 'parental', restricted: false },
      'ask-pin',
    ],
    [
      'changing the parental settings with a live approval',
      { action: 'parental', approvedUntil: NOW + 1 },
      'allow',
    ],
    ['changing the parental settings, no PIN yet', { action: 'parental', status: 'notset' }, 'set-pin'],
    ['transaction 29 s ago skips for a channel', { lastTransactionAt: NOW - 29_000 }, 'allow'],
    ['transaction 29 s ago skips for vod', { action: 'vod', lastTransactionAt: NOW - 29_000 }, 'allow'],
    [
      'transaction 29 s ago skips for a programme',
      { action: 'program', lastTransactionAt: NOW - 29_000 },
      'allow',
    ],
    [
      'transaction exactly 30 s ago does not skip',
      { lastTransactionAt: NOW - RECENT_TRANSACTION_MS },
      'ask-pin',
    ],
    [
      'recent transaction never skips pay',
      { action: 'pay', settings: { pay: true }, lastTransactionAt: NOW - 1_000 },
      'ask-pin',
    ],
    [
      'recent transaction never skips profile',
      { action: 'profile', childProfile: true, lastTransactionAt: NOW - 1_000 },
      'ask-pin',
    ],
    ['a transaction in the future (clock skew) does not skip', { lastTransactionAt: NOW + 5_000 }, 'ask-pin'],
  ])('%s', (_name, change, expected) => {
    expect(decideGate({ ...base, ...change })).toBe(expected);
  });
});
