import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const clock = {
    now: () => Date.now(),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };

  it('runs at once, then at most once per interval, and always runs the last call', () => {
    const run = vi.fn();
    const throttled = throttle(run, 100, clock);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(99);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    throttled();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('cancel drops the pending trailing call', () => {
    const run = vi.fn();
    const throttled = throttle(run, 16, clock);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
