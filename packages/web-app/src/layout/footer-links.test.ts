import type { Network } from '../api/schemas';
import {
  ABOUT_LINKS,
  DEVICE_LINKS,
  footerEnd,
  footerLinks,
  telegramLink,
  telHref,
  whatsappLink,
} from './footer-links';

describe('footerLinks', () => {
  it('takes the agreement, privacy and support contacts the network names', () => {
    const network = {
      agreement: 'https://op.example/agreement.html',
      privacy: 'https://op.example/privacy.html',
      provider: {
        landing: {
          support: {
            email: 'help@op.example',
            phone: '+7 000 000-00-00',
            url: 'https://op.example/',
            whatsapp: '+7 (700) 123-45-67',
            telegram: '@op_support',
          },
        },
      },
    } as Network;
    expect(footerLinks(network)).toEqual({
      agreement: 'https://op.example/agreement.html',
      privacy: 'https://op.example/privacy.html',
      support: {
        email: 'help@op.example',
        phone: '+7 000 000-00-00',
        url: 'https://op.example/',
        whatsapp: 'https://wa.me/77001234567',
        telegram: 'https://t.me/op_support',
      },
    });
  });

  it('leaves out what is missing or not a usable link', () => {
    const network = {
      agreement: 'javascript:alert(1)',
      provider: {
        landing: {
          support: {
            email: 'not an email',
            phone: '  ',
            url: 42,
            whatsapp: 'call us',
            telegram: 'javascript:x',
          },
        },
      },
    } as unknown as Network;
    const none = { email: null, phone: null, url: null, whatsapp: null, telegram: null };
    expect(footerLinks(network)).toEqual({ agreement: null, privacy: null, support: none });
    expect(footerLinks(null).support).toEqual(none);
  });

  it('dials only digits and the plus', () => {
    expect(telHref('+7 (000) 000-00-00')).toBe('tel:+70000000000');
  });
});

describe('the messenger links (001 §2 Footer: WhatsApp or Telegram)', () => {
  it('keep an operator link as it is', () => {
    expect(whatsappLink('https://wa.me/77001234567')).toBe('https://wa.me/77001234567');
    expect(telegramLink('https://t.me/op_support')).toBe('https://t.me/op_support');
  });

  it('turn a number into a WhatsApp chat and a username into a Telegram link', () => {
    expect(whatsappLink('+998 90 123 45 67')).toBe('https://wa.me/998901234567');
    expect(telegramLink('op_support')).toBe('https://t.me/op_support');
  });

  it('refuse what is neither', () => {
    expect(whatsappLink('123')).toBeNull();
    expect(whatsappLink('ask for Anna')).toBeNull();
    expect(telegramLink('@ab')).toBeNull();
    expect(telegramLink('@bad name')).toBeNull();
    expect(telegramLink(7)).toBeNull();
  });
});

describe('footerEnd (001 §2 Footer "devices or language switch")', () => {
  it('switches languages when there are two or more, else shows the devices', () => {
    expect(footerEnd(['ru', 'en'])).toBe('languages');
    expect(footerEnd(['ru'])).toBe('devices');
    expect(footerEnd([])).toBe('devices');
  });
});

describe('ABOUT_LINKS', () => {
  it('point at routes the app has', async () => {
    const { engagementRoutes } = await import('../engagement/routes');
    const paths = new Set(engagementRoutes.map((r) => `/${r.path}`));
    for (const link of [...ABOUT_LINKS, ...DEVICE_LINKS]) expect(paths.has(link.to)).toBe(true);
  });
});
