import { describe, expect, it } from 'vitest';
import {
  HIDE_MS,
  hide,
  LOADING,
  msUntilSettled,
  openAt,
  SWAP_DELAY_MS,
  settle,
  show,
} from './modal-lifecycle';

describe('modal lifecycle (001 §4)', () => {
  it('goes loading → shown → hiding for 300 ms → removed', () => {
    const shown = show(LOADING);
    expect(shown.phase).toBe('shown');
    const hiding = hide(shown, 1000);
    expect(hiding).toEqual({ phase: 'hiding', until: 1000 + HIDE_MS });
    expect(msUntilSettled(hiding, 1100)).toBe(200);
    expect(settle(hiding, 1299).phase).toBe('hiding');
    expect(settle(hiding, 1300).phase).toBe('removed');
    expect(msUntilSettled(settle(hiding, 1300), 1300)).toBeNull();
  });

  it('hides at once when fast, and a second close changes nothing', () => {
    const hiding = hide(show(LOADING), 50, true);
    expect(settle(hiding, 50).phase).toBe('removed');
    expect(hide(hiding, 400)).toBe(hiding);
    expect(show(hiding)).toBe(hiding);
  });

  it('waits while another modal is open, then 600 ms after it closed', () => {
    expect(openAt(10, { open: false, closedAt: null })).toBe(10);
    expect(openAt(10, { open: true, closedAt: null })).toBeNull();
    expect(openAt(1000, { open: false, closedAt: 900 })).toBe(900 + SWAP_DELAY_MS);
    expect(openAt(5000, { open: false, closedAt: 900 })).toBe(5000);
  });
});
