import { canClose, MODAL_IDS, modalFromHash, openingOf } from './modal-url';

describe('modals by hash (001 §2)', () => {
  it('reads known modal ids from the hash', () => {
    expect(modalFromHash('#message')).toBe('message');
    expect(modalFromHash('#auth')).toBe('auth');
    expect(modalFromHash('#tariffs')).toBeNull();
    expect(modalFromHash('')).toBeNull();
  });

  it('knows every one of the 26 ids of 001 §2, and 000 §2’s block_alma', () => {
    const spec =
      'message, quick_packets, auth, pay_qr, pay_card, pay_redirect, pay_iframe, pay_phone_sms, pay_transaction, pay_qr_kaspi, confirm, subscription, pincode, promocode, profiles, paysystems, refill, confirm_period, card, nofunds, packets_channels, parental, parental_set, parental_start, smarttv, push';
    const ids = [...spec.split(', '), 'block_alma'];
    expect(ids).toHaveLength(27);
    expect([...MODAL_IDS].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(modalFromHash(`#${id}`)).toBe(id);
  });

  it('blocks closing a modal opened with hideClose, wherever it is', () => {
    expect(canClose('pincode', false, '/channels', { hideClose: true })).toBe(false);
    expect(canClose('message', false, '/agreement', { hideClose: true })).toBe(false);
    expect(canClose('pincode', false, '/channels', {})).toBe(true);
    expect(openingOf({ hideClose: true })).toEqual({ hideClose: true });
    expect([openingOf(null), openingOf({ hideClose: 'yes' }), openingOf('x')]).toEqual([{}, {}, {}]);
  });

  it('keeps a back target only when it is a path of this app (001 §2 "a modal can define a back target")', () => {
    expect(openingOf({ back: '/channels' })).toEqual({ back: '/channels' });
    expect([openingOf({ back: '//evil.example' }), openingOf({ back: 'https://evil.example' })]).toEqual([
      {},
      {},
    ]);
  });

  it('keeps the auth modal open while auth is mandatory, except on legal pages', () => {
    expect(canClose('auth', true, '/channels')).toBe(false);
    expect(canClose('auth', true, '/agreement')).toBe(true);
    expect(canClose('auth', false, '/channels')).toBe(true);
    expect(canClose('message', true, '/channels')).toBe(true);
  });
});
