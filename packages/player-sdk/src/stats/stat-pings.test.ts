import { createStatPinger, nextStatMark, unsentStatSeconds } from './stat-pings';
import type { StatsCall } from './types';

describe('stat pings', () => {
  it('marks every 30 s of watched time', () => {
    expect(nextStatMark(0)).toBe(30);
    expect(nextStatMark(29.9)).toBe(30);
    expect(nextStatMark(30)).toBe(60);
    expect(nextStatMark(95)).toBe(120);
  });

  it('carries whole unsent seconds only', () => {
    expect(unsentStatSeconds(30.7, 0)).toBe(30);
    expect(unsentStatSeconds(30.7, 30)).toBe(0);
    expect(unsentStatSeconds(10, 30)).toBe(0);
  });

  it('pings at each mark with the seconds since the last ping; a flush carries the remainder', () => {
    const calls: StatsCall[] = [];
    const pinger = createStatPinger('s1', (call) => calls.push(call));
    pinger.reach(29);
    expect(calls).toEqual([]);
    pinger.reach(30);
    pinger.reach(45);
    pinger.reach(60);
    expect(pinger.flush(71.5)).toBe(11);
    expect(pinger.flush(71.9)).toBe(0);
    expect(calls).toEqual([
      { method: 'stat', statId: 's1', seconds: 30 },
      { method: 'stat', statId: 's1', seconds: 30 },
      { method: 'stat', statId: 's1', seconds: 11 },
    ]);
    expect(pinger.sentSeconds()).toBe(71);
  });

  it('keeps the 30 s grid after an early flush (hidden page)', () => {
    const calls: StatsCall[] = [];
    const pinger = createStatPinger(7, (call) => calls.push(call));
    pinger.flush(17);
    expect(pinger.nextMark()).toBe(30);
    pinger.reach(30);
    expect(calls.map((call) => (call.method === 'stat' ? call.seconds : -1))).toEqual([17, 13]);
  });
});
