import { describe, expect, it } from 'vitest';
import { markWelcomed, sendsToWelcome, wasWelcomed } from './welcome-entry';

const first = { entry: 'welcome', welcomed: false, signedIn: false, pathname: '/' };

describe('000 §2 / → /welcome on the welcome entry', () => {
  it('sends a first visitor of the welcome entry from / to /welcome', () => {
    expect(sendsToWelcome(first)).toBe(true);
  });
  it('not on another entry, another path, after choosing once, or when signed in', () => {
    expect(sendsToWelcome({ ...first, entry: null })).toBe(false);
    expect(sendsToWelcome({ ...first, entry: 'main' })).toBe(false);
    expect(sendsToWelcome({ ...first, pathname: '/channels' })).toBe(false);
    expect(sendsToWelcome({ ...first, welcomed: true })).toBe(false);
    expect(sendsToWelcome({ ...first, signedIn: true })).toBe(false);
  });
  it('remembers the choice in the store', () => {
    const map = new Map<string, string>();
    const store = {
      get: (k: string) => map.get(k) ?? null,
      set: (k: string, v: string) => void map.set(k, v),
      remove: (k: string) => void map.delete(k),
    };
    expect(wasWelcomed(store)).toBe(false);
    markWelcomed(store);
    expect(wasWelcomed(store)).toBe(true);
  });
});
