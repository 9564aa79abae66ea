import { describe, expect, it } from 'vitest';
import { choiceCloseDelay, leaveCloses, menuKey, openingChoice } from './menu-keys';

describe('menu keys', () => {
  it('moves round the choices with the arrows, wrapping at both ends', () => {
    expect(menuKey('ArrowDown', 0, 3)).toEqual({ type: 'focus', index: 1 });
    expect(menuKey('ArrowDown', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(menuKey('ArrowUp', 0, 3)).toEqual({ type: 'focus', index: 2 });
    // Focus on no choice (-1): down goes to the first.
    expect(menuKey('ArrowDown', -1, 3)).toEqual({ type: 'focus', index: 0 });
  });

  it('closes on Escape (focus back to the button) and on Tab (focus moves on)', () => {
    expect(menuKey('Escape', 1, 3)).toEqual({ type: 'close', refocus: true });
    expect(menuKey('Tab', 1, 3)).toEqual({ type: 'close', refocus: false });
    expect(menuKey('Enter', 1, 3)).toBeNull();
    expect(menuKey('ArrowDown', 0, 0)).toBeNull();
  });

  it('opens on the checked choice, else the first', () => {
    expect(openingChoice([{ checked: false }, { checked: true }])).toBe(1);
    expect(openingChoice([{ checked: false }, { checked: false }])).toBe(0);
    expect(openingChoice([])).toBe(0);
  });

  it('closes after a choice at once, on a touch screen after the 400 ms mobile settings delay (§9)', () => {
    expect(choiceCloseDelay(false)).toBe(0);
    expect(choiceCloseDelay(true)).toBe(400);
  });

  it('starts the 200 ms leave close for a mouse or pen, not for a lifted finger', () => {
    expect(leaveCloses('mouse')).toBe(true);
    expect(leaveCloses('pen')).toBe(true);
    expect(leaveCloses('touch')).toBe(false);
  });
});
