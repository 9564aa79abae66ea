// Internal records of the seeded operator. Routes turn them into the §3 wire shapes; keeping the two
// apart lets the wire add per-request fields (absolute URLs, current programme) without mutating state.

export interface ChannelRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  age: number;
  isAdult: boolean;
  is4k: boolean;
  isHd: boolean;
  isFree: boolean;
  isPurchased: boolean;
  archivedDays: number;
  /** One of the media library's live sources ('live1'..'live4'); the picture shows that source's label. */
  sourceId: string;
  categoryIds: number[];
  vitrina: boolean;
  packetIds: number[];
  hasAds: boolean;
  /** Test channels never ban catch-up, so archive tests do not depend on the wall clock. */
  alwaysCatchup: boolean;
  /** Genre words used for the EPG titles. */
  theme: ChannelTheme;
  /** The operator's startup channel (001 §3 Channel tags.startup). */
  isStartup?: boolean;
  /** A content aired as the first programme of every EPG block (sources/catchups). */
  featuredContentId?: number;
  /** That content's title, the featured programme's title in the guide (buildCatalogue fills it). */
  featuredTitle?: string;
}

export type ChannelTheme = 'news' | 'sport' | 'movies' | 'music' | 'kids' | 'docs' | 'fun';

export interface CategoryRecord {
  id: number;
  slug: string;
  name: string;
  short: string;
  /** The Russian names, answered when the request's Accept-Language asks for Russian. */
  nameRu: string;
  shortRu: string;
  /** The names in Uzbek and Kazakh (001 §9 uz-uz, kk-kz); English where one is missing. */
  more?: Partial<Record<'uz' | 'kk', { name: string; short: string }>>;
  channelIds: number[];
  tags: string[];
}

export type ContentType = 'movie' | 'program' | 'series' | 'season' | 'episode';

export interface ContentRecord {
  id: number;
  slug: string;
  title: string;
  original: string;
  year: number;
  description: string;
  genres: string[];
  content_type: ContentType;
  parentId: number | null;
  childIds: number[];
  /** Season number for seasons and episodes, episode number for episodes. */
  season?: number;
  series?: number;
  age: number;
  isCartoon: boolean;
  isLost: boolean;
  isPurchased: boolean;
  isAnnouncement: boolean;
  countries: string[];
  personIds: number[];
  trailerIds: number[];
  durationSec: number;
  /** Playback options; only playable types (movie, program, episode) use them. */
  drm: boolean;
  ads: boolean;
  playbackPoints: boolean;
  packshots: boolean;
  vodId: string;
  price: number;
}

export interface TrailerRecord {
  id: number;
  contentId: number;
  title: string;
  vodId: string;
}

export interface PersonRecord {
  id: number;
  slug: string;
  name: string;
  bio: string;
  role: string;
  contentIds: number[];
}

export interface Catalogue {
  seed: number;
  channels: ChannelRecord[];
  categories: CategoryRecord[];
  contents: ContentRecord[];
  trailers: TrailerRecord[];
  persons: PersonRecord[];
}
