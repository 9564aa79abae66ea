import { type ConnectivityDeps, createConnectivityMonitor, nextPingDelay, pingUrl } from './connectivity';

describe('nextPingDelay', () => {
  it.each([
    [0, 2000],
    [1, 4000],
    [2, 8000],
    [4, 32_000],
    [5, 60_000],
    [50, 60_000],
    [-3, 2000],
    [Number.NaN, 2000],
  ])('attempt %d → %d ms', (attempt, delay) => {
    expect(nextPingDelay(attempt)).toBe(delay);
  });
});

describe('pingUrl', () => {
  it('targets /robots.txt at the origin with a cache-busting t', () => {
    expect(pingUrl('https://tv.example/app/channel/5', 123)).toBe('https://tv.example/robots.txt?t=123');
  });
});

type FetchAnswer = 'ok' | 'slow-ok' | 'fail' | 'hang';

function setup(answers: FetchAnswer[]) {
  vi.useFakeTimers({ now: 1_000_000 });
  const calls: { url: string; init: RequestInit | undefined; at: number }[] = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init, at: Date.now() });
    const answer = answers.shift() ?? 'ok';
    if (answer === 'ok') return Promise.resolve(new Response('User-agent: *', { status: 200 }));
    if (answer === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'slow-ok')
      return new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response('', { status: 200 })), 100),
      );
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  });
  const controller = new AbortController();
  const deps: ConnectivityDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    baseUrl: 'http://127.0.0.1:8080/',
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    signal: controller.signal,
  };
  const events: string[] = [];
  const monitor = createConnectivityMonitor(deps, {
    offline: () => events.push('offline'),
    online: () => events.push('online'),
  });
  return { monitor, calls, events, controller, fetch };
}

describe('createConnectivityMonitor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings GET /robots.txt?t=now with no-store and stays online on any answer', async () => {
    const { monitor, calls, events } = setup(['ok']);
    monitor.check();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://127.0.0.1:8080/robots.txt?t=1000000');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', cache: 'no-store' });
    expect(monitor.online).toBe(true);
    expect(events).toEqual([]);
  });

  it('goes offline once, retries after 2 s doubling up to 60 s, and comes back online', async () => {
    const answers: FetchAnswer[] = ['fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'ok'];
    const { monitor, calls, events } = setup(answers);
    monitor.check();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['offline']);
    expect(monitor.online).toBe(false);
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 16_000 + 32_000 + 60_000 + 60_000);
    const gaps = calls.slice(1).map((c, i) => c.at - (calls[i]?.at ?? 0));
    expect(gaps).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
    expect(events).toEqual(['offline', 'online']);
    expect(monitor.online).toBe(true);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(8); // no polling while online
  });

  it('a ping without an answer for 3 s counts as offline', async () => {
    const { monitor, events } = setup(['hang', 'ok']);
    monitor.check();
    await vi.advanceTimersByTimeAsync(2999);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['offline']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(events).toEqual(['offline', 'online']);
  });

  it('checks asked while a ping is out fold into it; an unreachable answer asks no extra ping', async () => {
    const { monitor, calls } = setup(['hang', 'fail', 'ok']);
    monitor.check();
    monitor.check();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    monitor.check(); // e.g. the browser fired 'online': do not wait for the back-off
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(3);
    expect(monitor.online).toBe(true);
  });

  it('a check asked while a ping is out that then answers pings once more (the drop came after it left)', async () => {
    const { monitor, calls, events } = setup(['slow-ok', 'fail']);
    monitor.check(); // a ping leaves just before the network drops
    await vi.advanceTimersByTimeAsync(10);
    monitor.check(); // the browser's 'offline' event, while that ping is out
    monitor.check(); // and a failed segment: still one extra ping, not two
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(2);
    expect(events).toEqual(['offline']);
    expect(monitor.online).toBe(false);
  });

  it('aborting the signal disposes: no timers, no callbacks, the ping is aborted', async () => {
    const { monitor, calls, events, controller } = setup(['fail', 'fail']);
    monitor.check();
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    expect(events).toEqual(['offline']);
    expect(vi.getTimerCount()).toBe(0);
    monitor.dispose(); // idempotent
    monitor.check();
    expect(calls).toHaveLength(1);
  });

  it('refuses a base URL it cannot resolve', () => {
    const deps = {
      fetch: globalThis.fetch,
      baseUrl: 'not a url',
      now: () => 0,
      setTimeout: () => 0,
      clearTimeout: () => {},
      signal: new AbortController().signal,
    };
    expect(() => createConnectivityMonitor(deps, { offline() {}, online() {} })).toThrow(TypeError);
  });
});
