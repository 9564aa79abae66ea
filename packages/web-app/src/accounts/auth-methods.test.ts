import { loginEntry, supportedMethods } from './auth-methods';

describe('supportedMethods', () => {
  it.each([
    [[], []],
    [
      ['phone', 'login'],
      ['phone', 'login'],
    ],
    [
      [{ type: 'phone' }, { type: 'password' }],
      ['phone', 'login'],
    ],
    [
      [{ name: 'SMS' }, { method: 'login_password' }],
      ['phone', 'login'],
    ],
    [['telegram', 'phone', 'phone'], ['phone']],
    [[null, 3, { id: 7 }], []],
  ])('%j → %j', (raw, methods) => {
    expect(supportedMethods(raw)).toEqual(methods);
  });
});

describe('loginEntry (000 §2 Welcome: fewer than 2 methods opens the modal)', () => {
  it.each([
    [[], { kind: 'modal', method: 'phone' }],
    [['login'], { kind: 'modal', method: 'login' }],
    [['phone'], { kind: 'modal', method: 'phone' }],
    [['phone', 'login'], { kind: 'list' }],
  ] as const)('%j → %j', (methods, entry) => {
    expect(loginEntry(methods)).toEqual(entry);
  });
});
