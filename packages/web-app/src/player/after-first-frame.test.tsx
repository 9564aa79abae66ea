import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYBACK_STARTED_EVENT } from '../engagement/service-worker';
import { useAfterFirstFrame } from './after-first-frame';

afterEach(() => vi.useRealTimers());

describe('useAfterFirstFrame (what waits for the picture)', () => {
  it('is true at once, with no timer, for a page that does not wait', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterFirstFrame(2500, false));
    expect(result.current).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns true at the deadline when no player shows a frame', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterFirstFrame(2500));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(2499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("turns true at the page's first frame, and stays true for what mounts after it", () => {
    const { result } = renderHook(() => useAfterFirstFrame(60_000));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event(PLAYBACK_STARTED_EVENT));
    });
    expect(result.current).toBe(true);
    expect(renderHook(() => useAfterFirstFrame(60_000)).result.current).toBe(true);
  });
});
