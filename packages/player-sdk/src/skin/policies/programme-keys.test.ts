import { describe, expect, it } from 'vitest';
import { programmeKeyStep } from './programme-keys';

const reachable = { start: 1000, end: 4595 };

describe('programmeKeyStep (the TV bar carries on into the neighbouring programmes)', () => {
  it.each([
    { key: 'PageDown', at: 2000, ended: false, want: { step: -1, landing: 'start' } },
    { key: 'PageUp', at: 2000, ended: false, want: { step: 1, landing: 'start' } },
    { key: 'ArrowLeft', at: 2000, ended: false, want: null },
    { key: 'ArrowLeft', at: 1000, ended: false, want: { step: -1, landing: 'end' } },
    { key: 'ArrowDown', at: 1009, ended: true, want: { step: -1, landing: 'end' } },
    { key: 'ArrowLeft', at: 1010, ended: true, want: null },
    { key: 'ArrowRight', at: 4590, ended: true, want: { step: 1, landing: 'start' } },
    { key: 'ArrowUp', at: 4590, ended: true, want: { step: 1, landing: 'start' } },
    // On air, the right end is the live edge: there is no next programme to open yet.
    { key: 'ArrowRight', at: 4590, ended: false, want: null },
    { key: 'ArrowRight', at: 3000, ended: true, want: null },
    { key: 'Home', at: 1000, ended: true, want: null },
    { key: 'Enter', at: 1000, ended: true, want: null },
  ])('$key at $at (ended: $ended) → $want', ({ key, at, ended, want }) => {
    expect(programmeKeyStep(key, at, reachable, ended)).toEqual(want);
  });
});
