import { describe, expect, it } from 'vitest';
import { supportDetails, supportMailto } from './support-mail';

const facts = {
  ip: '10.0.0.1',
  phone: '79990001122',
  subscriptions: ['Base', 'Cinema+'],
  os: 'Linux',
  browser: 'Chrome',
  country: 'RU',
  timezone: 'Europe/Moscow',
  provider: 'OnAir Demo',
  account: 42,
};

describe('000 §9 support-mail prefill', () => {
  it('writes IP, phone, subscriptions, OS, browser, country, time zone, provider and account', () => {
    expect(supportDetails(facts)).toBe(
      [
        'IP: 10.0.0.1',
        'Phone: 79990001122',
        'Subscriptions: Base, Cinema+',
        'OS: Linux',
        'Browser: Chrome',
        'Country: RU',
        'Time zone: Europe/Moscow',
        'Provider: OnAir Demo',
        'Account: 42',
      ].join('\n'),
    );
  });
  it('leaves out what is not known', () => {
    expect(supportDetails({ ...facts, phone: null, subscriptions: [], account: null })).not.toMatch(
      /Phone|Subscriptions|Account/,
    );
  });
  it('is a mailto: link with the subject and body encoded', () => {
    const href = supportMailto('help@op.test', 'Вопрос & ответ', facts);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@op.test');
    expect(url.searchParams.get('subject')).toBe('Вопрос & ответ');
    expect(url.searchParams.get('body')).toContain('Subscriptions: Base, Cinema+');
  });
});
