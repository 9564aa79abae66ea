import { describe, expect, it } from 'vitest';
import { type ActionInput, packetActions } from './actions';

const base: ActionInput = {
  status: 'current',
  renew: true,
  isTrial: false,
  isPromo: false,
  parentName: null,
  periods: 3,
};

describe('packetActions (000 §4 Subscription)', () => {
  it.each([
    ['no subscription: only subscribe', { status: 'none' }, 'can_subscribe'],
    [
      'renewing current: disable, change, unsubscribe',
      {},
      'can_disable_renew can_change_period can_unsubscribe',
    ],
    [
      'non-renewing current: subscribe again, enable renew, change, unsubscribe',
      { renew: false },
      'can_subscribe can_enable_renew can_change_period can_unsubscribe',
    ],
    ['one period: no change', { periods: 1 }, 'can_disable_renew can_unsubscribe'],
    ['trial: no change', { isTrial: true }, 'can_disable_renew can_unsubscribe'],
    ['future: nothing (cancel is its own call)', { status: 'future' }, ''],
    ['promo: nothing', { isPromo: true }, ''],
    ['sold through a parent packet: nothing', { parentName: 'Max' }, ''],
    ['promo without subscription: nothing', { isPromo: true, status: 'none' }, ''],
  ] as const)('%s', (_name, change, expected) => {
    const actions = packetActions({ ...base, ...change } as ActionInput);
    const granted = Object.entries(actions)
      .filter(([, on]) => on)
      .map(([name]) => name)
      .join(' ');
    expect(granted).toBe(expected);
  });
});
