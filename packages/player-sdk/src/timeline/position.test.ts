import { describe, expect, it } from 'vitest';
import {
  archiveSeekTime,
  archiveStreamOrigin,
  boundaryTransition,
  isLivePosition,
  programmeEnded,
  resolvePosition,
  roundDownToGranularity,
  sampleCounts,
  sampleWallClock,
  wallClockPosition,
} from './position';
import type { Programme, TimelineChannel } from './types';

const NOW_S = 1_700_000_000;
const NOW = NOW_S * 1000;
const archive: TimelineChannel = { id: 1, archived_days: 7 };
const noArchive: TimelineChannel = { id: 2, archived_days: 0 };

describe('live vs archive (§4: < 30 s old or no archive days → live)', () => {
  it.each([
    { name: 'now', t: NOW_S, channel: archive, live: true },
    { name: '29 s ago', t: NOW_S - 29, channel: archive, live: true },
    { name: '29.9 s ago', t: NOW_S - 29.9, channel: archive, live: true },
    { name: '30 s ago', t: NOW_S - 30, channel: archive, live: false },
    { name: '1 h ago', t: NOW_S - 3600, channel: archive, live: false },
    { name: 'future', t: NOW_S + 100, channel: archive, live: true },
    { name: '1 h ago, no archive days', t: NOW_S - 3600, channel: noArchive, live: true },
    { name: '1 h ago, days absent', t: NOW_S - 3600, channel: { id: 3 }, live: true },
  ])('$name → live=$live', ({ t, channel, live }) => {
    expect(isLivePosition(t, NOW, channel)).toBe(live);
  });
});

describe('archive rounding (§4: down to 10 s)', () => {
  it.each([
    [1000, 1000],
    [1009.99, 1000],
    [1010, 1010],
    [1019, 1010],
  ])('%d → %d', (t, rounded) => {
    expect(roundDownToGranularity(t)).toBe(rounded);
  });

  it.each([
    { t: NOW_S - 45, expected: { kind: 'archive', ts: NOW_S - 50 } },
    { t: NOW_S - 3601, expected: { kind: 'archive', ts: NOW_S - 3610 } },
    { t: NOW_S - 10, expected: { kind: 'live' } },
  ])('resolvePosition($t)', ({ t, expected }) => {
    expect(resolvePosition(t, NOW, archive)).toEqual(expected);
  });

  it('refuses a non-finite target with a clear error', () => {
    expect(() => resolvePosition(Number.NaN, NOW, archive)).toThrow(/finite unix time/);
  });
});

describe('wall-clock position', () => {
  it.each([
    { name: 'live at edge', input: { mode: 'live', nowMs: NOW } as const, ms: NOW },
    {
      name: 'live 12 s behind',
      input: { mode: 'live', nowMs: NOW, behindLiveS: 12 } as const,
      ms: NOW - 12_000,
    },
    {
      name: 'live negative lag ignored',
      input: { mode: 'live', nowMs: NOW, behindLiveS: -3 } as const,
      ms: NOW,
    },
    {
      name: 'archive origin + media time',
      input: { mode: 'archive', originSec: NOW_S - 7200, mediaTimeS: 125.5 } as const,
      ms: (NOW_S - 7200 + 125.5) * 1000,
    },
    {
      name: 'program-date-time wins',
      input: { mode: 'archive', originSec: 0, mediaTimeS: 5, programDateTimeMs: NOW - 1 } as const,
      ms: NOW - 1,
    },
  ])('$name', ({ input, ms }) => {
    expect(wallClockPosition(input).getTime()).toBe(ms);
  });

  it.each([
    { ts: 1050, info: { start: 1000, end: 2000, offset: 50 }, origin: 1000, offset: 50 },
    { ts: 1050, info: { start: 1000 }, origin: 1000, offset: 50 },
    { ts: 1050, info: undefined, origin: 1050, offset: 0 },
    { ts: 900, info: { start: 1000 }, origin: 1000, offset: 0 },
  ])('archiveStreamOrigin($ts, $info)', ({ ts, info, origin, offset }) => {
    expect(archiveStreamOrigin(ts, info)).toEqual({ originSec: origin, startOffsetS: offset });
  });
});

