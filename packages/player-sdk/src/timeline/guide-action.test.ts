import { describe, expect, it } from 'vitest';
import { type GuideAction, guideAction } from './guide-action';
import type { Programme, TimelineChannel } from './types';

const NOW_S = 1_700_000_000;
const NOW_MS = NOW_S * 1000;
const DAY = 86_400;
const purchased: TimelineChannel = {
  id: 1,
  archived_days: 7,
  available_archived_days: 3,
  is_purchased: true,
};
const unpurchased: TimelineChannel = { id: 2, archived_days: 7, is_purchased: false };
const at = (startAgoS: number, extra: Partial<Programme> = {}): Programme => ({
  id: `p${startAgoS}`,
  timestamp: NOW_S - startAgoS,
  duration: 1800,
  is_catchup_available: true,
  ...extra,
});

const rows: Array<[string, TimelineChannel, Programme, GuideAction]> = [
  ['a future programme', purchased, at(-60), { kind: 'refused', key: 'error_schedule_from_future' }],
  ['the programme on air', purchased, at(600), { kind: 'live' }],
  ['on air even without catch-up', purchased, at(600, { is_catchup_available: false }), { kind: 'live' }],
  ['yesterday, catch-up allowed', purchased, at(DAY), { kind: 'archive', ts: NOW_S - DAY }],
  [
    'catch-up flag missing',
    purchased,
    at(DAY, { is_catchup_available: undefined }),
    { kind: 'refused', key: 'error_schedule_copyright_banned' },
  ],
  [
    'older than the viewer may open but within the base packet',
    purchased,
    at(5 * DAY),
    { kind: 'refused', key: 'warning_archive_subscribe' },
  ],
  [
    'older than the channel keeps',
    purchased,
    at(8 * DAY),
    { kind: 'refused', key: 'error_schedule_copyright_banned' },
  ],
  [
    'an unpurchased channel within its days',
    unpurchased,
    at(DAY),
    { kind: 'refused', key: 'warning_archive_subscribe' },
  ],
  [
    'an unpurchased channel beyond its days',
    unpurchased,
    at(9 * DAY),
    { kind: 'refused', key: 'error_schedule_copyright_banned' },
  ],
  ['ended a second ago', purchased, at(1801), { kind: 'archive', ts: NOW_S - 1801 }],
];

describe('guideAction (§5, what a click in the guide does)', () => {
  it.each(rows)('%s', (_name, channel, programme, expected) => {
    expect(guideAction(channel, programme, NOW_MS)).toEqual(expected);
  });
});
