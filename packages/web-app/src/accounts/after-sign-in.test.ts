import {
  AFTER_SIGN_IN_MAX_AGE_MS,
  afterSignIn,
  afterSkip,
  parseAfterSignIn,
  sitePath,
} from './after-sign-in';

const now = 10_000_000;
const saved = (kind: 'page' | 'modal' | 'buy', to: string, extra: object = {}) => ({
  kind,
  to,
  savedAt: now - 1_000,
  ...extra,
});

describe('sitePath refuses anything that leaves the site', () => {
  it.each([
    ['/contents/film-101', '/contents/film-101'],
    ['/packets/3?action=buy#x', '/packets/3?action=buy#x'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['contents/1', null],
    ['/a\nb', null],
  ])('%j → %j', (to, out) => {
    expect(sitePath(to)).toBe(out);
  });
});

describe('afterSignIn (000 §4 After-login redirects)', () => {
  it.each([
    [
      'no intent: stay on the page, auth closed',
      null,
      '/channels#auth',
      { to: '/channels', resumeBuy: false },
    ],
    ['authAfterPage', saved('page', '/lk'), '/#auth', { to: '/lk', resumeBuy: false }],
    [
      'authAfterPage keeps query and hash',
      saved('page', '/promo?code=ABC'),
      '/',
      { to: '/promo?code=ABC', resumeBuy: false },
    ],
    [
      'authAfterModal reopens the modal on its page',
      saved('modal', '/channels/all/1', { modal: 'pincode' }),
      '/#auth',
      { to: '/channels/all/1#pincode', resumeBuy: false },
    ],
    [
      'authAfterModal never reopens auth itself',
      saved('modal', '/x', { modal: 'auth' }),
      '/',
      { to: '/x', resumeBuy: false },
    ],
    [
      'authAfterBuy returns to the content and restarts the purchase',
      saved('buy', '/contents/film-101#auth'),
      '/contents/film-101#auth',
      { to: '/contents/film-101', resumeBuy: true },
    ],
    [
      'a stale intent is dropped',
      { kind: 'page' as const, to: '/lk', savedAt: now - AFTER_SIGN_IN_MAX_AGE_MS - 1 },
      '/channels#auth',
      { to: '/channels', resumeBuy: false },
    ],
    [
      'an intent from the future (clock changed) is dropped',
      { kind: 'page' as const, to: '/lk', savedAt: now + 60_000 },
      '/#auth',
      { to: '/', resumeBuy: false },
    ],
    [
      'a foreign target is refused',
      saved('page', '//evil.example/'),
      '/channels',
      { to: '/channels', resumeBuy: false },
    ],
  ])('%s', (_name, intent, here, step) => {
    expect(afterSignIn(intent, here, now)).toEqual(step);
  });
});

describe('afterSkip (000 §2 Welcome: saved redirect, default /)', () => {
  it.each([
    [null, '/'],
    [saved('page', '/contents/1#auth'), '/contents/1'],
    [{ kind: 'page' as const, to: '/lk', savedAt: now - AFTER_SIGN_IN_MAX_AGE_MS - 1 }, '/'],
    [saved('page', '//evil.example'), '/'],
  ])('%j → %s', (intent, to) => {
    expect(afterSkip(intent, now)).toBe(to);
  });
});

describe('parseAfterSignIn', () => {
  it.each([
    [null, null],
    ['x', null],
    [{ kind: 'other', to: '/', savedAt: 1 }, null],
    [{ kind: 'page', to: 'https://x', savedAt: 1 }, null],
    [{ kind: 'page', to: '/', savedAt: '1' }, null],
    [
      { kind: 'page', to: '/a', savedAt: 1 },
      { kind: 'page', to: '/a', savedAt: 1 },
    ],
    [
      { kind: 'modal', to: '/a', savedAt: 1, modal: 'pincode' },
      { kind: 'modal', to: '/a', savedAt: 1, modal: 'pincode' },
    ],
    [
      { kind: 'modal', to: '/a', savedAt: 1, modal: '"><x' },
      { kind: 'modal', to: '/a', savedAt: 1 },
    ],
  ])('%j → %j', (raw, intent) => {
    expect(parseAfterSignIn(raw)).toEqual(intent);
  });
});
