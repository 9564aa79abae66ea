import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback(
      [{ target: element, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

async function load() {
  vi.resetModules();
  return import('./near-view');
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('whenNear: an image asks for its file only as it nears its list’s view', () => {
  it('waits for the observer, calls once, then stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { whenNear, NEAR_MARGIN } = await load();
    const row = document.createElement('img');
    const near = vi.fn();
    whenNear(row, near);
    const [observer] = FakeObserver.all;
    expect(observer?.options).toEqual({ rootMargin: NEAR_MARGIN });
    observer!.report(row, false);
    expect(near).not.toHaveBeenCalled();
    observer!.report(row, true);
    expect(near).toHaveBeenCalledOnce();
    expect(observer!.watched.has(row)).toBe(false);
  });

  it('shares one observer, and cancelling stops the call', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { whenNear } = await load();
    const rows = [document.createElement('img'), document.createElement('img')];
    const calls = rows.map(() => vi.fn());
    const cancels = rows.map((row, i) => whenNear(row, calls[i]!));
    expect(FakeObserver.all).toHaveLength(1);
    cancels[1]!();
    FakeObserver.all[0]!.report(rows[1]!, true);
    expect(calls[1]).not.toHaveBeenCalled();
  });

  it('where the browser cannot observe, everything is near at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { whenNear } = await load();
    const near = vi.fn();
    whenNear(document.createElement('img'), near);
    expect(near).toHaveBeenCalledOnce();
  });
});
