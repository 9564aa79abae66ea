import { describe, expect, it } from 'vitest';
import { type SubscriptionButtonInput, subscriptionButtons } from './subscription-buttons';

const renewing: SubscriptionButtonInput = {
  status: 'current',
  renew: true,
  isPaused: false,
  allowDeletePaused: false,
  isPromo: false,
  parentName: null,
  hasPurchases: false,
  actions: {
    can_disable_renew: true,
    can_enable_renew: false,
    can_change_period: true,
    can_unsubscribe: true,
  },
};

describe('subscriptionButtons (000 §4 Subscription)', () => {
  it.each<[string, Partial<SubscriptionButtonInput>, string[]]>([
    ['paused, deletion allowed: remove', { isPaused: true, allowDeletePaused: true }, ['remove']],
    ['paused, deletion not allowed: nothing', { isPaused: true }, []],
    [
      'non-renewing current: Renewal',
      { renew: false, actions: { can_enable_renew: true, can_subscribe: true } },
      ['renewal'],
    ],
    ['non-renewing without can_enable_renew: nothing', { renew: false, actions: {} }, []],
    ['renewing without purchases: Disable subscription', {}, ['disable']],
    [
      'renewing, stop needs can_disable_renew or can_unsubscribe',
      { actions: { can_unsubscribe: true } },
      ['disable'],
    ],
    ['renewing without either action: nothing', { actions: {} }, []],
    ['future packet: cancel', { status: 'future' }, ['cancel']],
    ['active with purchases and change action: Change', { hasPurchases: true }, ['change']],
    [
      'active with purchases, no can_change_period: nothing',
      { hasPurchases: true, actions: { can_disable_renew: true } },
      [],
    ],
    ['no packet: Enable subscription', { status: 'none', actions: { can_subscribe: true } }, ['enable']],
    [
      'no packet the server will not sell: nothing',
      { status: 'none', actions: { can_subscribe: false } },
      [],
    ],
    ['promo packet: no buttons', { isPromo: true }, []],
    ['packet with parent_name: no buttons', { parentName: 'Max' }, []],
  ])('%s', (_name, change, expected) => {
    expect(subscriptionButtons({ ...renewing, ...change })).toEqual(expected);
  });
});
