import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_MORE_REARM_PX, ROW_TIMEOUT_MS } from './paging-rules';
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

/** A stand-in IntersectionObserver the test drives: each live one is told whether the sentinel is within its margin. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  get marginPx() {
    return Number(/(\d+)px 0px$/.exec(this.options.rootMargin ?? '')?.[1]);
  }
  tell(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** The sentinel is `px` below the bottom of the screen: every live observer whose margin reaches it sees it. */
function bottomAt(px: number) {
  act(() => {
    for (const observer of [...FakeObserver.live]) observer.tell(px <= observer.marginPx);
  });
}

function List({ load }: { load: (offset: number, limit: number) => Promise<number[]> }) {
  const { items, sentinel, query } = useEndlessList({
    key: ['row', 'rearm'],
    enabled: true,
    firstLimit: 24,
    moreLimit: 24,
    load,
  });
  return (
    <>
      <p data-testid="state">{`${items.length} ${query.isFetching ? 'busy' : 'idle'}`}</p>
      <div ref={sentinel} />
    </>
  );
}

const full = (offset: number) => Array.from({ length: 24 }, (_, i) => offset + i);

describe('loading more, re-arming at 1150 px (001 §9 Catalogue)', () => {
  beforeEach(() => {
    vi.useRealTimers();
    FakeObserver.live.clear();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks a failed page again only after the bottom went over 1150 px away and came back', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = vi.fn((offset: number) =>
      load.mock.calls.length === 2
        ? new Promise<number[]>((_, reject) => {
            fail = reject;
          })
        : Promise.resolve(full(offset)),
    );
    render(<List load={load} />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('24 idle'));
    expect(FakeObserver.live.size).toBe(2);
    expect([...FakeObserver.live].map((o) => o.marginPx)).toContain(LOAD_MORE_REARM_PX);

    bottomAt(500);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(24, 24, expect.any(AbortSignal));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('24 busy'));
    act(() => fail(Object.assign(new Error('down'), { status: 503 })));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('24 idle'));

    // The page failed; the bottom stays in view, moves within 1150 px and back: nothing is asked.
    bottomAt(500);
    bottomAt(1100);
    bottomAt(300);
    expect(load).toHaveBeenCalledTimes(2);

    // Over 1150 px away, then near again: the page is asked again.
    bottomAt(1200);
    expect(load).toHaveBeenCalledTimes(2);
    bottomAt(300);
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenLastCalledWith(24, 24, expect.any(AbortSignal));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('48 idle'));
  });

  it('loads the next page at once when the page that came is still near the screen', async () => {
    const load = vi.fn(async (offset: number) => full(offset));
    render(<List load={load} />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('24 idle'));
    bottomAt(200);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('48 idle'));
    bottomAt(200);
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenLastCalledWith(48, 24, expect.any(AbortSignal));
  });
});
