import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('store', () => {
  it('keeps the same snapshot until a value changes, sharing unchanged fields', () => {
    const levels = [1, 2];
    const store = createStore({ a: 1, levels });
    const first = store.get();
    store.set({ a: 1, levels });
    expect(store.get()).toBe(first);
    store.set({ a: 2 });
    expect(store.get()).not.toBe(first);
    expect(store.get().levels).toBe(levels);
    expect(Object.isFrozen(store.get())).toBe(true);
  });

  it('notifies subscribers with the new snapshot and stops after unsubscribe', () => {
    const store = createStore({ a: 1 });
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.set({ a: 2 });
    expect(listener).toHaveBeenCalledWith({ a: 2 });
    off();
    store.set({ a: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
