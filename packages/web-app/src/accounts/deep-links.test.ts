import { deepLinkOf } from './deep-links';

describe('deepLinkOf (000 §2 Deep links)', () => {
  it.each([
    ['', null],
    ['?lang=ru', null],
    ['?content=film-101', { to: '/contents/film-101', param: 'content' }],
    ['?channel=5', { to: '/channels/all/5', param: 'channel' }],
    ['?channels=first-hd', { to: '/channels/all/first-hd', param: 'channels' }],
    ['?promo_key=SPRING', { to: '/promo?code=SPRING', param: 'promo_key' }],
    ['?setting=devices', { to: '/settings/devices', param: 'setting' }],
    ['?settings=account', { to: '/settings/account', param: 'settings' }],
    ['?row=12', { to: '/row/12', param: 'row' }],
    ['?rowset=3', { to: '/rowset/3', param: 'rowset' }],
    ['?packet=7', { to: '/packets/7', param: 'packet' }],
    ['?packets=7', { to: '/packets/7', param: 'packets' }],
    ['?content=a%2F..%2Fb', { to: '/contents/a%2F..%2Fb', param: 'content' }],
    ['?content=%20', null],
  ])('%j → %j', (search, link) => {
    expect(deepLinkOf(search)).toEqual(link);
  });
});
