import type { Network } from '../api/schemas';
import { ABOUT_LINKS, footerLinks, telHref } from './footer-links';

describe('footerLinks', () => {
  it('takes the agreement, privacy and support contacts the network names', () => {
    const network = {
      agreement: 'https://op.example/agreement.html',
      privacy: 'https://op.example/privacy.html',
      provider: {
        landing: {
          support: { email: 'help@op.example', phone: '+7 000 000-00-00', url: 'https://op.example/' },
        },
      },
    } as Network;
    expect(footerLinks(network)).toEqual({
      agreement: 'https://op.example/agreement.html',
      privacy: 'https://op.example/privacy.html',
      support: { email: 'help@op.example', phone: '+7 000 000-00-00', url: 'https://op.example/' },
    });
  });

  it('leaves out what is missing or not a usable link', () => {
    const network = {
      agreement: 'javascript:alert(1)',
      provider: { landing: { support: { email: 'not an email', phone: '  ', url: 42 } } },
    } as unknown as Network;
    expect(footerLinks(network)).toEqual({
      agreement: null,
      privacy: null,
      support: { email: null, phone: null, url: null },
    });
    expect(footerLinks(null).support).toEqual({ email: null, phone: null, url: null });
  });

  it('dials only digits and the plus', () => {
    expect(telHref('+7 (000) 000-00-00')).toBe('tel:+70000000000');
  });
});

describe('ABOUT_LINKS', () => {
  it('point at routes the app has', async () => {
    const { engagementRoutes } = await import('../engagement/routes');
    const paths = new Set(engagementRoutes.map((r) => `/${r.path}`));
    for (const link of ABOUT_LINKS) expect(paths.has(link.to)).toBe(true);
  });
});
