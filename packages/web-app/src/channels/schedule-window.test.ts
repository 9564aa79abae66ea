import { describe, expect, it } from 'vitest';
import type { Channel } from '../api/schemas';
import { guideWindow } from './schedule-window';

const HOUR = 3600;
const NOW_MS = (1_700_000_000 + 1234) * 1000;
const hourStart = Math.floor(NOW_MS / 1000 / HOUR) * HOUR;
const channel = (over: Partial<Channel>): Channel => ({ id: 1, name: 'One', ...over });

describe('guideWindow (001 §9)', () => {
  it.each([
    ['no archive: 72 h back', channel({ archived_days: 0 }), 72 * HOUR],
    ['a 1-day archive still shows 72 h back', channel({ archived_days: 1 }), 72 * HOUR],
    ['a 7-day archive shows 7 days back', channel({ archived_days: 7 }), 7 * 24 * HOUR],
    [
      'the deepest day count wins',
      channel({ archived_days: 3, available_archived_days: 14 }),
      14 * 24 * HOUR,
    ],
  ])('%s', (_name, ch, back) => {
    expect(guideWindow(ch, NOW_MS)).toEqual({ start: hourStart - back, end: hourStart + 259_200 });
  });

  it('stays the same within the hour', () => {
    const ch = channel({ archived_days: 7 });
    expect(guideWindow(ch, NOW_MS + 1000)).toEqual(guideWindow(ch, NOW_MS + 60_000));
  });
});
