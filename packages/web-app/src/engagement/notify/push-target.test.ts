import { describe, expect, it } from 'vitest';
import { pushAction, pushTarget } from './push-target';

describe('push destinations (001 §2 Push modal)', () => {
  it('maps every destination type to its route', () => {
    expect(pushTarget({ type: 'content', slug: 'night-train-12' })).toBe('/contents/night-train-12');
    expect(pushTarget({ type: 'content', id: 12 })).toBe('/contents/12');
    expect(pushTarget({ type: 'channel', id: 3 })).toBe('/channels/all/3');
    expect(pushTarget({ type: 'promo_key', code: 'NEWYEAR' })).toBe('/promo?code=NEWYEAR');
    expect(pushTarget({ type: 'promo_key', id: 7 })).toBe('/promo?code=7');
    expect(pushTarget({ type: 'setting' })).toBe('/lk');
    expect(pushTarget({ type: 'settings' })).toBe('/lk');
    expect(pushTarget({ type: 'row', slug: 'new films' })).toBe('/row/new%20films');
    expect(pushTarget({ type: 'rowset', id: 4 })).toBe('/rowset/4');
    expect(pushTarget({ type: 'packet', id: 2 })).toBe('/packets/2');
    expect(pushTarget({ type: 'packets' })).toBe('/packets');
  });

  it('has no route for an unknown type or a content without id', () => {
    expect(pushTarget({ type: 'elsewhere', id: 1 })).toBeNull();
    expect(pushTarget({ type: 'content' })).toBeNull();
  });

  it('sends a viewer who is neither signed in nor a guest to sign in first, keeping the target', () => {
    expect(pushAction('/lk', { signedIn: false, guest: false })).toEqual({ kind: 'sign-in', after: '/lk' });
    expect(pushAction('/lk', { signedIn: false, guest: true })).toEqual({ kind: 'go', to: '/lk' });
    expect(pushAction('/lk', { signedIn: true, guest: false })).toEqual({ kind: 'go', to: '/lk' });
  });
});
