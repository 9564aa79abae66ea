import { describe, expect, it } from 'vitest';
import { WatchHistory } from './history';

describe('WatchHistory', () => {
  it('maps content stat ids only', () => {
    expect(WatchHistory.contentIdOf(20_101)).toBe(101);
    expect(WatchHistory.contentIdOf('20102')).toBe(102);
    expect(WatchHistory.contentIdOf(10_001)).toBeUndefined();
    expect(WatchHistory.contentIdOf(30_501)).toBeUndefined();
    expect(WatchHistory.contentIdOf('abc')).toBeUndefined();
  });

  it('keeps the last position per user and content, with a capped percentage', () => {
    const history = new WatchHistory();
    expect(history.get(1, 101, 30)).toBeNull();
    history.record(1, 101, 15);
    expect(history.get(1, 101, 30)).toEqual({ seconds: 15, watch_percentage: 50 });
    history.record(1, 101, 45);
    expect(history.get(1, 101, 30)).toEqual({ seconds: 45, watch_percentage: 100 });
    expect(history.get(2, 101, 30)).toBeNull();
  });
});
