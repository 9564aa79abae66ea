import { canLogOut } from './menu-policy';

describe('canLogOut (000 §6 partner rules)', () => {
  it.each([
    [{ hide_logout: true }, false],
    [{ hide_logout: false }, true],
    [{ hide_logout: 'yes' }, true],
    [{ id: 8 }, true],
    [null, true],
  ])('%j → %s', (provider, expected) => {
    expect(canLogOut(provider)).toBe(expected);
  });
});
