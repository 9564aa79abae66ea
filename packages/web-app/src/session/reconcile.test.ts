import { describe, expect, it } from 'vitest';
import type { AuthFacts } from './auth-plan';
import { reconcileStart, regionOf, type StartAnswers, sameAnswer } from './reconcile';

const NOW = 1_700_000_000_000;
const stored = { value: 'tok', setAt: NOW - 60 * 60_000, expiresAt: NOW + 60 * 60_000, error: false };
const facts = (over: Partial<AuthFacts> = {}): AuthFacts => ({
  autoAuthUrl: null,
  loggedOut: false,
  urlToken: null,
  cookieToken: null,
  stored,
  canReauthorize: true,
  guestAllowed: true,
  now: NOW,
  ...over,
});
const answers = (over: Partial<StartAnswers> = {}): StartAnswers => ({
  network: {
    id: 3,
    country: { code: 'GB', name: 'United Kingdom' },
    provider: { id: 1 },
    is_guest_allowed: true,
  },
  configuration: { catchup_blackout_mattress_url: 'https://cdn/m.mp4', min_search_chars: 1 },
  resources: { logo: 'a.svg' },
  ...over,
});

describe('reconciling a start made from stored answers with the fresh ones', () => {
  it('keeps everything when nothing changed (key order aside)', () => {
    const fresh = answers({
      configuration: { min_search_chars: 1, catchup_blackout_mattress_url: 'https://cdn/m.mp4' },
    });
    expect(reconcileStart(answers(), fresh, facts())).toEqual({ kind: 'same' });
  });

  it('a changed region restarts the player: the stream was granted for the old one', () => {
    const fresh = answers({ network: { ...answers().network, country: { code: 'DE', name: 'Germany' } } });
    expect(reconcileStart(answers(), fresh, facts())).toEqual({
      kind: 'update',
      restartPlayer: true,
      reasons: ['region'],
    });
    const otherNetwork = answers({ network: { ...answers().network, id: 4 } });
    expect(reconcileStart(answers(), otherNetwork, facts())).toMatchObject({ restartPlayer: true });
  });

  it('a new configuration restarts the player; new resources alone do not', () => {
    const config = answers({ configuration: { catchup_blackout_mattress_url: 'https://cdn/new.mp4' } });
    expect(reconcileStart(answers(), config, facts())).toEqual({
      kind: 'update',
      restartPlayer: true,
      reasons: ['configuration'],
    });
    const resources = answers({ resources: { logo: 'b.svg' } });
    expect(reconcileStart(answers(), resources, facts())).toEqual({
      kind: 'update',
      restartPlayer: false,
      reasons: ['resources'],
    });
    // Another field of the network (not where the visitor is): the screens take it, nothing restarts.
    const promo = answers({ network: { ...answers().network, promo_days: 7 } });
    expect(reconcileStart(answers(), promo, facts())).toEqual({
      kind: 'update',
      restartPlayer: false,
      reasons: [],
    });
  });

  it('runs the start again when the fresh network signs the visitor in another way', () => {
    expect(reconcileStart(answers(), answers(), facts({ autoAuthUrl: 'https://op/auto' }))).toEqual({
      kind: 'restart-session',
      plan: 'auto-auth',
    });
    expect(reconcileStart(answers(), answers(), facts({ stored: { ...stored, error: true } }))).toEqual({
      kind: 'restart-session',
      plan: 'reauthorize-device',
    });
  });

  it('the region is country, network and provider; answers compare structurally', () => {
    expect(regionOf({ country: 'GB' })).toBe(regionOf({ country: { code: 'GB' } }));
    expect(regionOf({ country: 'GB', provider: { id: 2 } })).not.toBe(regionOf({ country: 'GB' }));
    expect(sameAnswer({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameAnswer({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameAnswer({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameAnswer([], {})).toBe(false);
  });
});
