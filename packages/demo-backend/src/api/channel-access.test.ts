import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../catalogue/index';
import { programmeAt } from '../catalogue/schedule';
import type { ChannelRecord } from '../catalogue/types';
import { channelAccess } from './channel-access';

const seed = 5;
const catalogue = buildCatalogue(seed, ['live1', 'live2', 'live3', 'live4']);
const byId = (id: number) => catalogue.channels.find((c) => c.id === id)!;
const now = 1_767_225_600 + 7_777;
// The seeded packets' names (src/packets/seed-data.ts); the rule only needs id and name.
const packets = [
  { id: 100, name: 'Base' },
  { id: 101, name: 'Cinema+' },
  { id: 102, name: 'Night 18+' },
];
const access = (channel: ChannelRecord, ts?: number) => channelAccess(seed, channel, packets, ts, now);
const refusal = (result: ReturnType<typeof access>) =>
  result.kind === 'refused' ? [result.error.status, result.error.errorCode] : result.kind;

describe('channelAccess', () => {
  it.each([
    ['live without ts', 1, undefined, 'live'],
    ['future ts', 1, now + 60, [400, 'error_schedule_from_future']],
    ['no-archive channel', 6, now - 3_600, [403, 'error_schedule_copyright_banned']],
    ['older than the archive days', 4, now - 4 * 86_400, [403, 'error_schedule_copyright_banned']],
    ['unpurchased channel live', 7, undefined, [403, 'permission_denied']],
    ['unpurchased channel archive', 7, now - 3_600, [403, 'permission_denied']],
  ])('%s', (_name, id, ts, expected) => {
    expect(refusal(access(byId(id as number), ts as number | undefined))).toEqual(expected);
  });

  it('gives the archive of the programme containing ts 2 h ago, with the offset into it', () => {
    const ts = now - 7_200;
    const result = access(byId(1), ts);
    const programme = programmeAt(seed, byId(1), ts);
    expect(result).toEqual({
      kind: 'archive',
      programme,
      fromSec: programme.start,
      toSec: Math.min(programme.start + programme.durationSec, now),
      offsetSec: ts - programme.start,
    });
  });

  it('caps the archive of the programme on air at now', () => {
    const result = access(byId(1), now - 1);
    expect(result.kind).toBe('archive');
    if (result.kind === 'archive') expect(result.toSec).toBe(now);
  });

  it('names the packets of an unpurchased channel', () => {
    const result = access(byId(7));
    expect(result.kind === 'refused' && result.error.message).toMatch(/Cinema\+/);
  });

  it('refuses a programme whose catch-up is banned', () => {
    const channel = catalogue.channels.find((c) => !c.alwaysCatchup && c.archivedDays > 0 && c.isPurchased)!;
    let ts = now - 3_600;
    while (programmeAt(seed, channel, ts).isCatchupAvailable) ts -= 1_800;
    expect(ts).toBeGreaterThan(now - channel.archivedDays * 86_400 + 3_600);
    expect(refusal(access(channel, ts))).toEqual([403, 'error_schedule_copyright_banned']);
  });
});
