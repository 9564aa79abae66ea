import type { Channel, Programme } from '../api/schemas';
import { groupByDay, isCurrent, programmeAction, programmeAt, progressOf } from './guide';

const NOW = 1_700_000_000;
const HOUR = 3600;
const prog = (start: number, over: Partial<Programme> = {}): Programme => ({
  id: start,
  timestamp: start,
  duration: HOUR,
  is_catchup_available: true,
  ...over,
});
const channel = (over: Partial<Channel> = {}): Channel => ({
  id: 1,
  name: 'One',
  is_purchased: true,
  archived_days: 7,
  ...over,
});

describe('programmeAction (001 §5, §8)', () => {
  it('refuses a future programme with error_schedule_from_future', () => {
    expect(programmeAction(channel(), prog(NOW + 10), NOW)).toEqual({
      kind: 'refused',
      key: 'error_schedule_from_future',
    });
  });

  it('plays the current programme live and a past one from its start', () => {
    expect(programmeAction(channel(), prog(NOW - 100), NOW)).toEqual({ kind: 'live' });
    expect(programmeAction(channel(), prog(NOW - 24 * HOUR), NOW)).toEqual({
      kind: 'archive',
      ts: NOW - 24 * HOUR,
    });
  });

  it('refuses a past programme without catch-up or beyond the archive days', () => {
    expect(
      programmeAction(channel(), prog(NOW - 2 * HOUR, { is_catchup_available: false }), NOW),
    ).toMatchObject({
      key: 'error_schedule_copyright_banned',
    });
    expect(programmeAction(channel({ archived_days: 0 }), prog(NOW - 2 * HOUR), NOW)).toMatchObject({
      key: 'error_schedule_copyright_banned',
    });
    expect(programmeAction(channel(), prog(NOW - 8 * 24 * HOUR), NOW)).toMatchObject({
      key: 'error_schedule_copyright_banned',
    });
  });

  it("offers the subscription for an archive deeper than the viewer's packets but within the channel's", () => {
    expect(programmeAction(channel({ available_archived_days: 1 }), prog(NOW - 48 * HOUR), NOW)).toEqual({
      kind: 'refused',
      key: 'warning_archive_subscribe',
    });
  });

  it('offers the subscription for the archive of an unpurchased channel', () => {
    expect(programmeAction(channel({ is_purchased: false }), prog(NOW - 2 * HOUR), NOW)).toEqual({
      kind: 'refused',
      key: 'warning_archive_subscribe',
    });
  });
});

describe('guide helpers', () => {
  it('finds the current programme and its progress', () => {
    const list = [prog(NOW - 2 * HOUR), prog(NOW - HOUR), prog(NOW)];
    expect(programmeAt(list, NOW - 30 * 60)?.timestamp).toBe(NOW - HOUR);
    expect(isCurrent(prog(NOW - HOUR / 2), NOW)).toBe(true);
    expect(progressOf(prog(NOW - HOUR / 4), NOW)).toBeCloseTo(0.25);
    expect(progressOf(prog(NOW + 5), NOW)).toBe(0);
  });

  it('groups programmes by local day in start order', () => {
    const days = groupByDay([prog(NOW + 25 * HOUR), prog(NOW), prog(NOW + HOUR)]);
    expect(days.length).toBeGreaterThanOrEqual(2);
    expect(days.flatMap((d) => d.programmes.map((p) => p.timestamp))).toEqual([
      NOW,
      NOW + HOUR,
      NOW + 25 * HOUR,
    ]);
  });
});
