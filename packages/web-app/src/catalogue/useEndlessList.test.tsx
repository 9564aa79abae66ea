import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ROW_TIMEOUT_MS } from './paging-rules';
import { useEndlessList } from './useEndlessList';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('an endless list (001 §4 Rows and filters, §9 row timeout)', () => {
  it('stops the loading state of a page that has not come back within 10 s', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<number[]>(() => undefined));
    const { result } = renderHook(
      () => useEndlessList({ key: ['row', 'slow'], enabled: true, firstLimit: 24, moreLimit: 24, load }),
      { wrapper },
    );
    await act(() => vi.advanceTimersByTimeAsync(ROW_TIMEOUT_MS - 1));
    expect(load).toHaveBeenCalledWith(0, 24, expect.any(AbortSignal));
    expect(result.current.timedOut).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.timedOut).toBe(true);
    expect(result.current.loadingMore).toBe(false);
    expect(ROW_TIMEOUT_MS).toBe(10_000);
  });
});
