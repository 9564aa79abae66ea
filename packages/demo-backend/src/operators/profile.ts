// Which operator a demo backend plays (issue 37). The app must work on any operator's API, not only on
// the ids and slugs our demo happens to use (001 §2: the start page is the page whose template is
// startpage, not a slug). So the demo can also run as a second operator, "Meridian TV": the same shows
// under its own channel ids and slugs, category slugs, page and row ids and slugs, and another start
// page slug. The browser suite's start-page, catalogue and channel tests run against both (e2e projects
// `onair` and `meridian`), computing what they expect through these same functions.
//
// Ids that the specs fix stay as they are for every operator: the categories (16 all channels, 1000
// favourites 'my', 8, 5, 26; 001 §9), the viewer's own page 1000 'my' and the row slug `collection`
// (001 §2 /row/collection). Contents, persons and packets keep their ids (docs/decisions.md).

export type OperatorKey = 'onair' | 'meridian';

export const OPERATOR_KEYS: readonly OperatorKey[] = ['onair', 'meridian'];

export interface OperatorProfile {
  key: OperatorKey;
  /** The provider the network call names (000 §7); ?provider= variants exist only for OnAir. */
  provider: { id: number; name: string; shortname: string };
  /** Whether this operator carries a channel, page or row of the seeded demo (by its seed id). */
  carriesChannel(seedId: number): boolean;
  carriesRow(seedId: number): boolean;
  channelId(seedId: number): number;
  channelSlug(seedSlug: string, seedId: number): string;
  categorySlug(seedSlug: string): string;
  pageId(seedId: number): number;
  pageSlug(seedSlug: string): string;
  rowId(seedId: number): number;
  rowSlug(seedSlug: string): string;
}

const same = <T>(value: T): T => value;

/** The demo operator as it always was: every id and slug as seeded. */
export const ONAIR: OperatorProfile = {
  key: 'onair',
  provider: { id: 1, name: 'OnAir Demo', shortname: 'onair' },
  carriesChannel: () => true,
  carriesRow: () => true,
  channelId: same,
  channelSlug: same,
  categorySlug: same,
  pageId: same,
  pageSlug: same,
  rowId: same,
  rowSlug: same,
};

/** 001 §9 "New-year page uses channel 3929" and its five rows: only OnAir carries them. */
export const FESTIVE_CHANNEL_ID = 3929;
export const NEW_YEAR_ROW_IDS = [3930, 3931, 3932, 3933, 3934] as const;

/** Spec-fixed ids and slugs every operator keeps. */
const MY_PAGE_ID = 1000;
const FIXED_SLUGS = new Set(['my', 'collection']);

const MERIDIAN_CATEGORIES: Record<string, string> = {
  all: 'vse',
  popular: 'top',
  news: 'novosti',
  sport: 'sport-tv',
  movies: 'kino',
  music: 'muzyka',
  kids: 'detyam',
  docs: 'dok',
  entertainment: 'dosug',
  adult: 'vzroslym',
  service: 'sluzhebnaya',
};

const MERIDIAN_PAGES: Record<string, string> = {
  main: 'glavnaya',
  tv: 'efir',
  catalog: 'katalog',
  movies: 'filmy',
  series: 'serialy',
  kids: 'detskoe',
  cinema: 'kinoteatr',
  search: 'poisk',
  partner: 'partner-site',
};

/** A slug that ends in its seed id (a generated channel, `channel-20`) ends in the new id instead. */
function renumberedSlug(seedSlug: string, seedId: number, id: number, prefix: string): string {
  const suffix = `-${seedId}`;
  return seedSlug.endsWith(suffix) ? `${seedSlug.slice(0, -suffix.length)}-${id}` : `${prefix}${seedSlug}`;
}

export const MERIDIAN: OperatorProfile = {
  key: 'meridian',
  provider: { id: 1, name: 'Meridian TV', shortname: 'meridian' },
  carriesChannel: (seedId) => seedId !== FESTIVE_CHANNEL_ID,
  carriesRow: (seedId) => !(NEW_YEAR_ROW_IDS as readonly number[]).includes(seedId),
  channelId: (seedId) => seedId + 300,
  channelSlug: (seedSlug, seedId) => renumberedSlug(seedSlug, seedId, seedId + 300, 'mer-'),
  categorySlug: (seedSlug) => MERIDIAN_CATEGORIES[seedSlug] ?? seedSlug,
  pageId: (seedId) => (seedId === MY_PAGE_ID ? seedId : seedId + 70),
  pageSlug: (seedSlug) => MERIDIAN_PAGES[seedSlug] ?? seedSlug,
  rowId: (seedId) => seedId + 60,
  rowSlug: (seedSlug) => (FIXED_SLUGS.has(seedSlug) ? seedSlug : `m-${seedSlug}`),
};

export function operatorProfile(key: OperatorKey = 'onair'): OperatorProfile {
  return key === 'meridian' ? MERIDIAN : ONAIR;
}

export function isOperatorKey(value: unknown): value is OperatorKey {
  return (OPERATOR_KEYS as readonly unknown[]).includes(value);
}
