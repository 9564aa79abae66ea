// The seeded VOD catalogue: films, a two-season series (one episode an announcement), programmes,
// trailers and persons. Ids are fixed and documented because tests pick contents by behaviour
// (clear with ads, ClearKey DRM, unpurchased, adult, lost, announcement).
import { generatedContents, generatedPeople } from './generated';
import type { ContentRecord, PersonRecord, TrailerRecord } from './types';

type Draft = Partial<ContentRecord> & Pick<ContentRecord, 'id' | 'title' | 'content_type'>;

const FILMS: Draft[] = [
  {
    id: 101,
    title: 'The Test Pattern',
    content_type: 'movie',
    genres: ['Drama'],
    ads: true,
    playbackPoints: true,
    packshots: true,
    personIds: [201, 202],
    trailerIds: [501],
  },
  {
    id: 102,
    title: 'Colour Bars',
    content_type: 'movie',
    genres: ['Thriller'],
    drm: true,
    personIds: [202, 203],
  },
  { id: 103, title: 'Mandelbrot Dreams', content_type: 'movie', genres: ['Sci-Fi'], personIds: [204] },
  {
    id: 104,
    title: 'Premium Heist',
    content_type: 'movie',
    genres: ['Action'],
    isPurchased: false,
    price: 199,
  },
  {
    id: 105,
    title: 'Midnight Thriller',
    content_type: 'movie',
    genres: ['Thriller'],
    age: 18,
    personIds: [205],
  },
  { id: 106, title: 'The Lost Reel', content_type: 'movie', genres: ['Drama'], isLost: true },
  {
    id: 107,
    title: 'Sine Wave Cartoon',
    content_type: 'movie',
    genres: ['Animation'],
    age: 0,
    isCartoon: true,
  },
  {
    id: 108,
    title: 'Pixel Friends',
    content_type: 'movie',
    genres: ['Animation'],
    age: 6,
    isCartoon: true,
    ads: true,
  },
  { id: 109, title: 'Encrypted Journey', content_type: 'movie', genres: ['Adventure'], drm: true, ads: true },
  { id: 110, title: 'Quiet Frequencies', content_type: 'movie', genres: ['Documentary'], personIds: [206] },
  { id: 111, title: 'Broadcast Day', content_type: 'movie', genres: ['Comedy'], personIds: [201, 207] },
  { id: 112, title: 'Долгий эфир', content_type: 'movie', genres: ['Drama'], countries: ['Russia'] },
];

const SERIES: Draft[] = [
  {
    id: 120,
    title: 'Signal Hunters',
    content_type: 'series',
    genres: ['Sci-Fi'],
    childIds: [121, 122],
    trailerIds: [502],
    personIds: [203, 208],
  },
  {
    id: 121,
    title: 'Signal Hunters, season 1',
    content_type: 'season',
    parentId: 120,
    season: 1,
    childIds: [123, 124, 125],
  },
  {
    id: 122,
    title: 'Signal Hunters, season 2',
    content_type: 'season',
    parentId: 120,
    season: 2,
    childIds: [126, 127, 128],
  },
  {
    id: 123,
    title: 'Pilot',
    content_type: 'episode',
    parentId: 121,
    season: 1,
    series: 1,
    playbackPoints: true,
  },
  {
    id: 124,
    title: 'Static',
    content_type: 'episode',
    parentId: 121,
    season: 1,
    series: 2,
    playbackPoints: true,
  },
  { id: 125, title: 'Noise Floor', content_type: 'episode', parentId: 121, season: 1, series: 3, ads: true },
  { id: 126, title: 'Carrier Wave', content_type: 'episode', parentId: 122, season: 2, series: 1 },
  { id: 127, title: 'Interference', content_type: 'episode', parentId: 122, season: 2, series: 2, drm: true },
  {
    id: 128,
    title: 'Coming Soon',
    content_type: 'episode',
    parentId: 122,
    season: 2,
    series: 3,
    isAnnouncement: true,
  },
];

const PROGRAMMES: Draft[] = [
  { id: 130, title: 'Morning Show', content_type: 'program', genres: ['Talk show'], personIds: [207] },
  { id: 131, title: 'Evening Quiz', content_type: 'program', genres: ['Game show'], ads: true },
];

function complete(draft: Draft, index: number): ContentRecord {
  const playable = draft.content_type !== 'series' && draft.content_type !== 'season';
  return {
    slug: `${draft.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${draft.id}`.replace(/^-/, 'content-'),
    original: draft.title,
    year: 2010 + (index % 15),
    description: `${draft.title}: a demo ${draft.content_type} made of ffmpeg test pictures.`,
    genres: [],
    parentId: null,
    childIds: [],
    age: 12,
    isCartoon: false,
    isLost: false,
    isPurchased: true,
    isAnnouncement: false,
    countries: ['United Kingdom'],
    personIds: [],
    trailerIds: [],
    durationSec: playable ? 30 : 0,
    drm: false,
    ads: false,
    playbackPoints: false,
    packshots: false,
    vodId: 'feature',
    price: 0,
    ...draft,
  };
}

export function buildContents(): ContentRecord[] {
  // The generated bulk comes after the hand-made titles, so their ids and fields stay as they were.
  return [...FILMS, ...SERIES, ...PROGRAMMES, ...generatedContents()].map(complete);
}

export function buildTrailers(): TrailerRecord[] {
  return [
    { id: 501, contentId: 101, title: 'The Test Pattern — trailer', vodId: 'feature' },
    { id: 502, contentId: 120, title: 'Signal Hunters — trailer', vodId: 'feature' },
  ];
}

const PEOPLE: [number, string, string][] = [
  [201, 'Anna Petrova', 'actor'],
  [202, 'John Carter', 'actor'],
  [203, 'Maria Ivanova', 'actor'],
  [204, 'Lee Wong', 'director'],
  [205, 'Oleg Smirnov', 'director'],
  [206, 'Sara Lind', 'director'],
  [207, 'Tom Baker', 'presenter'],
  [208, 'Elena Sokolova', 'director'],
];

export function buildPersons(contents: readonly ContentRecord[]): PersonRecord[] {
  return [...PEOPLE, ...generatedPeople()].map(([id, name, role]) => ({
    id,
    slug: `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${id}`,
    name,
    bio: `${name} is a demo ${role} in the OnAir catalogue.`,
    role,
    contentIds: contents.filter((content) => content.personIds.includes(id)).map((content) => content.id),
  }));
}
