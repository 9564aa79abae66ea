import { describe, expect, it, vi } from 'vitest';
import { isLocalHost, startServiceWorker } from './service-worker';

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
