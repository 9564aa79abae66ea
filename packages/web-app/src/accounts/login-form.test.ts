import { checkLoginForm, isHoneypotFilled } from './login-form';

describe('checkLoginForm (000 §5)', () => {
  it.each([
    [
      { login: 'anna', password: 'secret', name: '' },
      { kind: 'send', login: 'anna', password: 'secret' },
    ],
    [
      { login: '  anna ', password: ' secret ', name: '' },
      { kind: 'send', login: 'anna', password: ' secret ' },
    ],
    [
      { login: '', password: 'secret', name: '' },
      { kind: 'invalid', problems: { login: 'login_required' } },
    ],
    [
      { login: '   ', password: 'x', name: '' },
      { kind: 'invalid', problems: { login: 'login_required' } },
    ],
    [
      { login: 'anna', password: '', name: '' },
      { kind: 'invalid', problems: { password: 'password_required' } },
    ],
    [
      { login: '', password: '', name: '' },
      { kind: 'invalid', problems: { login: 'login_required', password: 'password_required' } },
    ],
    [{ login: 'anna', password: 'secret', name: 'bot' }, { kind: 'ignore' }],
    [{ login: '', password: '', name: 'bot' }, { kind: 'ignore' }],
  ])('%j → %j', (input, verdict) => {
    expect(checkLoginForm(input)).toEqual(verdict);
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['x', true],
  ])('%j → %s', (name, filled) => {
    expect(isHoneypotFilled(name)).toBe(filled);
  });
});
