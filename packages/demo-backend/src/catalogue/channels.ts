// The seeded channel line-up. The first eleven channels have fixed ids and roles the tests rely on
// (README "Seeded ids"); the rest are generated from the seed so the list is sized like a real operator.
import { FESTIVE_CHANNEL_ID } from '../operators/profile';
import { pick, seededRandom, shuffled } from './random';
import type { ChannelRecord, ChannelTheme } from './types';

export const THEME_CATEGORY: Record<ChannelTheme, number> = {
  news: 1,
  sport: 2,
  movies: 3,
  music: 4,
  kids: 5,
  docs: 6,
  fun: 7,
};

const GENERATED_NAMES: Record<ChannelTheme, string[]> = {
  news: ['World Report', 'News 24', 'Daily Wire', 'Новости Плюс', 'Info Line'],
  sport: ['Sport Arena', 'Goal TV', 'Матч Лайв', 'Extreme Sports', 'Racing Channel'],
  movies: ['Movie Hall', 'Кино Хит', 'Classic Films', 'Action Max', 'Drama Club'],
  music: ['Music Box', 'Rock FM TV', 'Хит Парад', 'Jazz Lounge', 'Pop Hits'],
  kids: ['Cartoon Land', 'Мультик', 'Tiny Tots', 'Kids Science', 'Fairy Tales'],
  docs: ['History Now', 'Планета', 'Science World', 'Travel Guide', 'Wild Life'],
  fun: ['Comedy Central Demo', 'Юмор ТВ', 'Reality Show', 'Game Time', 'Food Network Demo'],
};

const THEMES: ChannelTheme[] = ['news', 'sport', 'movies', 'music', 'kids', 'docs', 'fun'];
export const GENERATED_CHANNEL_COUNT = 21;

interface FixedChannel {
  id: number;
  name: string;
  slug: string;
  theme: ChannelTheme;
  extra?: Partial<ChannelRecord>;
}

const FIXED: FixedChannel[] = [
  {
    id: 1,
    name: 'OnAir One',
    slug: 'onair-one',
    theme: 'news',
    extra: { alwaysCatchup: true, isStartup: true },
  },
  {
    id: 2,
    name: 'OnAir Sport',
    slug: 'onair-sport',
    theme: 'sport',
    extra: { alwaysCatchup: true, hasAds: true },
  },
  {
    id: 3,
    name: 'OnAir Cinema',
    slug: 'onair-cinema',
    theme: 'movies',
    extra: { alwaysCatchup: true, featuredContentId: 101 },
  },
  {
    id: 4,
    name: 'OnAir Music',
    slug: 'onair-music',
    theme: 'music',
    // Airs an episode of Signal Hunters: the phone channel page lists the series' episodes (001 §2).
    extra: { alwaysCatchup: true, archivedDays: 3, featuredContentId: 124 },
  },
  { id: 5, name: 'OnAir Free', slug: 'onair-free', theme: 'fun', extra: { isFree: true, archivedDays: 1 } },
  { id: 6, name: 'Retro TV', slug: 'retro-tv', theme: 'docs', extra: { archivedDays: 0 } },
  {
    id: 7,
    name: 'Premium Cinema',
    slug: 'premium-cinema',
    theme: 'movies',
    // 001 §4: a content in a channel schedule, unpaid, is offered with that channel's packets.
    extra: { isPurchased: false, packetIds: [101], featuredContentId: 104 },
  },
  {
    id: 8,
    name: 'Night Club 18+',
    slug: 'night-club',
    theme: 'fun',
    extra: { age: 18, isAdult: true, packetIds: [102] },
  },
  { id: 9, name: 'Nature 4K', slug: 'nature-4k', theme: 'docs', extra: { is4k: true } },
  { id: 10, name: 'Vitrina One', slug: 'vitrina-one', theme: 'news', extra: { vitrina: true } },
  { id: 11, name: 'Kids Planet', slug: 'kids-planet', theme: 'kids', extra: { age: 0 } },
];

/**
 * 001 §2 /newyear plays channel 3929 (§9). It comes after the generated channels, whose ids (12–32)
 * stay as they were.
 */
const FESTIVE: FixedChannel = {
  id: FESTIVE_CHANNEL_ID,
  name: 'OnAir Festive',
  slug: 'onair-festive',
  theme: 'fun',
  extra: { alwaysCatchup: true },
};

function slugify(name: string, id: number): string {
  const latin = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return latin.length > 2 ? `${latin}-${id}` : `channel-${id}`;
}

function baseRecord(
  id: number,
  name: string,
  slug: string,
  theme: ChannelTheme,
  sourceId: string,
): ChannelRecord {
  return {
    id,
    slug,
    name,
    description: `${name}: a demo ${theme} channel of the OnAir operator.`,
    age: theme === 'kids' ? 0 : 12,
    isAdult: false,
    is4k: false,
    isHd: true,
    isFree: false,
    isPurchased: true,
    archivedDays: 7,
    sourceId,
    categoryIds: [THEME_CATEGORY[theme]],
    vitrina: false,
    packetIds: [100],
    hasAds: false,
    alwaysCatchup: false,
    theme,
  };
}

export function buildChannels(seed: number, sourceIds: readonly string[]): ChannelRecord[] {
  if (sourceIds.length === 0) throw new Error('the media library has no live sources');
  const sourceFor = (id: number): string => sourceIds[(id - 1) % sourceIds.length] as string;
  const fixedRecord = (fixed: FixedChannel): ChannelRecord => ({
    ...baseRecord(fixed.id, fixed.name, fixed.slug, fixed.theme, sourceFor(fixed.id)),
    ...fixed.extra,
  });
  const channels = FIXED.map(fixedRecord);

  const random = seededRandom(seed);
  const pools = new Map(THEMES.map((theme) => [theme, shuffled(GENERATED_NAMES[theme], random)]));
  for (let i = 0; i < GENERATED_CHANNEL_COUNT; i++) {
    const id = FIXED.length + 1 + i;
    const theme = THEMES[i % THEMES.length] as ChannelTheme;
    const pool = pools.get(theme) ?? [];
    const name = pool.shift() ?? `${theme} ${id}`;
    const record = baseRecord(id, name, slugify(name, id), theme, sourceFor(id));
    record.age = theme === 'kids' ? pick([0, 6], random) : pick([0, 6, 12, 16], random);
    record.isHd = random() > 0.3;
    record.archivedDays = pick([3, 7, 7, 14], random);
    record.hasAds = random() > 0.6;
    channels.push(record);
  }
  channels.push(fixedRecord(FESTIVE));
  return channels;
}
