import { describe, expect, it } from 'vitest';
import {
  deriveTimelineState,
  INITIAL_TIMELINE_STATE,
  summariseProgramme,
  type TimelineInputs,
} from './timeline-state';
import type { Programme } from './types';

const NOW_S = 1_700_000_000;
const programme: Programme = {
  id: 5,
  timestamp: NOW_S - 600,
  duration: 1200,
  title: 'News',
  is_catchup_available: true,
};
const base: TimelineInputs = {
  channel: { id: 1, archived_days: 0, is_purchased: true },
  scheduleStatus: 'ready',
  programme,
  mode: 'live',
  positionSec: NOW_S,
  nowMs: NOW_S * 1000,
  skipPending: null,
  previews: null,
  previewOriginSec: null,
  hoverFraction: null,
  warnings: [],
};

describe('deriveTimelineState', () => {
  it('is the initial state without a channel', () => {
    expect(deriveTimelineState({ ...base, channel: null })).toBe(INITIAL_TIMELINE_STATE);
  });

  it.each([
    {
      name: 'live, no archive: no scrub, no pause',
      input: {},
      expected: { isLive: true, canScrub: false, canPause: false },
    },
    {
      name: 'live with archive',
      input: { channel: { id: 1, archived_days: 3, is_purchased: true } },
      expected: { canScrub: true, canPause: true },
    },
    {
      name: 'archive mode',
      input: {
        mode: 'archive',
        positionSec: NOW_S - 300,
        channel: { id: 1, archived_days: 3, is_purchased: true },
      },
      expected: { isArchive: true, isLive: false, progress: 0.25, positionMs: (NOW_S - 300) * 1000 },
    },
    {
      name: 'before playback',
      input: { mode: null, positionSec: null },
      expected: { bar: null, positionMs: null, progress: 0.5 },
    },
  ] as const)('$name', ({ input, expected }) => {
    expect(deriveTimelineState({ ...base, ...input })).toMatchObject(expected);
  });

  it('summarises the programme with the archive flag and a title from program.title or title', () => {
    expect(summariseProgramme(programme, NOW_S * 1000)).toEqual({
      id: 5,
      title: 'News',
      start: NOW_S - 600,
      end: NOW_S + 600,
      isCatchupAvailable: true,
      ended: false,
    });
    expect(
      summariseProgramme({ ...programme, program: { title: 'Inner' } }, (NOW_S + 600) * 1000),
    ).toMatchObject({
      title: 'Inner',
      ended: true,
    });
  });
});
