import { describe, expect, it } from 'vitest';
import { groupOf } from './ab-tests';

describe('A/B group of a viewer', () => {
  it('is stable for the same test and viewer', () => {
    expect(groupOf(1, 42, ['a', 'b'])).toBe(groupOf(1, 42, ['a', 'b']));
  });

  it('spreads viewers over every variant, roughly evenly', () => {
    const counts = new Map<string, number>();
    for (let user = 1; user <= 3000; user++) {
      const g = groupOf(2, user, ['x', 'y', 'z']);
      counts.set(g, (counts.get(g) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['x', 'y', 'z']);
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
  });

  it('draws each test apart: the same viewer lands in different groups across tests', () => {
    const groups = new Set(Array.from({ length: 20 }, (_, t) => groupOf(t, 7, ['a', 'b'])));
    expect(groups.size).toBe(2);
  });
});
