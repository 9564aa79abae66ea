import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Endpoints } from '../api/endpoints';
import { CHANNEL_REFRESH_MS } from '../constants';
import { SessionContext } from '../session/context';
import { testSession } from '../testing/test-session';
import { useChannels } from './useChannelData';

afterEach(() => focusManager.setFocused(undefined));

describe('the channel line-up (001 §4 Channel loading, §9)', () => {
  it('is asked again every 300000 ms while the app is active, and not while it is in the background', async () => {
    vi.useFakeTimers();
    const channels = vi.fn(async () => []);
    const session = testSession({ endpoints: { channels } as unknown as Endpoints });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </QueryClientProvider>
    );
    renderHook(() => useChannels(), { wrapper });
    await vi.advanceTimersByTimeAsync(0);
    expect(channels).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHANNEL_REFRESH_MS - 1);
    expect(channels).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(channels).toHaveBeenCalledTimes(2);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(3 * CHANNEL_REFRESH_MS);
    expect(channels).toHaveBeenCalledTimes(2);
    expect(CHANNEL_REFRESH_MS).toBe(300_000);
  });
});
