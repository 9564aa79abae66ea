// The EPG, generated rather than stored: programmes come from fixed-size blocks aligned to the unix
// epoch, each block drawn from a PRNG seeded by (seed, channel, block). Any query window therefore
// sees the same programmes, and every programme starts on a 20 s live-loop boundary because block
// size and programme lengths are multiples of 30 minutes. Pure: the clock is passed in.
import { PROGRAMME_LENGTHS_SEC, SCHEDULE_BLOCK_SEC } from '../constants';
import { mixSeed, pick, seededRandom } from './random';
import type { ChannelRecord, ChannelTheme } from './types';

export interface Programme {
  id: number;
  channelId: number;
  /** Unix seconds. */
  start: number;
  durationSec: number;
  title: string;
  episode: { season: number; series: number } | null;
  isCatchupAvailable: boolean;
  contentId: number | null;
  age: number;
}

/** Programme ids encode channel and start, so a programme can be found from its id alone. */
const ID_CHANNEL_FACTOR = 10_000_000;
const ID_TIME_UNIT_SEC = 1_800;

const TITLES: Record<ChannelTheme, { shows: string[]; serials: string[] }> = {
  news: {
    shows: ['Morning News', 'World Today', 'Business Hour', 'Weather Watch'],
    serials: ['Newsroom Stories'],
  },
  sport: {
    shows: ['Match Day', 'Goal Review', 'Race Highlights', 'Sport Talk'],
    serials: ['Champions League Classics'],
  },
  movies: {
    shows: ['Night Premiere', 'Classic Cinema', 'Director’s Cut'],
    serials: ['Crime Files', 'Old Harbour'],
  },
  music: { shows: ['Top 20', 'Live Session', 'Retro Hits', 'Jazz Evening'], serials: ['Band Stories'] },
  kids: {
    shows: ['Cartoon Time', 'Fairy Tales', 'Science for Kids'],
    serials: ['Little Robots', 'Space Cats'],
  },
  docs: { shows: ['Planet Earth Demo', 'History Hour', 'Deep Ocean'], serials: ['Great Journeys'] },
  fun: { shows: ['Comedy Club', 'Quiz Night', 'Cooking Show'], serials: ['Family Life', 'Office Days'] },
};

export function programmeId(channelId: number, start: number): number {
  return channelId * ID_CHANNEL_FACTOR + Math.floor(start / ID_TIME_UNIT_SEC);
}

export function decodeProgrammeId(id: number): { channelId: number; start: number } {
  return {
    channelId: Math.floor(id / ID_CHANNEL_FACTOR),
    start: (id % ID_CHANNEL_FACTOR) * ID_TIME_UNIT_SEC,
  };
}

export function programmesInBlock(seed: number, channel: ChannelRecord, block: number): Programme[] {
  const random = seededRandom(mixSeed(seed, channel.id, block));
  const blockStart = block * SCHEDULE_BLOCK_SEC;
  const blockEnd = blockStart + SCHEDULE_BLOCK_SEC;
  const titles = TITLES[channel.theme];
  const out: Programme[] = [];
  for (let start = blockStart; start < blockEnd; ) {
    const durationSec = Math.min(pick(PROGRAMME_LENGTHS_SEC, random), blockEnd - start);
    const featured = out.length === 0 && channel.featuredContentId !== undefined;
    const serial = !featured && random() < 0.35;
    const title = featured
      ? (channel.featuredTitle ?? 'The Test Pattern')
      : pick(serial ? titles.serials : titles.shows, random);
    const banned = random() < 0.1;
    out.push({
      id: programmeId(channel.id, start),
      channelId: channel.id,
      start,
      durationSec,
      title,
      episode: serial ? { season: 1 + (block % 3), series: 1 + Math.floor(random() * 20) } : null,
      isCatchupAvailable: channel.archivedDays > 0 && (channel.alwaysCatchup || !banned),
      contentId: featured ? (channel.featuredContentId ?? null) : null,
      age: channel.age,
    });
    start += durationSec;
  }
  return out;
}

/** Programmes overlapping [fromSec, toSec). */
export function scheduleFor(
  seed: number,
  channel: ChannelRecord,
  fromSec: number,
  toSec: number,
): Programme[] {
  if (toSec <= fromSec) return [];
  const firstBlock = Math.floor(fromSec / SCHEDULE_BLOCK_SEC);
  const lastBlock = Math.floor((toSec - 1) / SCHEDULE_BLOCK_SEC);
  const out: Programme[] = [];
  for (let block = firstBlock; block <= lastBlock; block++) {
    for (const programme of programmesInBlock(seed, channel, block)) {
      if (programme.start < toSec && programme.start + programme.durationSec > fromSec) out.push(programme);
    }
  }
  return out;
}

/** The programme airing at tsSec. */
export function programmeAt(seed: number, channel: ChannelRecord, tsSec: number): Programme {
  const block = Math.floor(tsSec / SCHEDULE_BLOCK_SEC);
  const found = programmesInBlock(seed, channel, block).find(
    (programme) => programme.start <= tsSec && tsSec < programme.start + programme.durationSec,
  );
  if (!found) throw new Error(`EPG gap on channel ${channel.id} at ${tsSec}`);
  return found;
}

/** Every airing of a content inside [fromSec, toSec) on the channels that feature it (sources/catchups). */
export function airingsOf(
  seed: number,
  channels: readonly ChannelRecord[],
  contentId: number,
  fromSec: number,
  toSec: number,
): Programme[] {
  return channels
    .filter((channel) => channel.featuredContentId === contentId)
    .flatMap((channel) => scheduleFor(seed, channel, fromSec, toSec))
    .filter((programme) => programme.contentId === contentId);
}
