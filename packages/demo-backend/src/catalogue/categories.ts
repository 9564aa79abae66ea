// Channel categories (001 §3 Category) with the ids the clients hard-code (§9): 16 all channels,
// 8 the favourites fallback, 5 the child default, 26 the one clients must exclude.
import { CATEGORY_ALL_CHANNELS, CATEGORY_CHILD_DEFAULT, CATEGORY_FALLBACK } from '../constants';
import type { CategoryRecord, ChannelRecord } from './types';

const THEMED: Omit<CategoryRecord, 'channelIds'>[] = [
  {
    id: 1,
    slug: 'news',
    name: 'News',
    short: 'News',
    nameRu: 'Новости',
    shortRu: 'Новости',
    more: {
      uz: { name: 'Yangiliklar', short: 'Yangiliklar' },
      kk: { name: 'Жаңалықтар', short: 'Жаңалықтар' },
    },
    tags: [],
  },
  {
    id: 2,
    slug: 'sport',
    name: 'Sport',
    short: 'Sport',
    nameRu: 'Спорт',
    shortRu: 'Спорт',
    more: { uz: { name: 'Sport', short: 'Sport' }, kk: { name: 'Спорт', short: 'Спорт' } },
    tags: [],
  },
  {
    id: 3,
    slug: 'movies',
    name: 'Movies',
    short: 'Movies',
    nameRu: 'Кино',
    shortRu: 'Кино',
    more: { uz: { name: 'Kino', short: 'Kino' }, kk: { name: 'Кино', short: 'Кино' } },
    tags: [],
  },
  {
    id: 4,
    slug: 'music',
    name: 'Music',
    short: 'Music',
    nameRu: 'Музыка',
    shortRu: 'Музыка',
    more: { uz: { name: 'Musiqa', short: 'Musiqa' }, kk: { name: 'Музыка', short: 'Музыка' } },
    tags: [],
  },
  {
    id: CATEGORY_CHILD_DEFAULT,
    slug: 'kids',
    name: 'Kids',
    short: 'Kids',
    nameRu: 'Детские',
    shortRu: 'Детям',
    more: { uz: { name: 'Bolalar', short: 'Bolalarga' }, kk: { name: 'Балалар', short: 'Балаларға' } },
    tags: ['child'],
  },
  {
    id: 6,
    slug: 'docs',
    name: 'Documentary',
    short: 'Docs',
    nameRu: 'Документальные',
    shortRu: 'Док',
    more: { uz: { name: 'Hujjatli', short: 'Hujjatli' }, kk: { name: 'Деректі', short: 'Деректі' } },
    tags: [],
  },
  {
    id: 7,
    slug: 'entertainment',
    name: 'Entertainment',
    short: 'Fun',
    nameRu: 'Развлекательные',
    shortRu: 'Досуг',
    more: { uz: { name: 'Koʻngilochar', short: 'Hordiq' }, kk: { name: 'Ойын-сауық', short: 'Демалыс' } },
    tags: [],
  },
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
      nameRu: 'Все каналы',
      shortRu: 'Все',
      more: {
        uz: { name: 'Barcha kanallar', short: 'Hammasi' },
        kk: { name: 'Барлық арналар', short: 'Барлығы' },
      },
      tags: ['all_channels'],
      channelIds: channels.map((channel) => channel.id),
    },
    {
      id: CATEGORY_FALLBACK,
      slug: 'popular',
      name: 'Popular',
      short: 'Top',
      nameRu: 'Популярные',
      shortRu: 'Топ',
      more: { uz: { name: 'Ommabop', short: 'Top' }, kk: { name: 'Танымал', short: 'Топ' } },
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
      nameRu: 'Для взрослых 18+',
      shortRu: '18+',
      more: {
        uz: { name: 'Kattalar uchun 18+', short: '18+' },
        kk: { name: 'Ересектерге 18+', short: '18+' },
      },
      tags: ['is_adult'],
      channelIds: adultIds(channels),
    },
    {
      id: 26,
      slug: 'service',
      name: 'Service (excluded by clients)',
      short: 'Service',
      nameRu: 'Служебная (клиенты её скрывают)',
      shortRu: 'Служебная',
      more: {
        uz: { name: 'Xizmat (mijozlar yashiradi)', short: 'Xizmat' },
        kk: { name: 'Қызметтік (клиенттер жасырады)', short: 'Қызметтік' },
      },
      tags: ['hidden'],
      channelIds: channels.filter((channel) => channel.is4k).map((channel) => channel.id),
    },
  ];
}

function adultIds(channels: readonly ChannelRecord[]): number[] {
  return channels.filter((channel) => channel.isAdult).map((channel) => channel.id);
}
