import { describe, expect, it } from 'vitest';
import { SCHEDULE_BLOCK_SEC } from '../constants';
import { buildChannels } from './channels';
import { airingsOf, decodeProgrammeId, programmeAt, programmeId, scheduleFor } from './schedule';

const channels = buildChannels(7, ['live1', 'live2', 'live3', 'live4']);
const channel = channels[0]!;
const now = 1_767_225_600 + 12_345; // an arbitrary instant

describe('scheduleFor', () => {
  it('covers a 144 h window with no gaps or overlaps, all on 20 s loop boundaries', () => {
    const list = scheduleFor(7, channel, now - 259_200, now + 259_200);
    expect(list.length).toBeGreaterThan(100);
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      expect(list[i]!.start).toBe(prev.start + prev.durationSec);
    }
    for (const programme of list) {
      expect(programme.start % 20).toBe(0);
      expect([1800, 3600, 5400]).toContain(programme.durationSec);
    }
    expect(list[0]!.start).toBeLessThanOrEqual(now - 259_200);
    expect(list.at(-1)!.start + list.at(-1)!.durationSec).toBeGreaterThanOrEqual(now + 259_200);
  });

  it('gives the same programmes whatever the window, and different titles for another seed', () => {
    const wide = scheduleFor(7, channel, now - 86_400, now + 86_400);
    const narrow = scheduleFor(7, channel, now - 3_600, now + 3_600);
    for (const programme of narrow) expect(wide).toContainEqual(programme);
    const other = scheduleFor(8, channel, now - 86_400, now + 86_400).map((p) => p.title);
    expect(other).not.toEqual(wide.map((p) => p.title));
  });

  it('answers an empty list for an empty window', () => {
    expect(scheduleFor(7, channel, now, now)).toEqual([]);
  });
});

describe('programmeAt and ids', () => {
  it('finds the programme containing a timestamp and round-trips its id', () => {
    const programme = programmeAt(7, channel, now);
    expect(programme.start).toBeLessThanOrEqual(now);
    expect(programme.start + programme.durationSec).toBeGreaterThan(now);
    expect(decodeProgrammeId(programme.id)).toEqual({ channelId: channel.id, start: programme.start });
    expect(programmeId(channel.id, programme.start)).toBe(programme.id);
  });

  it('never bans catch-up on a test channel and never offers it on a no-archive channel', () => {
    const noArchive = channels.find((c) => c.archivedDays === 0)!;
    expect(scheduleFor(7, channel, now - 259_200, now).every((p) => p.isCatchupAvailable)).toBe(true);
    expect(scheduleFor(7, noArchive, now - 86_400, now).some((p) => p.isCatchupAvailable)).toBe(false);
  });

  it('lists the airings of a featured content at each block start', () => {
    const airings = airingsOf(7, channels, 101, now - 86_400, now);
    expect(airings.length).toBeGreaterThanOrEqual(3);
    for (const airing of airings) expect(airing.start % SCHEDULE_BLOCK_SEC).toBe(0);
  });
});
