// The demo operator's curation (issue 19): its menu pages (rowsets), the rows each page shows, and
// the libraries. Each row says what fills it (`source`); the contents come from the seeded catalogue.
// Row and page ids are documented in the README because the browser tests open them by id.
import { NEW_YEAR_ROW_IDS } from '../operators/profile';

export interface PageSeed {
  id: number;
  slug: string;
  template: string;
  title: string;
  title_ru: string;
  variants: string[];
  position: number;
  parent_id?: number;
  url?: string;
  library_id?: number;
  preset?: Record<string, string>;
  rows: number[];
}

export interface RowSeed {
  id: number;
  slug: string;
  template: string;
  title: string;
  title_ru: string;
  description?: string;
  content_type?: string;
  duration?: number;
  library_id?: number;
  source: Record<string, unknown>;
}

const BOTH = ['web', 'mobile300'];

export const LIBRARIES = [
  { id: 1, title: 'OnAir Cinema', bg: '#1d3557' },
  { id: 2, title: 'Festival Selection', bg: '#5a189a' },
];

/** Rowset items of the promo rows: one of every §2 destination type. */
const PROMOTIONS = [
  {
    id: 1,
    title: 'The Test Pattern',
    short: 'Tonight’s premiere',
    destination: { type: 'content', id: 101, slug: 'the-test-pattern-101' },
  },
  {
    id: 2,
    title: 'New films every week',
    short: 'See the whole row',
    destination: { type: 'row', id: 11, slug: 'new-films' },
  },
  { id: 3, title: 'Cinema+', short: 'Premium films in one packet', destination: { type: 'packet', id: 101 } },
  {
    id: 4,
    title: 'Watch live TV',
    short: 'Back to your last channel',
    destination: { type: 'last_channel' },
  },
  {
    id: 5,
    title: 'Have a promo code?',
    short: 'Enter it and unlock a gift',
    destination: { type: 'enter_promo_key' },
  },
  {
    id: 6,
    title: 'About the demo',
    short: 'What is OnAir',
    destination: {
      type: 'text',
      title: 'OnAir demo',
      description:
        'Every title here is generated: posters are drawn from the name and every film plays the same test pictures.',
    },
  },
];

const BUTTONS = [
  { id: 11, title: 'For kids', destination: { type: 'rowset', id: 5, slug: 'kids' } },
  { id: 12, title: 'News channel', destination: { type: 'channel', id: 1 } },
  { id: 13, title: 'Promo code', destination: { type: 'enter_promo_key' } },
  {
    id: 14,
    title: 'How the demo works',
    destination: {
      type: 'text',
      title: 'How the demo works',
      description: 'Rows, pages and menus come from the operator; the app only shows them.',
    },
  },
  { id: 15, title: 'Project site', destination: { type: 'open_url', src: 'https://example.com/onair' } },
  { id: 16, title: 'Back to live TV', destination: { type: 'last_channel' } },
];

const PROMO = { kind: 'promotions' };

/**
 * 001 §2 /newyear: five promotional rows the page loads by fixed ids (operators/profile.ts
 * NEW_YEAR_ROW_IDS; the web app's constants name the same ids). They are on no page of their own.
 */
const NEW_YEAR_ROWS: RowSeed[] = [
  [
    'new-year-films',
    'Films for the holidays',
    'Фильмы на праздники',
    { content_type: 'movie', sort: 'year' },
  ],
  ['new-year-series', 'Series for long evenings', 'Сериалы на долгие вечера', { content_type: 'series' }],
  ['new-year-top', 'The best of the year', 'Лучшее за год', { content_type: 'movie', sort: 'rating' }],
  ['new-year-family', 'With the whole family', 'Всей семьёй', { genre: 'Family' }],
  ['new-year-comedy', 'A merry evening', 'Весёлый вечер', { genre: 'Comedy' }],
].map(([slug, title, title_ru, filter], i) => ({
  id: NEW_YEAR_ROW_IDS[i] as number,
  slug: slug as string,
  template: 'content-v',
  title: title as string,
  title_ru: title_ru as string,
  source: { kind: 'contents', ...(filter as Record<string, unknown>) },
}));

