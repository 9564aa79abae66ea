import { describe, expect, it } from 'vitest';
import {
  availableRange,
  canScrub,
  clampScrubOffset,
  clampToRange,
  intersectRange,
  scrubTarget,
} from './scrub';
import type { Programme, TimelineChannel } from './types';

const NOW_S = 1_700_000_000;
const NOW = NOW_S * 1000;
const DAY = 86_400;
const channel: TimelineChannel = { id: 1, archived_days: 7, available_archived_days: 3, is_purchased: true };
const past: Programme = { id: 'past', timestamp: NOW_S - 7200, duration: 3600, is_catchup_available: true };
const onAir: Programme = { id: 'now', timestamp: NOW_S - 1800, duration: 3600, is_catchup_available: true };

describe('clampScrubOffset (§4: duration − 5 s)', () => {
  it.each([
    [-10, 3600, 0],
    [0, 3600, 0],
    [1800, 3600, 1800],
    [3595, 3600, 3595],
    [3599, 3600, 3595],
    [5000, 3600, 3595],
    [3, 4, 0],
    [Number.NaN, 3600, 0],
  ])('offset %d of %d → %d', (offset, duration, clamped) => {
    expect(clampScrubOffset(offset, duration)).toBe(clamped);
  });
});

describe('canScrub (§4: only where the archive allows it for that programme)', () => {
  it.each([
    { name: 'past programme, in archive', ch: channel, p: past, ok: true },
    { name: 'programme on air', ch: channel, p: onAir, ok: true },
    { name: 'catch-up banned', ch: channel, p: { ...past, is_catchup_available: false }, ok: false },
    {
      name: 'older than the allowed days',
      ch: channel,
      p: { ...past, timestamp: NOW_S - 4 * DAY },
      ok: false,
    },
    { name: 'not purchased', ch: { ...channel, is_purchased: false }, p: past, ok: false },
    { name: 'no archive days', ch: { id: 2, is_purchased: true, archived_days: 0 }, p: past, ok: false },
    { name: 'future programme', ch: channel, p: { ...past, timestamp: NOW_S + 60 }, ok: false },
    { name: 'no programme', ch: channel, p: null, ok: false },
  ])('$name → $ok', ({ ch, p, ok }) => {
    expect(canScrub(ch, p, NOW)).toBe(ok);
  });
});

describe('scrubTarget', () => {
  it.each([
    {
      name: 'middle of a past programme, rounded down',
      p: past,
      offset: 1234,
      expected: { kind: 'archive', ts: NOW_S - 7200 + 1230 },
    },
    {
      name: 'past the end clamps to duration − 5 then rounds',
      p: past,
      offset: 9999,
      expected: { kind: 'archive', ts: NOW_S - 3610 },
    },
    { name: 'on-air programme, beyond now → live', p: onAir, offset: 3000, expected: { kind: 'live' } },
    { name: 'on-air programme, 20 s ago → live', p: onAir, offset: 1780, expected: { kind: 'live' } },
    {
      name: 'on-air programme, 10 min ago → archive',
      p: onAir,
      offset: 1200,
      expected: { kind: 'archive', ts: NOW_S - 600 },
    },
    {
      name: 'banned programme refused',
      p: { ...past, is_catchup_available: false },
      offset: 60,
      expected: { kind: 'refused' },
    },
  ])('$name', ({ p, offset, expected }) => {
    expect(scrubTarget({ channel, programme: p, offsetS: offset, nowMs: NOW })).toMatchObject(expected);
  });

  it.each([
    { name: 'vitrina, near live → external', offset: 1500, kind: 'external' },
    { name: 'vitrina, 361 s+ back → archive', offset: 1400, kind: 'archive' },
  ])('$name', ({ offset, kind }) => {
    const vitrina = { ...channel, stream_types: ['vitrina'] };
    expect(scrubTarget({ channel: vitrina, programme: onAir, offsetS: offset, nowMs: NOW }).kind).toBe(kind);
  });
});

describe('ranges (hover clamp to the available range)', () => {
  it('the available range spans the allowed days up to now', () => {
    expect(availableRange(channel, NOW)).toEqual({ start: NOW_S - 3 * DAY, end: NOW_S });
    expect(availableRange({ id: 3 }, NOW)).toEqual({ start: NOW_S, end: NOW_S });
  });
  it.each([
    [NOW_S - 4 * DAY, NOW_S - 3 * DAY],
    [NOW_S - 100, NOW_S - 100],
    [NOW_S + 100, NOW_S],
  ])('clamp %d → %d', (t, clamped) => {
    expect(clampToRange(t, availableRange(channel, NOW))).toBe(clamped);
  });
  it('intersects, or null when disjoint', () => {
    expect(intersectRange({ start: 0, end: 10 }, { start: 5, end: 20 })).toEqual({ start: 5, end: 10 });
    expect(intersectRange({ start: 0, end: 4 }, { start: 5, end: 20 })).toBeNull();
  });
});
