import { describe, expect, it } from 'vitest';
import { eligiblePrompts, type ViewerFacts } from './prompt-eligibility';

const viewer = (over: Partial<ViewerFacts> = {}): ViewerFacts => ({
  signedIn: false,
  guest: true,
  hasEmail: false,
  promoDays: 0,
  onChannelMs: null,
  sinceStartMs: 0,
  installOffered: false,
  desktop: true,
  standalone: false,
  webView: false,
  miniApp: false,
  partner: null,
  permission: 'denied',
  unsubscribed: false,
  surveyAnswered: false,
  ...over,
});
const kinds = (over: Partial<ViewerFacts>) => [...eligiblePrompts(viewer(over))].sort();

describe('which prompts apply (001 §2, §5, §9)', () => {
  it('lets the first page be seen before asking for notifications: 10 s into the visit', () => {
    expect(kinds({ permission: 'default', sinceStartMs: 9_999 })).toEqual([]);
    expect(kinds({ permission: 'default', sinceStartMs: 10_000 })).toEqual(['permission']);
  });

  it('asks a signed-in viewer for an e-mail, and for the survey after a cancelled subscription', () => {
    expect(kinds({ signedIn: true, guest: false })).toEqual(['email']);
    expect(kinds({ signedIn: true, guest: false, hasEmail: true, unsubscribed: true })).toEqual([
      'survey_unsubscribe',
    ]);
    expect(
      kinds({ signedIn: true, guest: false, hasEmail: true, unsubscribed: true, surveyAnswered: true }),
    ).toEqual([]);
    expect(kinds({ unsubscribed: true }), 'a guest has no e-mail form or survey').toEqual([]);
  });

  it('offers a guest to register after 5 s on a channel page when there are promo days', () => {
    expect(kinds({ promoDays: 14, onChannelMs: 4999 })).toEqual([]);
    expect(kinds({ promoDays: 14, onChannelMs: 5000 })).toEqual(['register']);
    expect(kinds({ promoDays: 0, onChannelMs: 9000 })).toEqual([]);
  });

  it('offers installation only on a desktop browser that offered it, outside web views and standalone', () => {
    expect(kinds({ installOffered: true })).toEqual(['install']);
    expect(kinds({ installOffered: true, desktop: false })).toEqual([]);
    expect(kinds({ installOffered: true, standalone: true })).toEqual([]);
    expect(kinds({ installOffered: true, webView: true })).toEqual([]);
    expect(kinds({ installOffered: true, miniApp: true })).toEqual([]);
    expect(kinds({ installOffered: true, partner: 'almatv' })).toEqual(['almatv_install']);
    expect(kinds({ installOffered: true, partner: 'freedommedia', sinceStartMs: 119_999 })).toEqual([]);
    expect(kinds({ installOffered: true, partner: 'freedommedia', sinceStartMs: 120_000 })).toEqual([
      'freedommedia_install',
    ]);
  });

  it('asks for notification permission only while the browser can still ask', () => {
    const settled = { sinceStartMs: 10_000 };
    expect(kinds({ ...settled, permission: 'default' })).toEqual(['permission']);
    expect(kinds({ ...settled, permission: 'granted' })).toEqual([]);
    expect(kinds({ ...settled, permission: 'unsupported' })).toEqual([]);
    expect(kinds({ ...settled, permission: 'default', webView: true })).toEqual([]);
  });

  it('never offers the partners’ freedommedia_promo and galam_poll2 (decision "Two partner prompts are listed, never shown")', () => {
    for (const partner of [null, 'freedommedia', 'galam', 'almatv']) {
      const all = kinds({
        partner,
        signedIn: true,
        guest: false,
        installOffered: true,
        sinceStartMs: 10 * 60_000,
        permission: 'default',
        unsubscribed: true,
      });
      expect(all).not.toContain('freedommedia_promo');
      expect(all).not.toContain('galam_poll2');
    }
  });
});
