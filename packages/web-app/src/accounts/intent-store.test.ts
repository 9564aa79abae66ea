import { dropBuyIntent, keepAfterSignIn, peekAfterSignIn, takeAfterSignIn } from './intent-store';

describe('the after-sign-in intent in this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept, peeked without consuming, and taken once', () => {
    keepAfterSignIn('buy', '/contents/film-101', 1_000);
    expect(peekAfterSignIn()).toEqual({ kind: 'buy', to: '/contents/film-101', savedAt: 1_000 });
    expect(takeAfterSignIn()).toEqual({ kind: 'buy', to: '/contents/film-101', savedAt: 1_000 });
    expect(takeAfterSignIn()).toBeNull();
  });

  it('keeps the modal of an authAfterModal intent', () => {
    keepAfterSignIn('modal', '/channels/all/1', 5, 'pincode');
    expect(takeAfterSignIn()).toEqual({ kind: 'modal', to: '/channels/all/1', savedAt: 5, modal: 'pincode' });
  });

  it('drops a purchase waiting for sign-in (001 §4 "Clear authAfterBuy") and keeps any other intent', () => {
    keepAfterSignIn('buy', '/contents/film-101', 1_000);
    dropBuyIntent();
    expect(peekAfterSignIn()).toBeNull();
    keepAfterSignIn('page', '/lk', 2_000);
    dropBuyIntent();
    expect(peekAfterSignIn()).toEqual({ kind: 'page', to: '/lk', savedAt: 2_000 });
  });

  it('ignores a tampered value', () => {
    sessionStorage.setItem('onair.after_sign_in', JSON.stringify({ kind: 'page', to: '//evil', savedAt: 1 }));
    expect(takeAfterSignIn()).toBeNull();
    sessionStorage.setItem('onair.after_sign_in', '{');
    expect(takeAfterSignIn()).toBeNull();
  });
});
