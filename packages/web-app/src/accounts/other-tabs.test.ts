import { tokenFromOtherTab, tokenValueOf, watchOtherTabs } from './other-tabs';

const stored = (value: string) => JSON.stringify({ value, setAt: 1, expiresAt: 2, error: false });

describe('tokenFromOtherTab', () => {
  it.each([
    ['another tab signed in', { key: 'onair.token', newValue: stored('user-t') }, 'guest-t', 'user-t'],
    ['the same token again', { key: 'onair.token', newValue: stored('guest-t') }, 'guest-t', null],
    ['a removal is waited out', { key: 'onair.token', newValue: null }, 'user-t', null],
    ['another key', { key: 'onair.language', newValue: 'ru' }, 'guest-t', null],
    ['storage cleared (key null)', { key: null, newValue: null }, 'guest-t', null],
    ['garbage', { key: 'onair.token', newValue: '{' }, 'guest-t', null],
    ['no session here yet', { key: 'onair.token', newValue: stored('user-t') }, null, 'user-t'],
  ])('%s', (_name, event, current, out) => {
    expect(tokenFromOtherTab(event, 'onair.token', current)).toBe(out);
  });
});

describe('tokenValueOf', () => {
  it.each([
    [null, null],
    ['', null],
    ['"x"', null],
    ['{"value":""}', null],
    ['{"value":5}', null],
    [stored('abc'), 'abc'],
  ])('%j → %j', (raw, value) => {
    expect(tokenValueOf(raw)).toBe(value);
  });
});

describe('watchOtherTabs', () => {
  it('adopts a new token and stops listening once aborted', () => {
    const target = new EventTarget() as unknown as Window;
    const adopted: string[] = [];
    const controller = new AbortController();
    watchOtherTabs(
      target,
      'onair.token',
      () => 'guest-t',
      (t) => adopted.push(t),
      controller.signal,
    );
    const fire = (value: string) =>
      target.dispatchEvent(
        Object.assign(new Event('storage'), { key: 'onair.token', newValue: stored(value) }),
      );
    fire('user-t');
    controller.abort();
    fire('later-t');
    expect(adopted).toEqual(['user-t']);
  });
});
