import { describe, expect, it } from 'vitest';
import { parseClosedAt, REGISTER_REOPEN_MS, registerPromptDue } from './register-prompt';

const NOW = 1_700_000_000_000;
const guest = { isGuest: true, hasPurchases: false, promoDays: 7, closedAtMs: null, nowMs: NOW };

describe('registerPromptDue (001 §4, §5, §9)', () => {
  it.each([
    ['a guest without purchases while promo days exist', guest, true],
    ['a signed-in viewer', { ...guest, isGuest: false }, false],
    ['a guest who has bought something', { ...guest, hasPurchases: true }, false],
    ['no promo days', { ...guest, promoDays: 0 }, false],
    ['promo days unknown', { ...guest, promoDays: null }, false],
    ['closed a minute ago', { ...guest, closedAtMs: NOW - 60_000 }, false],
    ['closed just under 8 h ago', { ...guest, closedAtMs: NOW - REGISTER_REOPEN_MS + 1 }, false],
    ['closed 8 h ago', { ...guest, closedAtMs: NOW - REGISTER_REOPEN_MS }, true],
  ])('%s', (_name, input, expected) => {
    expect(registerPromptDue(input)).toBe(expected);
  });

  it('reads the stored close time, ignoring junk', () => {
    expect(parseClosedAt('1700000000000')).toBe(1_700_000_000_000);
    expect(parseClosedAt(null)).toBeNull();
    expect(parseClosedAt('soon')).toBeNull();
  });
});
