import { describe, expect, it } from 'vitest';
import {
  archiveAvailability,
  decidePlayback,
  needsParentalCheck,
  type PlaybackRequest,
} from './availability';
import type { PlatformConfig, Programme, TimelineChannel } from './types';

const NOW_S = 1_700_000_000;
const NOW = NOW_S * 1000;
const DAY = 86_400;
const channel: TimelineChannel = {
  id: 1,
  age: 12,
  archived_days: 7,
  available_archived_days: 3,
  is_purchased: true,
};
const programme = (agoS: number, extra: Partial<Programme> = {}): Programme => ({
  id: `p${agoS}`,
  timestamp: NOW_S - agoS,
  duration: 3600,
  is_catchup_available: true,
  ...extra,
});
const mattress: PlatformConfig = {
  catchup_blackout_mattress_url: 'https://cdn.example/mattress.mp4',
  catchup_blackout_mattress_screenshot_url: 'https://cdn.example/mattress.jpg',
};

type Row = { name: string; request: Partial<PlaybackRequest>; expected: Record<string, unknown> };
const rows: Row[] = [
  { name: 'live, purchased', request: {}, expected: { kind: 'live' } },
  {
    name: 'unavailable channel with access_error',
    request: { channel: { ...channel, is_available: false, access_error: 'Not in your region' } },
    expected: { kind: 'unavailable', key: 'channel_not_available', message: 'Not in your region' },
  },
  {
    name: 'unavailable channel without access_error',
    request: { channel: { ...channel, is_available: false } },
    expected: { kind: 'unavailable', message: null },
  },
  {
    name: 'adult channel live asks for the parental check',
    request: { channel: { ...channel, age: 18 } },
    expected: { kind: 'parental_check', action: 'channel' },
  },
  {
    name: 'adult tag, archive asks with action program',
    request: {
      channel: { ...channel, tags: { is_adult: true } },
      ts: NOW_S - 3000,
      programme: programme(3600),
    },
    expected: { kind: 'parental_check', action: 'program' },
  },
  {
    name: 'adult channel after the check plays',
    request: { channel: { ...channel, age: 18 }, parentalCheckPassed: true },
    expected: { kind: 'live' },
  },
  {
    name: 'future programme',
    request: { ts: NOW_S + 600, programme: programme(-600) },
    expected: { kind: 'refused', key: 'error_schedule_from_future' },
  },
  {
    name: 'future ts without a schedule',
    request: { ts: NOW_S + 3600 },
    expected: { kind: 'refused', key: 'error_schedule_from_future' },
  },
  {
    name: 'not purchased, no packets → channel_soon',
    request: { channel: { ...channel, is_purchased: false }, packets: [] },
    expected: { kind: 'packets', key: 'channel_soon' },
  },
  {
    name: 'not purchased, packets → packets offer',
    request: { channel: { ...channel, is_purchased: false }, packets: [{ id: 101 }] },
    expected: { kind: 'packets', key: null },
  },
  {
    name: 'not purchased archive → warning_archive_subscribe',
    request: { channel: { ...channel, is_purchased: false }, ts: NOW_S - 3000, programme: programme(3600) },
    expected: { kind: 'packets', key: 'warning_archive_subscribe' },
  },
  {
    name: 'vitrina live → external player',
    request: { channel: { ...channel, stream_types: [{ type: 'vitrina' }] } },
    expected: { kind: 'external' },
  },
  {
    name: 'vitrina ts 300 s ago → external player',
    request: {
      channel: { ...channel, stream_types: ['vitrina'] },
      ts: NOW_S - 300,
      programme: programme(600),
    },
    expected: { kind: 'external' },
  },
  {
    name: 'vitrina ts 400 s ago → our archive',
    request: {
      channel: { ...channel, stream_types: ['vitrina'] },
      ts: NOW_S - 400,
      programme: programme(600),
    },
    expected: { kind: 'archive', ts: NOW_S - 400 },
  },
  {
    name: 'vitrina while a full-mode ad plays → our live stream',
    request: { channel: { ...channel, stream_types: ['vitrina'] }, adPlayingInFullMode: true },
    expected: { kind: 'live' },
  },
  {
    name: 'ts 20 s ago is live',
    request: { ts: NOW_S - 20, programme: programme(600) },
    expected: { kind: 'live' },
  },
  {
    name: 'past ts on a channel without archive days is live',
    request: { channel: { ...channel, archived_days: 0, available_archived_days: 0 }, ts: NOW_S - 3000 },
    expected: { kind: 'live' },
  },
  {
    name: 'archive within the allowed days',
    request: { ts: NOW_S - 2 * DAY, programme: programme(2 * DAY + 60) },
    expected: { kind: 'archive', ts: NOW_S - 2 * DAY },
  },
  {
    name: 'catch-up banned, mattress configured → blackout',
    request: {
      ts: NOW_S - DAY,
      programme: programme(DAY + 60, { is_catchup_available: false }),
      platform: mattress,
    },
    expected: {
      kind: 'blackout',
      key: 'error_schedule_copyright_banned',
      mattressUrl: 'https://cdn.example/mattress.mp4',
      posterUrl: 'https://cdn.example/mattress.jpg',
    },
  },
  {
    name: 'catch-up flag missing, no mattress → copyright banned',
    request: { ts: NOW_S - DAY, programme: programme(DAY + 60, { is_catchup_available: undefined }) },
    expected: { kind: 'refused', key: 'error_schedule_copyright_banned' },
  },
  {
    name: 'older than allowed but within the base packet → warning_archive_subscribe',
    request: { ts: NOW_S - 5 * DAY, programme: programme(5 * DAY + 60) },
    expected: { kind: 'packets', key: 'warning_archive_subscribe' },
  },
  {
    name: 'older than the base packet → copyright banned (no mattress for old archive)',
    request: { ts: NOW_S - 9 * DAY, programme: programme(9 * DAY + 60), platform: mattress },
    expected: { kind: 'refused', key: 'error_schedule_copyright_banned' },
  },
  {
    name: 'without a schedule the archive is decided by days alone',
    request: { ts: NOW_S - DAY },
    expected: { kind: 'archive', ts: NOW_S - DAY, programme: null },
  },
];