describe('boundary transitions (§4: end → next, before start → previous)', () => {
  const p = (id: number, timestamp: number, duration: number): Programme => ({ id, timestamp, duration });
  const list = [p(1, 1000, 100), p(2, 1100, 100), p(3, 1200, 100)];
  it.each([
    { name: 'inside', current: 1, at: 1050, kind: 'stay', id: undefined },
    { name: 'last second inside', current: 1, at: 1099.9, kind: 'stay', id: undefined },
    { name: 'reaching the end', current: 1, at: 1100, kind: 'next', id: 2 },
    { name: 'jumping far ahead still hands to the next', current: 1, at: 1250, kind: 'next', id: 2 },
    { name: 'before its start', current: 2, at: 1099, kind: 'previous', id: 1 },
    { name: 'end of schedule', current: 3, at: 1300, kind: 'out_of_schedule', id: undefined },
    { name: 'before the first', current: 1, at: 999, kind: 'out_of_schedule', id: undefined },
  ])('$name', ({ current, at, kind, id }) => {
    const result = boundaryTransition(list, list[current - 1]!, at);
    expect(result.kind).toBe(kind);
    expect('programme' in result ? result.programme.id : undefined).toBe(id);
  });

  it.each([
    { nowS: 1099, ended: false },
    { nowS: 1100, ended: true },
  ])('archive flag at $nowS → $ended', ({ nowS, ended }) => {
    expect(programmeEnded(list[0]!, nowS * 1000)).toBe(ended);
  });
});

describe('archiveSeekTime (seek inside the loaded archive instead of reloading)', () => {
  const p: Programme = { id: 1, timestamp: 1000, duration: 100 };
  it.each([
    { target: 1030, origin: 1000, media: 30 },
    { target: 1030, origin: 1020, media: 10 },
    { target: 1010, origin: 1020, media: null },
    { target: 999, origin: 1000, media: null },
    { target: 1100, origin: 1000, media: null },
  ])('target $target, origin $origin → $media', ({ target, origin, media }) => {
    expect(archiveSeekTime(target, p, origin)).toBe(media);
  });
});

describe('which time updates say where the picture is', () => {
  it.each([
    { name: 'the loaded stream, playing', sample: { stream: 3, readyState: 4 }, counts: true },
    { name: 'the loaded stream, at its current frame', sample: { stream: 3, readyState: 2 }, counts: true },
    { name: 'the stream being replaced', sample: { stream: 2, readyState: 4 }, counts: false },
    { name: 'the new source before its start position', sample: { stream: 3, readyState: 1 }, counts: false },
    { name: 'an element with nothing loaded', sample: { stream: 3, readyState: 0 }, counts: false },
    { name: 'a player that cannot tell', sample: {}, counts: true },
  ])('$name → $counts', ({ sample, counts }) => {
    expect(sampleCounts(sample, 3)).toBe(counts);
  });
});

describe('the wall clock of a time update', () => {
  it.each([
    {
      name: 'live: now less the distance to the live edge',
      stream: { mode: 'live', nowMs: NOW },
      want: NOW - 6000,
    },
    {
      name: 'archive: the origin plus the media time',
      stream: { mode: 'archive', originSec: NOW_S - 600 },
      want: NOW - 500_000,
    },
  ] as const)('$name', ({ stream, want }) => {
    expect(sampleWallClock({ mediaTimeS: 100, behindLiveS: 6 }, stream).getTime()).toBe(want);
  });

  it("prefers the playlist's program-date-time in either mode", () => {
    const sample = { mediaTimeS: 100, behindLiveS: 6, programDateTimeMs: NOW - 42 };
    expect(sampleWallClock(sample, { mode: 'live', nowMs: NOW }).getTime()).toBe(NOW - 42);
    expect(sampleWallClock(sample, { mode: 'archive', originSec: 0 }).getTime()).toBe(NOW - 42);
  });
});
