import { emailError, validateInfo } from './info-form';

describe('emailError (000 §5)', () => {
  it.each([
    ['', 'error_required'],
    ['   ', 'error_required'],
    ['ivan@пример.рф', 'error_email_cyrillic'],
    ['иван@example.com', 'error_email_cyrillic'],
    ['ivan@xn--e1afmkfd.xn--p1ai', 'error_email_punycode'],
    ['ivan@mail.XN--P1AI', 'error_email_punycode'],
    ['xn--ivan@example.com', 'error_email_punycode'],
    ['ivan@example', 'error_email_invalid'],
    ['ivan example.com', 'error_email_invalid'],
    ['ivan@-bad.com', 'error_email_invalid'],
    ['ivan.petrov+tv@example.co.uk', undefined],
    [' ivan@example.com ', undefined],
    ['x@ab-xn--c.com', undefined],
  ])('%j → %s', (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });
});

describe('validateInfo', () => {
  it('requires a name and a valid e-mail', () => {
    expect(validateInfo({ first_name: ' ', email: 'a@b.co' })).toEqual({ first_name: 'error_required' });
    expect(validateInfo({ first_name: 'Ivan', email: 'a@b.co' })).toEqual({});
    expect(validateInfo({ first_name: '', email: '' })).toEqual({
      first_name: 'error_required',
      email: 'error_required',
    });
  });
});
