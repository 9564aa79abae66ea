import { describe, expect, it } from 'vitest';
import type { Network } from '../api/schemas';
import { accountLink, promoCodesEnabled, supportContacts } from './account-menu-rules';

const partner: Network = { lk_link: { label: 'My bank account', url: 'https://bank.example/tv' } };

describe('the profile dropdown’s rules (001 §2)', () => {
  it('links a partner’s own account page in a browser, the app’s subscriptions in a web view', () => {
    expect(accountLink(partner, false)).toEqual({
      kind: 'external',
      url: 'https://bank.example/tv',
      label: 'My bank account',
    });
    expect(accountLink(partner, true)).toEqual({ kind: 'internal', to: '/lk' });
    expect(accountLink({ lk_link: null }, false)).toEqual({ kind: 'internal', to: '/lk' });
    // Only an https page with a label is a partner link.
    expect(accountLink({ lk_link: { label: 'x', url: 'javascript:alert(1)' } }, false).kind).toBe('internal');
    expect(accountLink({ lk_link: { url: 'https://bank.example' } }, false).kind).toBe('internal');
  });

  it('offers support only when the provider has an e-mail or a phone', () => {
    const withSupport = (support: Record<string, unknown>) =>
      ({ provider: { landing: { support } } }) as unknown as Network;
    expect(supportContacts(withSupport({ email: 'help@tv.example' }))?.email).toBe('help@tv.example');
    expect(supportContacts(withSupport({ phone: '+7 800 000 00 00' }))?.phone).toBe('+7 800 000 00 00');
    expect(supportContacts(withSupport({ url: 'https://tv.example/help' }))).toBeNull();
    expect(supportContacts(null)).toBeNull();
  });

  it('shows promo codes unless the operator turned them off', () => {
    expect(promoCodesEnabled({ provider: { id: 1 } })).toBe(true);
    expect(promoCodesEnabled(null)).toBe(true);
    expect(promoCodesEnabled({ provider: { id: 1, is_promo_enabled: false } })).toBe(false);
  });
});