export const ROWS: RowSeed[] = [
  {
    id: 10,
    slug: 'tonight',
    template: 'promo-bg',
    title: 'Tonight on OnAir',
    title_ru: 'Сегодня в эфире',
    duration: 5,
    source: { ...PROMO, items: PROMOTIONS },
  },
  {
    id: 11,
    slug: 'new-films',
    template: 'content-v',
    title: 'New films',
    title_ru: 'Новые фильмы',
    description: 'The newest films of the catalogue, newest first.',
    content_type: 'movie',
    source: { kind: 'contents', content_type: 'movie', sort: 'year' },
  },
  {
    id: 12,
    slug: 'live-channels',
    template: 'channels',
    title: 'Live channels',
    title_ru: 'Телеканалы',
    source: { kind: 'channels' },
  },
  {
    id: 13,
    slug: 'series-row',
    template: 'content-h',
    title: 'Series',
    title_ru: 'Сериалы',
    content_type: 'series',
    source: { kind: 'contents', content_type: 'series', sort: 'year' },
  },
  {
    id: 14,
    slug: 'quick-links',
    template: 'button',
    title: 'Quick links',
    title_ru: 'Быстрые ссылки',
    source: { ...PROMO, items: BUTTONS },
  },
  {
    id: 15,
    slug: 'continue',
    template: 'history',
    title: 'Continue watching',
    title_ru: 'Продолжить просмотр',
    source: { kind: 'history' },
  },
  {
    id: 16,
    slug: 'faces',
    template: 'person',
    title: 'Faces of OnAir',
    title_ru: 'Лица OnAir',
    source: { kind: 'persons' },
  },
  {
    id: 17,
    slug: 'premieres',
    template: 'promo-wide',
    title: 'Premieres',
    title_ru: 'Премьеры',
    source: { ...PROMO, items: PROMOTIONS.slice(0, 3) },
  },
  {
    id: 18,
    slug: 'drama',
    template: 'content-v',
    title: 'Drama',
    title_ru: 'Драмы',
    source: { kind: 'contents', genre: 'Drama' },
  },
  {
    id: 19,
    slug: 'comedy',
    template: 'content-v',
    title: 'Comedy',
    title_ru: 'Комедии',
    source: { kind: 'contents', genre: 'Comedy' },
  },
  {
    id: 20,
    slug: 'partners',
    template: 'branded_button',
    title: 'Partners',
    title_ru: 'Партнёры',
    source: { ...PROMO, items: BUTTONS.slice(3) },
  },
  {
    id: 21,
    slug: 'top-rated',
    template: 'content-v',
    title: 'Top rated',
    title_ru: 'Высокий рейтинг',
    source: { kind: 'contents', content_type: 'movie', sort: 'rating' },
  },
  {
    id: 22,
    slug: 'documentary',
    template: 'content-h',
    title: 'Documentaries',
    title_ru: 'Документальное кино',
    source: { kind: 'contents', genre: 'Documentary' },
  },
  {
    id: 23,
    slug: 'packets',
    template: 'packet_promo',
    title: 'Subscriptions',
    title_ru: 'Подписки',
    source: { kind: 'packets' },
  },
  {
    id: 24,
    slug: 'packets-base',
    template: 'packet_promo_base',
    title: 'The base packet',
    title_ru: 'Базовый пакет',
    source: { kind: 'packets', ids: [100] },
  },
  {
    id: 25,
    slug: 'donate',
    template: 'donate_packs',
    title: 'Gift a subscription',
    title_ru: 'Подарить подписку',
    source: { kind: 'packets', ids: [101, 102] },
  },
  {
    id: 26,
    slug: 'collection',
    template: 'collection-v',
    title: 'The collection',
    title_ru: 'Коллекция',
    description: 'Everything the operator curates, film by film.',
    source: { kind: 'contents', content_type: 'movie' },
  },
  {
    id: 27,
    slug: 'recently',
    template: 'history-h',
    title: 'Recently watched',
    title_ru: 'Недавно смотрели',
    source: { kind: 'history' },
  },
  {
    id: 28,
    slug: 'animation',
    template: 'content-v',
    title: 'Animation',
    title_ru: 'Мультфильмы',
    source: { kind: 'contents', genre: 'Animation' },
  },
  {
    id: 29,
    slug: 'family',
    template: 'content-h',
    title: 'For the whole family',
    title_ru: 'Для всей семьи',
    source: { kind: 'contents', genre: 'Family' },
  },
  {
    id: 30,
    slug: 'featured-channel',
    template: 'channel',
    title: 'Featured channel',
    title_ru: 'Канал дня',
    source: { kind: 'channels', limit: 1 },
  },
  {
    id: 31,
    slug: 'cinema-library',
    template: 'content-v',
    title: 'OnAir Cinema',
    title_ru: 'Кинотеатр OnAir',
    library_id: 1,
    source: { kind: 'contents', library_id: 1 },
  },
  {
    id: 40,
    slug: 'search-films',
    template: 'content-v',
    title: 'Films',
    title_ru: 'Фильмы',
    source: { kind: 'contents', content_type: 'movie', search: true },
  },
  {
    id: 41,
    slug: 'search-series',
    template: 'content-h',
    title: 'Series',
    title_ru: 'Сериалы',
    source: { kind: 'contents', content_type: 'series', search: true },
  },
  {
    id: 42,
    slug: 'search-channels',
    template: 'channels',
    title: 'Channels',
    title_ru: 'Каналы',
    source: { kind: 'channels', search: true },
  },
  {
    id: 43,
    slug: 'search-persons',
    template: 'person',
    title: 'People',
    title_ru: 'Персоны',
    source: { kind: 'persons', search: true },
  },
  {
    id: 50,
    slug: 'my-films',
    template: 'content-v',
    title: 'My films and series',
    title_ru: 'Мои фильмы и сериалы',
    source: { kind: 'favorites', of: 'content' },
  },
  {
    id: 51,
    slug: 'my-channels',
    template: 'channels',
    title: 'My channels',
    title_ru: 'Мои каналы',
    source: { kind: 'favorites', of: 'channel' },
  },
  {
    id: 52,
    slug: 'my-persons',
    template: 'person',
    title: 'My people',
    title_ru: 'Мои персоны',
    source: { kind: 'favorites', of: 'person' },
  },
  ...NEW_YEAR_ROWS,
];

