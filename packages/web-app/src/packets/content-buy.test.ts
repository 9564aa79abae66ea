import { describe, expect, it } from 'vitest';
import { contentBuyTarget } from './content-buy';

describe('contentBuyTarget (001 §4 watch-button buy paths)', () => {
  it.each([
    [
      'show_options → quick packets, whatever button_data says',
      { show_options: true, button_data: { packet_id: 101, purchase_type_id: 10400000 } },
      { kind: 'quick_packets' },
    ],
    [
      'button_data with a purchase type → an offer for it (the content itself)',
      { show_options: false, button_data: { purchase_type_id: 10400000 } },
      { kind: 'offer', purchaseTypeId: 10400000, libraryId: null, entityLicenseId: null },
    ],
    [
      'the library and licence travel with the offer',
      { button_data: { purchase_type_id: '10400000', library_id: 3, entity_license_id: '9' } },
      { kind: 'offer', purchaseTypeId: 10400000, libraryId: 3, entityLicenseId: 9 },
    ],
    [
      'button_data naming only a packet → that packet',
      { show_options: false, button_data: { packet_id: 101 } },
      { kind: 'packet', packetId: 101 },
    ],
    ['string id', { button_data: { packet_id: '102' } }, { kind: 'packet', packetId: 102 }],
    ['nothing to buy', { button_data: { packet_id: 'x', purchase_type_id: -1 } }, { kind: 'none' }],
    ['no button_data', { show_options: false }, { kind: 'none' }],
    ['no button', undefined, { kind: 'none' }],
  ])('%s', (_name, button, expected) => {
    expect(contentBuyTarget(button)).toEqual(expected);
  });
});
