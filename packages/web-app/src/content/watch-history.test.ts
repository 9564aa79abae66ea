import { memoryStore } from '../../test/memory-store';
import { localHistory, saveHistory } from './watch-history';

describe('local watch history', () => {
  it('saves from 10 s with the watched percentage and reads it back', () => {
    const store = memoryStore();
    expect(saveHistory(store, 101, 9, 30, 1)).toBe(false);
    expect(localHistory(store, 101)).toBeNull();
    expect(saveHistory(store, 101, 15.7, 30, 2)).toBe(true);
    expect(localHistory(store, 101)).toEqual({ seconds: 15, watch_percentage: 52 });
  });

  it('survives junk in storage', () => {
    const store = memoryStore({ 'onair.watch_history': '[oops' });
    expect(localHistory(store, 1)).toBeNull();
    expect(saveHistory(store, 1, 20, 0, 1)).toBe(true);
  });
});
