import { describe, expect, it } from 'vitest';
import { cardConfirm, choosePaysystem, moneyRoute, offerPayform, offerRoute } from './pay-route';

const card = { id: 7, is_primary: true };
const other = { id: 8, is_primary: false };
const ps = (shortname: string, id = 1, name = shortname) => ({ id, name, shortname });

describe('card confirm', () => {
  it('shows the card modal for the primary card', () => {
    expect(cardConfirm([other, card])).toEqual({ route: 'card_modal', cardId: 7 });
  });
  it('goes to the provider page without a primary card', () => {
    expect(cardConfirm([other])).toEqual({ route: 'redirect' });
    expect(cardConfirm([])).toEqual({ route: 'redirect' });
  });
});

describe('buy process with too little money', () => {
  it.each([
    ['phone_sms', 'phone_confirm'],
    ['phone', 'phone'],
    ['qrcode', 'qr'],
    ['qrcode_png', 'qr'],
    ['info', 'info'],
  ])('%s → %s', (shortname, route) => {
    expect(moneyRoute(ps(shortname), [card]).route).toBe(route);
  });
  it('any other paysystem, or none, goes to the card confirm', () => {
    expect(moneyRoute(ps('short_url'), [card])).toEqual({ route: 'card_modal', cardId: 7 });
    expect(moneyRoute(null, [])).toEqual({ route: 'redirect' });
  });
});

describe('offer process', () => {
  const offer = { hasMoneyOnBalance: false, purchases: 1 };
  it('confirms when the purchase has money on the balance', () => {
    expect(offerRoute({ ...offer, hasMoneyOnBalance: true }, ps('short_url'), [])).toEqual({
      route: 'confirm',
    });
  });
  it('says No purchases! for an empty offer', () => {
    expect(() => offerRoute({ ...offer, purchases: 0 }, ps('short_url'), [])).toThrow('No purchases!');
  });
  it.each([
    ['ext_app', 'offer_transaction'],
    ['short_url', 'offer_transaction'],
    ['qrcode', 'offer_transaction'],
    ['qrcode_png', 'offer_transaction'],
    ['provider_account', 'provider_account'],
    ['phone', 'phone'],
    ['phone_sms', 'phone_confirm'],
    ['info', 'info'],
  ])('%s → %s', (shortname, route) => {
    expect(offerRoute(offer, ps(shortname), []).route).toBe(route);
  });
  it('linkedcard opens the card confirm', () => {
    expect(offerRoute(offer, ps('linkedcard'), [card])).toEqual({ route: 'card_modal', cardId: 7 });
  });
  it('picks the paysystem matching shortname and name or id, else the first', () => {
    const list = [ps('short_url', 1, 'Cards'), ps('qrcode', 2, 'SBP'), ps('qrcode', 3, 'Other')];
    expect(choosePaysystem(list, { shortname: 'qrcode', name: 'Other' }).id).toBe(3);
    expect(choosePaysystem(list, { shortname: 'qrcode', id: 2 }).id).toBe(2);
    expect(choosePaysystem(list, { shortname: 'phone', id: 2 }).id).toBe(1);
  });
  it('a request by name alone (a partner link) matches any shortname; an id may come as text', () => {
    const list = [ps('short_url', 1, 'Cards'), ps('provider_account', 4, 'Bill')];
    expect(choosePaysystem(list, { name: 'Bill' }).id).toBe(4);
    expect(choosePaysystem(list, { id: '4' }).id).toBe(4);
    expect(choosePaysystem(list, { name: 'Nobody' }).id).toBe(1);
    expect(choosePaysystem(list, {}).id).toBe(1);
  });
});

describe('the payform an offer is paid with', () => {
  const forms = ['short_url', 'linkedcard'];
  it('a card paysystem charges the primary card when there is one (the card confirm)', () => {
    expect(offerPayform('short_url', forms, [other, card])).toBe('linkedcard');
    expect(offerRoute({ hasMoneyOnBalance: false, purchases: 1 }, ps('linkedcard'), [card])).toEqual({
      route: 'card_modal',
      cardId: 7,
    });
  });
  it('without a primary card, or for a paysystem that cannot charge one, its own payform', () => {
    expect(offerPayform('short_url', forms, [other])).toBe('short_url');
    expect(offerPayform('provider_account', ['provider_account'], [card])).toBe('provider_account');
    expect(offerRoute({ hasMoneyOnBalance: false, purchases: 1 }, ps('provider_account'), [card])).toEqual({
      route: 'provider_account',
    });
  });
});
