import { accountInitial, accountName } from './account-label';

describe('accountName', () => {
  it.each([
    [null, ''],
    [{ first_name: 'Анна', username: 'anna', phone: '79001234567' }, 'Анна'],
    [{ first_name: '  ', username: 'anna' }, 'anna'],
    [{ username: '79001234567', phone: '79001234567' }, '+79001234567'],
    [{ username: '+79001234567' }, '+79001234567'],
    [{ phone: '79001234567' }, '+79001234567'],
    [{ username: 'user42' }, 'user42'],
    [{ first_name: '79001234567', username: '79001234567' }, '+79001234567'],
  ])('%j → %j', (user, name) => {
    expect(accountName(user)).toBe(name);
  });
});

describe('accountInitial', () => {
  it.each([
    [null, '?'],
    [{ first_name: 'анна' }, 'А'],
    [{ phone: '79001234567' }, '7'],
    [{ username: 'bob' }, 'B'],
  ])('%j → %j', (user, initial) => {
    expect(accountInitial(user)).toBe(initial);
  });
});