describe('decidePlayback (§4 Channel loading, §5 availability matrix)', () => {
  it.each(rows)('$name', ({ request, expected }) => {
    expect(decidePlayback({ channel, nowMs: NOW, ...request })).toMatchObject(expected);
  });
});

describe('archiveAvailability', () => {
  it.each([
    { name: 'not started', start: NOW_S + 1, ch: channel, status: 'not_started', base: false },
    { name: 'just started', start: NOW_S, ch: channel, status: 'available', base: true },
    { name: 'exactly 3 days', start: NOW_S - 3 * DAY, ch: channel, status: 'available', base: true },
    { name: '3 days + 1 s', start: NOW_S - 3 * DAY - 1, ch: channel, status: 'too_old', base: true },
    {
      name: 'not purchased',
      start: NOW_S - 10,
      ch: { ...channel, is_purchased: false },
      status: 'not_purchased',
      base: true,
    },
    {
      name: 'isPurchased spelling',
      start: NOW_S - 10,
      ch: { id: 2, archived_days: 1, isPurchased: true },
      status: 'available',
      base: true,
    },
    {
      name: 'allowed falls back to archived_days',
      start: NOW_S - 6 * DAY,
      ch: { id: 3, archived_days: 7, is_purchased: true },
      status: 'available',
      base: true,
    },
  ])('$name → $status', ({ start, ch, status, base }) => {
    expect(archiveAvailability(ch, start, NOW)).toEqual({ status, baseAllows: base });
  });
});

describe('adult rules (§5)', () => {
  it('an adult programme on a family channel needs the check too', () => {
    expect(needsParentalCheck(channel, programme(100, { age: 18 }))).toBe(true);
    expect(needsParentalCheck(channel, programme(100, { content: { age: 6 } }))).toBe(false);
    expect(needsParentalCheck({ ...channel, tags: ['is_adult'] }, null)).toBe(true);
  });
});
