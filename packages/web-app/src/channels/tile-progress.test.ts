import { describe, expect, it } from 'vitest';
import { tileProgress } from './tile-progress';

const NOW = 1_700_000_000;
describe('tileProgress (001 §9 channel tile)', () => {
  it.each([
    ['a quarter through', { id: 1, timestamp: NOW - 900, duration: 3600 }, 0.25],
    ['just started', { id: 1, timestamp: NOW, duration: 3600 }, 0],
    ['already over', { id: 1, timestamp: NOW - 3600, duration: 3600 }, null],
    ['not yet started', { id: 1, timestamp: NOW + 60, duration: 3600 }, null],
    ['no current programme', null, null],
    ['a malformed one', { timestamp: 'soon', duration: 3600 }, null],
    ['zero length', { id: 1, timestamp: NOW - 10, duration: 0 }, null],
  ])('%s', (_name, current, expected) => {
    expect(tileProgress(current, NOW)).toBe(expected);
  });
});
