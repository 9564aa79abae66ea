import { describe, expect, it } from 'vitest';
import { createProgrammeStepper, type ProgrammeStepTarget, programmeStep } from './programme-step';
import type { Programme, TimelineChannel } from './types';

const NOW_S = 1_700_000_000;
const NOW = NOW_S * 1000;
const HOUR = 3600;
const channel: TimelineChannel = { id: 1, archived_days: 7, available_archived_days: 1, is_purchased: true };

function hourly(fromS: number, count: number, banned: number[] = []): Programme[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    timestamp: fromS + i * HOUR,
    duration: HOUR,
    is_catchup_available: !banned.includes(i),
  }));
}

// p0 starts 30 h ago (outside the 1 allowed day); p29 is on air; p30, p31 are still to come.
const START = NOW_S - 30 * HOUR + 600;
const ONE_DAY_BACK = NOW_S - 24 * HOUR;
const schedule = hourly(START, 32, [27]);
const at = (i: number) => schedule[i] as Programme;
const step = (from: number, direction: -1 | 1, landing?: 'start' | 'end') =>
  programmeStep({ programmes: schedule, from: at(from), direction, channel, nowMs: NOW, landing });

describe('programmeStep', () => {
  it.each([
    {
      name: 'back from the programme on air to the previous start',
      from: 29,
      dir: -1,
      want: ['archive', 28, 0],
    },
    {
      name: 'back, landing one 10 s step before the boundary (inside the duration − 5 s clamp)',
      from: 29,
      dir: -1,
      landing: 'end',
      want: ['archive', 28, HOUR - 10],
    },
    { name: 'a catch-up ban is stepped over', from: 28, dir: -1, want: ['archive', 26, 0] },
    { name: 'forward onto the programme on air goes live', from: 28, dir: 1, want: ['live', 29] },
    { name: 'forward over a ban', from: 26, dir: 1, want: ['archive', 28, 0] },
    { name: 'nothing after the programme on air', from: 29, dir: 1, want: null },
    { name: 'never into the future from a future programme', from: 30, dir: 1, want: null },
  ] as const)('$name', ({ from, dir, landing, want }) => {
    const target = step(from, dir, landing);
    if (want === null) return expect(target).toBeNull();
    expect(target?.kind).toBe(want[0]);
    expect(target?.programme).toBe(at(want[1]));
    if (target?.kind === 'archive') expect(target.timeSec).toBe(at(want[1]).timestamp + (want[2] ?? 0));
  });

  it('stops at the oldest programme inside the allowed archive days', () => {
    const firstInside = schedule.findIndex((p) => p.timestamp >= ONE_DAY_BACK);
    expect(step(firstInside + 1, -1)?.programme).toBe(at(firstInside));
    expect(step(firstInside, -1)).toBeNull();
  });

  it('is refused on a channel without an archive', () => {
    const none = { ...channel, archived_days: 0, available_archived_days: 0 };
    expect(
      programmeStep({ programmes: schedule, from: at(29), direction: -1, channel: none, nowMs: NOW }),
    ).toBeNull();
  });

  it('finds its place in a schedule with gaps', () => {
    const gappy = [at(20), at(24), at(29)];
    expect(
      programmeStep({ programmes: gappy, from: at(29), direction: -1, channel, nowMs: NOW })?.programme,
    ).toBe(at(24));
  });
});

function fakeTimers() {
  let due: (() => void) | null = null;
  let waits = 0;
  return {
    timers: {
      setTimeout(callback: () => void, ms: number) {
        expect(ms).toBe(500);
        due = callback;
        waits++;
        return waits;
      },
      clearTimeout() {
        due = null;
      },
    },
    flush() {
      const callback = due;
      due = null;
      callback?.();
    },
  };
}

