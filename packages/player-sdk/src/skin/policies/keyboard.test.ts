import { describe, expect, it } from 'vitest';
import { keyAction } from './keyboard';

describe('keyAction', () => {
  it('maps the §2 keys', () => {
    expect(keyAction({ key: ' ' })).toEqual({ type: 'togglePlay' });
    expect(keyAction({ key: 'f' })).toEqual({ type: 'fullscreen' });
    expect(keyAction({ key: 'F' })).toEqual({ type: 'fullscreen' });
    expect(keyAction({ key: 'ArrowLeft' })).toEqual({ type: 'skip', direction: -1 });
    expect(keyAction({ key: 'ArrowRight' })).toEqual({ type: 'skip', direction: 1 });
    expect(keyAction({ key: 'ArrowUp' })).toEqual({ type: 'volume', direction: 1 });
    expect(keyAction({ key: 'ArrowDown' })).toEqual({ type: 'volume', direction: -1 });
    expect(keyAction({ key: 'Escape' })).toEqual({ type: 'back' });
    expect(keyAction({ key: 'x' })).toBeNull();
  });
  it('leaves keys to the focused control that owns them', () => {
    expect(keyAction({ key: ' ', targetTag: 'BUTTON' })).toBeNull();
    expect(keyAction({ key: 'ArrowLeft', targetTag: 'INPUT', targetType: 'range' })).toBeNull();
    expect(keyAction({ key: 'ArrowDown', targetTag: 'BUTTON', targetType: 'menuitemradio' })).toBeNull();
    expect(keyAction({ key: 'f', targetTag: 'INPUT', targetType: 'text' })).toBeNull();
    expect(keyAction({ key: 'f', ctrlKey: true })).toBeNull();
    expect(keyAction({ key: 'f', targetTag: 'INPUT', targetType: 'range' })).toEqual({ type: 'fullscreen' });
  });
});
