import { isCurrentPush, nextPushChangeMs, pushWindow } from './push-timing';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const sec = (ms: number) => Math.floor(ms / 1000);

describe('a push’s time window (001 §3 time_start, time_to_live)', () => {
  it('is current from its start for its time to live', () => {
    const push = { time_start: sec(NOW) - 60, time_to_live: 120 };
    expect(isCurrentPush(push, NOW)).toBe(true);
    expect(isCurrentPush(push, NOW + 59_999)).toBe(true);
    expect(isCurrentPush(push, NOW + 60_000)).toBe(false);
  });

  it('waits for a start still ahead, and reads the camelCase names and millisecond starts', () => {
    expect(isCurrentPush({ timeStart: sec(NOW) + 30, timeToLive: 60 }, NOW)).toBe(false);
    expect(isCurrentPush({ timeStart: sec(NOW) + 30, timeToLive: 60 }, NOW + 30_000)).toBe(true);
    expect(pushWindow({ time_start: NOW, time_to_live: 10 })).toEqual({ startMs: NOW, endMs: NOW + 10_000 });
  });

  it('is always current without times', () => {
    expect(isCurrentPush({}, NOW)).toBe(true);
    expect(isCurrentPush({ time_start: sec(NOW) - 10 }, NOW + 1e9)).toBe(true);
  });

  it('knows when the current set next changes', () => {
    const pushes = [
      { time_start: sec(NOW) - 10, time_to_live: 100 },
      { time_start: sec(NOW) + 20, time_to_live: 5 },
      {},
    ];
    expect(nextPushChangeMs(pushes, NOW)).toBe(NOW + 20_000);
    expect(nextPushChangeMs(pushes, NOW + 20_000)).toBe(NOW + 25_000);
    expect(nextPushChangeMs(pushes, NOW + 100_000)).toBeNull();
  });
});
