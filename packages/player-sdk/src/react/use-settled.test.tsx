import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_MODE_LOAD_DELAY_MS as FULL_MODE_DELAY_MS } from '../timings';
import { useSettled } from './use-settled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettled (001 §4 full mode 600 ms)', () => {
  it('hands a target over only after it stayed the same for 600 ms', () => {
    const { result } = renderHook(({ id }) => useSettled(id, String(id), FULL_MODE_DELAY_MS), {
      initialProps: { id: 1 },
    });
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(599));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
  });

  it('zapping loads only the target the viewer stays on', () => {
    const { result, rerender } = renderHook(({ id }) => useSettled(id, String(id), FULL_MODE_DELAY_MS), {
      initialProps: { id: 1 },
    });
    act(() => vi.advanceTimersByTime(FULL_MODE_DELAY_MS));
    rerender({ id: 2 });
    // The player keeps what it plays until the next one settles.
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(300));
    rerender({ id: 3 });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(3);
  });

  it('an equal target does not restart the wait, and no delay hands over at once', () => {
    const { result, rerender } = renderHook(({ id, delay }) => useSettled({ id }, String(id), delay), {
      initialProps: { id: 1, delay: 0 },
    });
    expect(result.current).toEqual({ id: 1 });
    rerender({ id: 1, delay: 0 });
    expect(result.current).toEqual({ id: 1 });
  });
});

describe('useSettled with time already waited (a channel opened by its address)', () => {
  it('waits only the rest of the delay for the first target', () => {
    const { result } = renderHook(({ id }) => useSettled(id, String(id), FULL_MODE_DELAY_MS, 450), {
      initialProps: { id: 1 },
    });
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
  });

  it('hands over at once when the whole delay has passed already', () => {
    const { result } = renderHook(({ id }) => useSettled(id, String(id), FULL_MODE_DELAY_MS, 1800), {
      initialProps: { id: 1 },
    });
    expect(result.current).toBe(1);
  });

  it('a target chosen after the first waits the full delay (zapping still asks nothing)', () => {
    const { result, rerender } = renderHook(
      ({ id }) => useSettled(id, String(id), FULL_MODE_DELAY_MS, 5000),
      {
        initialProps: { id: 1 },
      },
    );
    expect(result.current).toBe(1);
    rerender({ id: 2 });
    act(() => vi.advanceTimersByTime(599));
    expect(result.current).toBe(1);
    // Back to the first target: a new choice, so no credit either.
    rerender({ id: 1 });
    act(() => vi.advanceTimersByTime(599));
    expect(result.current).toBe(1);
    rerender({ id: 2 });
    act(() => vi.advanceTimersByTime(FULL_MODE_DELAY_MS));
    expect(result.current).toBe(2);
  });
});
