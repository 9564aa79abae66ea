import { offersSms, telegramLinkOf } from './telegram-code';

describe('the Telegram variant (000 §4)', () => {
  it('applies when the send methods say telegram first and a link exists', () => {
    expect(telegramLinkOf({ methods: ['telegram', 'sms'], link: 'https://t.me/onair_bot?start=1' })).toBe(
      'https://t.me/onair_bot?start=1',
    );
    expect(telegramLinkOf({ methods: ['sms', 'telegram'], link: 'https://t.me/onair_bot' })).toBeNull();
    expect(telegramLinkOf({ methods: ['telegram'], link: null })).toBeNull();
    expect(telegramLinkOf({ methods: ['telegram'] })).toBeNull();
    expect(telegramLinkOf(null)).toBeNull();
  });

  it('follows only an http(s) link', () => {
    expect(telegramLinkOf({ methods: ['telegram'], link: 'javascript:alert(1)' })).toBeNull();
    expect(telegramLinkOf({ methods: ['telegram'], link: 'not a url' })).toBeNull();
    expect(telegramLinkOf({ methods: ['telegram'], link: 'http://localhost:8787/demo-telegram' })).toBe(
      'http://localhost:8787/demo-telegram',
    );
  });

  it('offers SMS instead only when the operator lists it', () => {
    expect(offersSms({ methods: ['telegram', 'sms'] })).toBe(true);
    expect(offersSms({ methods: ['telegram'] })).toBe(false);
  });
});
