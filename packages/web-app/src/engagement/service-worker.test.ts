import { describe, expect, it, vi } from 'vitest';
import { afterStartup, isLocalHost, PLAYBACK_STARTED_EVENT, startServiceWorker } from './service-worker';

function deps(hostname: string, answer: { status: number; type: string } | Error, registerFails = false) {
  const unregister = vi.fn(async () => true);
  const calls = {
    register: vi.fn(async () => {
      if (registerFails) throw new Error('SecurityError');
      return {} as ServiceWorkerRegistration;
    }),
    getRegistrations: vi.fn(async () => [{ unregister } as unknown as ServiceWorkerRegistration]),
    fetch: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return { status: answer.status, headers: new Headers({ 'content-type': answer.type }) };
    }),
    reload: vi.fn(),
    log: vi.fn(),
    unregister,
  };
  return {
    calls,
    deps: {
      hostname,
      container: { register: calls.register, getRegistrations: calls.getRegistrations },
      fetch: calls.fetch,
      reload: calls.reload,
      log: calls.log,
    },
  };
}

describe('service worker registration (§7 localhost rule)', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['tv.example.com', false],
    ['127.example.com', false],
  ])('%s is local: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });

  it.each([
    ['a script: registers', { status: 200, type: 'text/javascript; charset=utf-8' }, 'registered'],
    ['404: unregisters and reloads', { status: 404, type: 'text/plain' }, 'unregistered'],
    ['the app HTML instead: unregisters and reloads', { status: 200, type: 'text/html' }, 'unregistered'],
  ] as const)('on a local host, %s', async (_name, answer, outcome) => {
    const { deps: d, calls } = deps('127.0.0.1', answer);
    expect(await startServiceWorker(d)).toBe(outcome);
    expect(calls.fetch).toHaveBeenCalledWith('/service-worker.js');
    const unregistered = outcome === 'unregistered';
    expect(calls.unregister).toHaveBeenCalledTimes(unregistered ? 1 : 0);
    expect(calls.reload).toHaveBeenCalledTimes(unregistered ? 1 : 0);
    expect(calls.register).toHaveBeenCalledTimes(unregistered ? 0 : 1);
  });

  it('elsewhere registers without fetching first', async () => {
    const { deps: d, calls } = deps('tv.example.com', { status: 404, type: 'text/html' });
    expect(await startServiceWorker(d)).toBe('registered');
    expect(calls.fetch).not.toHaveBeenCalled();
    expect(calls.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  });

  it('only logs a failure (§8), and does nothing without service worker support', async () => {
    const failing = deps('tv.example.com', { status: 200, type: 'text/javascript' }, true);
    expect(await startServiceWorker(failing.deps)).toBe('failed');
    expect(failing.calls.log).toHaveBeenCalledOnce();
    const offline = deps('localhost', new Error('offline'));
    expect(await startServiceWorker(offline.deps)).toBe('failed');
    expect(offline.calls.reload).not.toHaveBeenCalled();
    expect(await startServiceWorker({ ...failing.deps, container: undefined })).toBe('unsupported');
  });
});

describe('when the worker is registered: after the page has loaded and its player has started', () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const target = new EventTarget();
    return Object.assign(target, {
      document: { readyState },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
      clearTimeout: (id: number) => clearTimeout(id),
    });
  }
  async function settledAfter(win: ReturnType<typeof fakeWindow>, steps: (() => void)[]) {
    let settled = false;
    const waiting = afterStartup(win, 4000).then(() => {
      settled = true;
    });
    const states: boolean[] = [];
    await vi.advanceTimersByTimeAsync(0);
    for (const step of steps) {
      step();
      await vi.advanceTimersByTimeAsync(0);
      states.push(settled);
    }
    await vi.runOnlyPendingTimersAsync();
    await waiting;
    return states;
  }

  it('waits for the first frame after the load event, not for the deadline', async () => {
    vi.useFakeTimers();
    const win = fakeWindow('loading');
    const states = await settledAfter(win, [
      () => win.dispatchEvent(new Event('load')),
      () => vi.advanceTimersByTime(1000),
      () => win.dispatchEvent(new Event(PLAYBACK_STARTED_EVENT)),
    ]);
    expect(states).toEqual([false, false, true]);
    vi.useRealTimers();
  });

  it('a frame before the load event counts: registers at the load event', async () => {
    vi.useFakeTimers();
    const win = fakeWindow('interactive');
    const states = await settledAfter(win, [
      () => win.dispatchEvent(new Event(PLAYBACK_STARTED_EVENT)),
      () => win.dispatchEvent(new Event('load')),
    ]);
    expect(states).toEqual([false, true]);
    vi.useRealTimers();
  });

  it('a page that never plays registers at the deadline after its load', async () => {
    vi.useFakeTimers();
    const win = fakeWindow('complete');
    const states = await settledAfter(win, [
      () => vi.advanceTimersByTime(3999),
      () => vi.advanceTimersByTime(1),
    ]);
    expect(states).toEqual([false, true]);
    vi.useRealTimers();
  });
});