describe('← at a programme start lands 10 s before that start, at every time of day', () => {
  const DAY = 86_400;
  const MIDNIGHT = 1_700_006_400; // a UTC midnight; the rule has no notion of days, this proves it
  const week: TimelineChannel = { id: 2, archived_days: 7, is_purchased: true };
  // Back to back, 30 to 120 min long as the demo EPG draws them, so programmes cross midnight and day edges.
  const LENGTHS = [1800, 5400, 3600, 7200, 1800, 5400, 3600];
  function backToBack(fromS: number, toS: number): Programme[] {
    const out: Programme[] = [];
    for (let t = fromS, i = 0; t < toS; t += LENGTHS[i % LENGTHS.length] as number, i++) {
      out.push({
        id: t,
        timestamp: t,
        duration: LENGTHS[i % LENGTHS.length] as number,
        is_catchup_available: true,
      });
    }
    return out;
  }
  const clocks = Array.from({ length: 48 }, (_, half) => half * 1800 + 17);
  it.each(clocks)('now = midnight + %i s', (offsetS) => {
    const nowS = MIDNIGHT + offsetS;
    const programmes = backToBack(MIDNIGHT - 3 * DAY - 900, nowS + DAY);
    // From every programme that has begun (yesterday's, today's, the one on air), back to the one before.
    const begun = programmes.filter((p, i) => i > 0 && p.timestamp <= nowS);
    expect(begun.length).toBeGreaterThan(60);
    for (const from of begun) {
      const before = programmes[programmes.indexOf(from) - 1];
      const target = programmeStep({
        programmes,
        from,
        direction: -1,
        channel: week,
        nowMs: nowS * 1000,
        landing: 'end',
      });
      expect(target).toEqual({ kind: 'archive', programme: before, timeSec: from.timestamp - 10 });
    }
  });
});

describe('createProgrammeStepper', () => {
  function setup(current: Programme | null = at(29)) {
    const clock = fakeTimers();
    const applied: ProgrammeStepTarget[] = [];
    const pendings: Array<ProgrammeStepTarget | null> = [];
    const abort = new AbortController();
    const stepper = createProgrammeStepper({
      timers: clock.timers,
      context: () => ({ programmes: schedule, current, channel, nowMs: NOW }),
      apply: (target) => applied.push(target),
      onPendingChange: (pending) => pendings.push(pending),
      signal: abort.signal,
    });
    return { clock, applied, pendings, abort, stepper };
  }

  it('stacks presses into one move after 500 ms without another press', () => {
    const { clock, applied, pendings, stepper } = setup();
    expect(stepper.press(-1)).toBe(true);
    expect(stepper.press(-1)).toBe(true);
    expect(stepper.press(-1)).toBe(true);
    expect(applied).toEqual([]);
    // 28, then 26 (27 is banned), then 25: the viewer sees each programme named while pressing.
    expect(pendings.map((p) => p?.programme.id)).toEqual(['p28', 'p26', 'p25']);
    clock.flush();
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ kind: 'archive', programme: at(25), timeSec: at(25).timestamp });
    expect(pendings.at(-1)).toBeNull();
    expect(stepper.pending()).toBeNull();
  });

  it('a press while the last steps are still loading goes on from where they went', () => {
    let current = at(29);
    const clock = fakeTimers();
    const applied: ProgrammeStepTarget[] = [];
    const stepper = createProgrammeStepper({
      timers: clock.timers,
      context: () => ({ programmes: schedule, current, channel, nowMs: NOW }),
      apply: (target) => applied.push(target),
      onPendingChange: () => {},
      signal: new AbortController().signal,
    });
    stepper.press(-1);
    stepper.press(-1);
    clock.flush();
    stepper.press(-1);
    clock.flush();
    expect(applied.map((t) => t.programme.id)).toEqual(['p26', 'p25']);
    // Once the player plays what was sent, steps count from the programme on screen again.
    current = at(25);
    stepper.press(1);
    clock.flush();
    expect(applied.at(-1)?.programme.id).toBe('p26');
  });

  it('back then forward again ends where it started: live', () => {
    const { clock, applied, stepper } = setup();
    stepper.press(-1);
    stepper.press(1);
    clock.flush();
    expect(applied).toEqual([{ kind: 'live', programme: at(29) }]);
  });

  it('ignores a press with nowhere to go, and every press once aborted', () => {
    const { clock, applied, abort, stepper } = setup();
    expect(stepper.press(1)).toBe(false);
    stepper.press(-1);
    abort.abort();
    expect(stepper.pending()).toBeNull();
    clock.flush();
    expect(stepper.press(-1)).toBe(false);
    expect(applied).toEqual([]);
  });

  it('does nothing before a programme is known', () => {
    const { stepper } = setup(null);
    expect(stepper.press(-1)).toBe(false);
  });
});
