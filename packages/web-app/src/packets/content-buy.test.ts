import { describe, expect, it } from 'vitest';
import { contentBuyTarget } from './content-buy';

describe('contentBuyTarget (001 §4 watch-button buy paths)', () => {
  it.each([
    [
      'show_options → quick packets',
      { show_options: true, button_data: { packet_id: 101 } },
      { kind: 'quick_packets' },
    ],
    [
      'button_data → that packet',
      { show_options: false, button_data: { packet_id: 101 } },
      { kind: 'packet', packetId: 101 },
    ],
    ['string id', { button_data: { packet_id: '102' } }, { kind: 'packet', packetId: 102 }],
    ['nothing to buy', { button_data: { packet_id: 'x' } }, { kind: 'none' }],
    ['no button', undefined, { kind: 'none' }],
  ])('%s', (_name, button, expected) => {
    expect(contentBuyTarget(button)).toEqual(expected);
  });
});
