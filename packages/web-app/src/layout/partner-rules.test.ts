import { describe, expect, it } from 'vitest';
import type { Network } from '../api/schemas';
import { appRedirectScreens, logoLink, partnerAuthUrl, partnerMenuLinks } from './partner-rules';

const net = (provider: Record<string, unknown>) => ({ provider }) as Network;

describe('partner and white-label rules (001 §2, §4, §6)', () => {
  it('links the logo to the start page by its slug, a partner site or a page the provider names', () => {
    expect(logoLink(net({ id: 1 }), 'glavnaya')).toEqual({ kind: 'internal', to: '/glavnaya' });
    expect(logoLink(null, null)).toEqual({ kind: 'internal', to: '/' });
    expect(logoLink(net({ logo_link: 'https://partner.example/' }), 'main')).toEqual({
      kind: 'external',
      url: 'https://partner.example/',
    });
    expect(logoLink(net({ logo_link: '/provider/globalalania' }), 'main')).toEqual({
      kind: 'internal',
      to: '/provider/globalalania',
    });
    // Neither a script nor another host through a protocol-relative path.
    expect(logoLink(net({ logo_link: 'javascript:alert(1)' }), 'main')).toEqual({
      kind: 'internal',
      to: '/main',
    });
    expect(logoLink(net({ logo_link: '//evil.example' }), 'main')).toEqual({ kind: 'internal', to: '/main' });
  });

  it('takes the partner’s extra menu links, https and titled only', () => {
    expect(
      partnerMenuLinks(
        net({
          menu_links: [
            { title: 'Bank', url: 'https://bank.example/' },
            { title: 'Bad', url: 'http://plain.example/' },
            { url: 'https://untitled.example/' },
            'junk',
          ],
        }),
      ),
    ).toEqual([{ title: 'Bank', url: 'https://bank.example/' }]);
    expect(partnerMenuLinks(net({}))).toEqual([]);
  });

  it('sends the sign-in to a partner’s site, and knows its two-screen app redirect', () => {
    expect(partnerAuthUrl(net({ auth_url: 'https://bank.example/login' }))).toBe(
      'https://bank.example/login',
    );
    expect(partnerAuthUrl(net({ auth_url: 'http://bank.example/login' }))).toBeNull();
    expect([appRedirectScreens(net({ app_redirect_screens: 2 })), appRedirectScreens(net({}))]).toEqual([
      2, 1,
    ]);
  });
});