const START_ROWS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31];

export const PAGES: PageSeed[] = [
  {
    id: 1,
    slug: 'main',
    template: 'startpage',
    title: 'Home',
    title_ru: 'Главная',
    variants: BOTH,
    position: 1,
    rows: START_ROWS,
  },
  {
    id: 2,
    slug: 'tv',
    template: 'tvchannels',
    title: 'TV channels',
    title_ru: 'Телеканалы',
    variants: BOTH,
    position: 2,
    rows: [],
  },
  {
    id: 4,
    slug: 'catalog',
    template: 'group.catalog',
    title: 'Catalogue',
    title_ru: 'Каталог',
    variants: BOTH,
    position: 3,
    rows: [],
  },
  {
    id: 41,
    slug: 'movies',
    template: 'group.catalog.page',
    title: 'Films',
    title_ru: 'Фильмы',
    variants: [],
    position: 1,
    parent_id: 4,
    preset: { content_type: 'movie' },
    rows: [],
  },
  {
    id: 42,
    slug: 'series',
    template: 'group.catalog.page',
    title: 'Series',
    title_ru: 'Сериалы',
    variants: [],
    position: 2,
    parent_id: 4,
    preset: { content_type: 'series' },
    rows: [],
  },
  {
    id: 5,
    slug: 'kids',
    template: 'page',
    title: 'Kids',
    title_ru: 'Детям',
    variants: BOTH,
    position: 4,
    rows: [28, 29, 12],
  },
  {
    id: 6,
    slug: 'cinema',
    template: 'page',
    title: 'OnAir Cinema',
    title_ru: 'Кинотеатр',
    variants: ['web'],
    position: 5,
    library_id: 1,
    rows: [31, 21],
  },
  {
    id: 3,
    slug: 'search',
    template: 'search',
    title: 'Search',
    title_ru: 'Поиск',
    variants: BOTH,
    position: 6,
    rows: [40, 41, 42, 43],
  },
  {
    id: 7,
    slug: 'partner',
    template: 'outer_link',
    title: 'Partner',
    title_ru: 'Партнёр',
    variants: ['web'],
    position: 7,
    url: 'https://example.com/onair-partner',
    rows: [],
  },
  {
    id: 1000,
    slug: 'my',
    template: 'my',
    title: 'My',
    title_ru: 'Моё',
    variants: BOTH,
    position: 8,
    rows: [50, 51, 52],
  },
];
