import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCodeLock } from './useCodeLock';

afterEach(() => vi.useRealTimers());

describe('the promo button’s lock (000 §4 Promo code)', () => {
  it('locks for 10 s after a click, counting the seconds down, then lets the next click through', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { result } = renderHook(() => useCodeLock());
    expect(result.current.locked).toBe(false);
    expect(result.current.lockedNow()).toBe(false);
    act(() => result.current.lock());
    expect(result.current.locked).toBe(true);
    expect(result.current.lockSeconds).toBe(10);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current.lockSeconds).toBe(7);
    expect(result.current.lockedNow()).toBe(true);
    act(() => vi.advanceTimersByTime(7_000));
    expect(result.current.locked).toBe(false);
    expect(result.current.lockSeconds).toBe(0);
    expect(result.current.lockedNow()).toBe(false);
  });
});
