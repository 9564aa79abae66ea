// Channel categories (001 §3 Category) with the ids the clients hard-code (§9): 16 all channels,
// 8 the favourites fallback, 5 the child default, 26 the one clients must exclude.
import { CATEGORY_ALL_CHANNELS, CATEGORY_CHILD_DEFAULT, CATEGORY_FALLBACK } from '../constants';
import type { CategoryRecord, ChannelRecord } from './types';

const THEMED: Omit<CategoryRecord, 'channelIds'>[] = [
  { id: 1, slug: 'news', name: 'News', short: 'News', tags: [] },
  { id: 2, slug: 'sport', name: 'Sport', short: 'Sport', tags: [] },
  { id: 3, slug: 'movies', name: 'Movies', short: 'Movies', tags: [] },
  { id: 4, slug: 'music', name: 'Music', short: 'Music', tags: [] },
  { id: CATEGORY_CHILD_DEFAULT, slug: 'kids', name: 'Kids', short: 'Kids', tags: ['child'] },
  { id: 6, slug: 'docs', name: 'Documentary', short: 'Docs', tags: [] },
  { id: 7, slug: 'entertainment', name: 'Entertainment', short: 'Fun', tags: [] },
];

export function buildCategories(channels: readonly ChannelRecord[]): CategoryRecord[] {
  const visible = channels.filter((channel) => !channel.isAdult);
  const themed = THEMED.map((category) => ({
    ...category,
    channelIds: channels
      .filter((channel) => channel.categoryIds.includes(category.id) && !channel.isAdult)
      .map((channel) => channel.id),
  }));
  return [
    {
      id: CATEGORY_ALL_CHANNELS,
      slug: 'all',
      name: 'All channels',
      short: 'All',
      tags: ['all_channels'],
      channelIds: channels.map((channel) => channel.id),
    },
    {
      id: CATEGORY_FALLBACK,
      slug: 'popular',
      name: 'Popular',
      short: 'Top',
      tags: [],
      channelIds: visible
        .filter((channel) => channel.isPurchased)
        .map((channel) => channel.id)
        .slice(0, 12),
    },
    ...themed,
    {
      id: 9,
      slug: 'adult',
      name: 'Adult 18+',
      short: '18+',
      tags: ['is_adult'],
      channelIds: adultIds(channels),
    },
    {
      id: 26,
      slug: 'service',
      name: 'Service (excluded by clients)',
      short: 'Service',
      tags: ['hidden'],
      channelIds: channels.filter((channel) => channel.is4k).map((channel) => channel.id),
    },
  ];
}

function adultIds(channels: readonly ChannelRecord[]): number[] {
  return channels.filter((channel) => channel.isAdult).map((channel) => channel.id);
}
