import { describe, expect, it } from 'vitest';
import { mixSeed, pick, seededRandom, shuffled } from './random';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    for (const value of seqA) expect(value >= 0 && value < 1).toBe(true);
  });
});

describe('helpers', () => {
  it('mixSeed is order-sensitive and stable', () => {
    expect(mixSeed(1, 2, 3)).toBe(mixSeed(1, 2, 3));
    expect(mixSeed(1, 2, 3)).not.toBe(mixSeed(3, 2, 1));
  });
  it('shuffled keeps every item and pick refuses an empty list', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect([...shuffled(items, seededRandom(7))].sort()).toEqual(items);
    expect(() => pick([], seededRandom(1))).toThrow(/empty/);
  });
});
