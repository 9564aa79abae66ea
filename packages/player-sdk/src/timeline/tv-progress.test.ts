import { describe, expect, it } from 'vitest';
import type { SeekPreviews } from './seek-preview';
import { tvProgress } from './tv-progress';
import type { Programme, TimelineChannel } from './types';

const NOW_S = 1_700_000_000;
const NOW = NOW_S * 1000;
const DAY = 86_400;
const channel: TimelineChannel = { id: 1, archived_days: 7, available_archived_days: 3, is_purchased: true };
// On air for the last 30 of its 60 minutes.
const onAir: Programme = { id: 'a', timestamp: NOW_S - 1800, duration: 3600, is_catchup_available: true };
const past: Programme = { id: 'b', timestamp: NOW_S - 7200, duration: 3600, is_catchup_available: true };

describe('tvProgress: everything a TV progress bar needs', () => {
  it('live on the programme on air', () => {
    expect(tvProgress({ channel, programme: onAir, mode: 'live', positionSec: NOW_S, nowMs: NOW })).toEqual({
      programmeStart: NOW_S - 1800,
      programmeEnd: NOW_S + 1800,
      liveEdge: NOW_S,
      playable: { start: NOW_S - 1800, end: NOW_S },
      position: NOW_S,
      positionPercent: 50,
      liveEdgePercent: 50,
      playableStartPercent: 0,
      playableEndPercent: 50,
      canScrub: true,
      goToLiveOffered: false,
      hover: null,
    });
  });

  it.each([
    { name: 'live at the edge', mode: 'live', pos: NOW_S - 5, offered: false },
    { name: 'live 29 s behind', mode: 'live', pos: NOW_S - 29, offered: false },
    { name: 'live 30 s behind (paused)', mode: 'live', pos: NOW_S - 30, offered: true },
    { name: 'archive', mode: 'archive', pos: NOW_S - 900, offered: true },
  ] as const)('go-to-live: $name → $offered', ({ mode, pos, offered }) => {
    expect(
      tvProgress({ channel, programme: onAir, mode, positionSec: pos, nowMs: NOW })?.goToLiveOffered,
    ).toBe(offered);
  });

  it('a past programme is fully playable and the position is a percentage of it', () => {
    const bar = tvProgress({
      channel,
      programme: past,
      mode: 'archive',
      positionSec: NOW_S - 6300,
      nowMs: NOW,
    });
    expect(bar).toMatchObject({
      playable: { start: NOW_S - 7200, end: NOW_S - 3600 },
      positionPercent: 25,
      liveEdgePercent: 100,
    });
  });

  it('a programme straddling the archive limit is playable only from the limit', () => {
    const old: Programme = {
      id: 'c',
      timestamp: NOW_S - 3 * DAY - 1800,
      duration: 3600,
      is_catchup_available: true,
    };
    // Started before the limit: the archive rule (age by start) refuses it, so nothing is playable.
    expect(
      tvProgress({ channel, programme: old, mode: 'archive', positionSec: old.timestamp, nowMs: NOW })
        ?.playable,
    ).toBeNull();
    const deep = { ...channel, available_archived_days: 7 };
    const bar = tvProgress({
      channel: deep,
      programme: old,
      mode: 'archive',
      positionSec: old.timestamp,
      nowMs: NOW,
    });
    expect(bar?.playable).toEqual({ start: old.timestamp, end: old.timestamp + 3600 });
  });

  it('a banned programme cannot be scrubbed and hover stays within what has aired', () => {
    const banned = { ...onAir, is_catchup_available: false };
    const bar = tvProgress({
      channel,
      programme: banned,
      mode: 'live',
      positionSec: NOW_S,
      nowMs: NOW,
      hoverFraction: 0.9,
    });
    expect(bar).toMatchObject({ canScrub: false, playable: null, playableStartPercent: null });
    expect(bar?.hover?.timeSec).toBe(NOW_S);
  });

  it.each([
    { fraction: 0, time: NOW_S - 1800, percent: 0 },
    { fraction: 0.25, time: NOW_S - 900, percent: 25 },
    { fraction: 0.75, time: NOW_S, percent: 50 }, // the future is clamped to the live edge
    { fraction: 7, time: NOW_S, percent: 50 },
    { fraction: -1, time: NOW_S - 1800, percent: 0 },
  ])('hover $fraction → $time', ({ fraction, time, percent }) => {
    const bar = tvProgress({
      channel,
      programme: onAir,
      mode: 'live',
      positionSec: NOW_S,
      nowMs: NOW,
      hoverFraction: fraction,
    });
    expect(bar?.hover).toMatchObject({ timeSec: time, percent });
  });

  it('hover carries the preview tile for that moment of the stream', () => {
    const previews: SeekPreviews = {
      spriteUrl: 's.jpg',
      points: [
        { time: 0, x: 0, y: 0, w: 160, h: 90 },
        { time: 600, x: 160, y: 0, w: 160, h: 90 },
      ],
    };
    const bar = tvProgress({
      channel,
      programme: past,
      mode: 'archive',
      positionSec: past.timestamp,
      nowMs: NOW,
      hoverFraction: 0.25,
      previews,
      previewOriginSec: past.timestamp,
    });
    expect(bar?.hover?.thumbnail).toEqual({ url: 's.jpg', time: 600, rect: { x: 160, y: 0, w: 160, h: 90 } });
  });

  it('no programme, no bar', () => {
    expect(tvProgress({ channel, programme: null, mode: 'live', positionSec: NOW_S, nowMs: NOW })).toBeNull();
  });
});
