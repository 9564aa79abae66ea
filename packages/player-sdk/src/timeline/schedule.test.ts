import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  archiveDepthDays,
  loadSchedule,
  nextProgramme,
  normaliseSchedule,
  previousProgramme,
  programmeAt,
  programmeProgress,
  scheduleWindow,
  sleepWith,
} from './schedule';
import type { Programme } from './types';

const T0 = 1_700_000_000;
const item = (id: number, timestamp: number, duration: number): Programme => ({ id, timestamp, duration });
// Three back-to-back hours, a 30-min gap, then one more hour.
const day: Programme[] = [
  item(1, T0, 3600),
  item(2, T0 + 3600, 3600),
  item(3, T0 + 7200, 3600),
  item(4, T0 + 12_600, 3600),
];

const realTimers = {
  setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

describe('scheduleWindow (§9: ≥ 72 h back or archive days, 259200 s ahead)', () => {
  it.each([
    { name: 'no archive', channel: { id: 1 }, back: 72 * 3600 },
    { name: '1 archive day < 72 h', channel: { id: 1, archived_days: 1 }, back: 72 * 3600 },
    { name: '3 archive days = 72 h', channel: { id: 1, archived_days: 3 }, back: 72 * 3600 },
    { name: '7 archive days', channel: { id: 1, archived_days: 7 }, back: 7 * 86_400 },
    {
      name: 'deepest of the counts',
      channel: { id: 1, archived_days: 7, available_archived_days: 14 },
      back: 14 * 86_400,
    },
    { name: 'garbage ignored', channel: { id: 1, archived_days: Number.NaN }, back: 72 * 3600 },
  ])('$name', ({ channel, back }) => {
    const w = scheduleWindow(T0 * 1000 + 999, channel);
    expect(w).toEqual({ start: T0 - back, end: T0 + 259_200 });
  });

  it('archiveDepthDays is 0 without positive numbers', () => {
    expect(archiveDepthDays({ id: 1, archived_days: 0, real_archived_days: null })).toBe(0);
  });
});

describe('programme lookup by wall-clock second', () => {
  it.each([
    { t: T0 - 1, id: null },
    { t: T0, id: 1 },
    { t: T0 + 3599, id: 1 },
    { t: T0 + 3600, id: 2 },
    { t: T0 + 10_799, id: 3 },
    { t: T0 + 10_800, id: null }, // the gap
    { t: T0 + 12_600, id: 4 },
    { t: T0 + 16_200, id: null },
  ])('at T0%+d → $id', ({ t, id }) => {
    expect(programmeAt(day, t)?.id ?? null).toBe(id);
  });

  it('next and previous skip gaps and stop at the ends', () => {
    expect(nextProgramme(day, day[0]!)?.id).toBe(2);
    expect(nextProgramme(day, day[2]!)?.id).toBe(4);
    expect(nextProgramme(day, day[3]!)).toBeNull();
    expect(previousProgramme(day, day[3]!)?.id).toBe(3);
    expect(previousProgramme(day, day[0]!)).toBeNull();
  });

  it('an empty schedule finds nothing', () => {
    expect(programmeAt([], T0)).toBeNull();
  });
});

describe('programmeProgress (0..1)', () => {
  it.each([
    { t: T0 - 10, p: 0 },
    { t: T0, p: 0 },
    { t: T0 + 900, p: 0.25 },
    { t: T0 + 3600, p: 1 },
    { t: T0 + 9999, p: 1 },
  ])('$t → $p', ({ t, p }) => {
    expect(programmeProgress(day[0]!, t)).toBe(p);
  });
  it('a zero-length programme is 0 before and 1 from its start', () => {
    expect(programmeProgress(item(9, T0, 0), T0 - 1)).toBe(0);
    expect(programmeProgress(item(9, T0, 0), T0)).toBe(1);
  });
});

describe('normaliseSchedule', () => {
  it('sorts and keeps broken items apart instead of dropping them silently', () => {
    const broken = { id: 'x', timestamp: Number.NaN, duration: 10 } as Programme;
    const { programmes, rejected } = normaliseSchedule([day[2]!, broken, day[0]!]);
    expect(programmes.map((p) => p.id)).toEqual([1, 3]);
    expect(rejected).toEqual([broken]);
  });
});

describe('loadSchedule (§7: 5 attempts 3 s apart, then warning_no_program)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const window = { start: 0, end: 1 };

  it.each([
    { failures: 0, attempts: 1, elapsed: 0 },
    { failures: 1, attempts: 2, elapsed: 3000 },
    { failures: 4, attempts: 5, elapsed: 12_000 },
  ])('succeeds on attempt $attempts after $elapsed ms', async ({ failures, attempts, elapsed }) => {
    let calls = 0;
    const fetchSchedule = vi.fn(async () => {
      calls++;
      if (calls <= failures) throw new Error(`down ${calls}`);
      return day;
    });
    const onAttemptFailed = vi.fn();
    const started = Date.now();
    const promise = loadSchedule({
      fetchSchedule,
      window,
      sleep: sleepWith(realTimers),
      signal: new AbortController().signal,
      onAttemptFailed,
    });
    await vi.runAllTimersAsync();
    const result = await promise;
    expect(result).toMatchObject({ ok: true, attempts });
    expect(Date.now() - started).toBe(elapsed);
    expect(onAttemptFailed).toHaveBeenCalledTimes(failures);
  });

  it('gives warning_no_program after 5 failed tries, 3 s apart, with each error kept', async () => {
    const callTimes: number[] = [];
    const started = Date.now();
    const promise = loadSchedule({
      fetchSchedule: async () => {
        callTimes.push(Date.now() - started);
        return callTimes.length % 2 ? Promise.reject(new Error('500')) : [];
      },
      window,
      sleep: sleepWith(realTimers),
      signal: new AbortController().signal,
    });
    await vi.runAllTimersAsync();
    const result = await promise;
    expect(callTimes).toEqual([0, 3000, 6000, 9000, 12_000]);
    expect(result).toMatchObject({ ok: false, warning: 'warning_no_program', attempts: 5 });
    if (!result.ok) expect(result.errors).toHaveLength(5);
  });

  it('names an answer that is not a list (an integrator API returning nothing) and retries it', async () => {
    const answers: unknown[] = [undefined, { items: day }, day];
    const onAttemptFailed = vi.fn();
    const promise = loadSchedule({
      fetchSchedule: async () => answers.shift() as readonly Programme[],
      window,
      sleep: sleepWith(realTimers),
      signal: new AbortController().signal,
      onAttemptFailed,
    });
    await vi.runAllTimersAsync();
    expect(await promise).toMatchObject({ ok: true, attempts: 3 });
    expect(onAttemptFailed.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      'the schedule call answered undefined, not a list of programmes',
      'the schedule call answered object, not a list of programmes',
    ]);
  });

  it('stops retrying when aborted during the wait', async () => {
    const controller = new AbortController();
    const fetchSchedule = vi.fn(async () => Promise.reject(new Error('down')));
    const promise = loadSchedule({
      fetchSchedule,
      window,
      sleep: sleepWith(realTimers),
      signal: controller.signal,
    });
    const settled = promise.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort(new Error('channel changed'));
    await vi.runAllTimersAsync();
    expect(((await settled) as Error).message).toBe('channel changed');
    expect(fetchSchedule).toHaveBeenCalledTimes(1);
  });
});
