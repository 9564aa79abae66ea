import { afterEach, describe, expect, it } from 'vitest';
import {
  agreementCallback,
  clearAgreementCallback,
  isRead,
  normaliseAgreementText,
  setAgreementCallback,
} from './agreement-callback';

afterEach(() => clearAgreementCallback());

describe('agreement text and callback (000 §2)', () => {
  it.each([
    ['a\r\nb', 'a\nb'],
    ['a\n\n\nb', 'a\n\n\nb'],
    ['a\n\n\n\n\n\nb', 'a\n\n\nb'],
    ['a\r\n\r\n \r\n\r\n\r\nb', 'a\n\n\nb'],
    ['\n\ntext\n', 'text'],
  ])('%j → %j (3+ blank lines become 2)', (input, expected) => {
    expect(normaliseAgreementText(input)).toBe(expected);
  });

  it.each([
    [{ scrollTop: 0, clientHeight: 500, scrollHeight: 2000 }, false],
    [{ scrollTop: 1399, clientHeight: 500, scrollHeight: 2000 }, false],
    [{ scrollTop: 1400, clientHeight: 500, scrollHeight: 2000 }, true],
    [{ scrollTop: 0, clientHeight: 500, scrollHeight: 450 }, true],
  ])('read within 100 px of the end: %j → %s', (el, read) => {
    expect(isRead(el)).toBe(read);
  });

  it('keeps a same-site continuation only', () => {
    setAgreementCallback({ agreementId: 1, url: '/t', title: 'T', continueTo: '/packets/102?action=buy' });
    expect(agreementCallback()?.continueTo).toBe('/packets/102?action=buy');
    setAgreementCallback({ agreementId: 1, url: '/t', title: 'T', continueTo: '//evil.example' });
    expect(agreementCallback()).toBeNull();
  });
});
