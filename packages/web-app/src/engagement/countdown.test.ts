import { describe, expect, it } from 'vitest';
import { countdown, untilNextTick, yearEnd } from './countdown';

const target = Date.UTC(2027, 0, 1);

describe('new-year countdown (001 §2 /newyear, §4)', () => {
  it.each([
    [
      'a day and a bit before',
      target - (86_400_000 + 3_723_000),
      { days: 1, hours: 1, minutes: 2, seconds: 3 },
    ],
    ['rounds a partial second down', target - 1_500, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['zero at the instant itself', target, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['38 days ahead', target - 38 * 86_400_000, { days: 38, hours: 0, minutes: 0, seconds: 0 }],
  ])('%s', (_name, now, expected) => {
    expect(countdown(target, now)).toEqual(expected);
  });

  it('stops (null) once the target has passed', () => {
    expect(countdown(target, target + 1)).toBeNull();
    expect(countdown(target, target + 86_400_000)).toBeNull();
  });

  it('ticks on the second boundary of the countdown', () => {
    expect(untilNextTick(target, target - 1_250)).toBe(250);
    expect(untilNextTick(target, target - 2_000)).toBe(1000);
  });

  it('counts to the viewer’s own midnight of 1 January', () => {
    const end = new Date(yearEnd(new Date(2026, 10, 23, 22, 0).getTime()));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2027, 0, 1, 0, 0,
    ]);
    expect(new Date(yearEnd(new Date(2026, 11, 31, 23, 59, 59).getTime())).getFullYear()).toBe(2027);
  });
});
