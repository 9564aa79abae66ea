// The seeded demo as another operator names it (profile.ts): a pure renaming of ids and slugs over
// the line-up and the curation, so every other rule (what a row shows, who may watch what) is the
// same code for both operators.
import type { CategoryRecord, ChannelRecord } from '../catalogue/types';
import type { PageSeed, RowSeed } from '../rowsets/seed-data';
import type { OperatorProfile } from './profile';

export function lineUpOf(profile: OperatorProfile, channels: readonly ChannelRecord[]): ChannelRecord[] {
  return channels
    .filter((channel) => profile.carriesChannel(channel.id))
    .map((channel) => ({
      ...channel,
      id: profile.channelId(channel.id),
      slug: profile.channelSlug(channel.slug, channel.id),
    }));
}

export function categoriesOf(
  profile: OperatorProfile,
  categories: readonly CategoryRecord[],
): CategoryRecord[] {
  return categories.map((category) => ({ ...category, slug: profile.categorySlug(category.slug) }));
}

type Destination = { type?: unknown; id?: unknown; slug?: unknown } & Record<string, unknown>;

/** Rowset items point at rows, rowsets and channels by id and slug: they follow the renaming. */
function destinationOf(profile: OperatorProfile, destination: Destination): Destination {
  const id = typeof destination.id === 'number' ? destination.id : null;
  const slug = typeof destination.slug === 'string' ? destination.slug : null;
  switch (destination.type) {
    case 'row':
      return {
        ...destination,
        ...(id === null ? {} : { id: profile.rowId(id) }),
        ...(slug === null ? {} : { slug: profile.rowSlug(slug) }),
      };
    case 'rowset':
      return {
        ...destination,
        ...(id === null ? {} : { id: profile.pageId(id) }),
        ...(slug === null ? {} : { slug: profile.pageSlug(slug) }),
      };
    case 'channel':
      return id === null ? destination : { ...destination, id: profile.channelId(id) };
    default:
      return destination;
  }
}

function sourceOf(profile: OperatorProfile, source: Record<string, unknown>): Record<string, unknown> {
  const items = source.items;
  if (!Array.isArray(items)) return source;
  return {
    ...source,
    items: items.map((item: Record<string, unknown>) =>
      item.destination && typeof item.destination === 'object'
        ? { ...item, destination: destinationOf(profile, item.destination as Destination) }
        : item,
    ),
  };
}

export function curationOf(
  profile: OperatorProfile,
  seed: { pages: readonly PageSeed[]; rows: readonly RowSeed[] },
): { pages: PageSeed[]; rows: RowSeed[] } {
  const rows = seed.rows
    .filter((row) => profile.carriesRow(row.id))
    .map((row) => ({
      ...row,
      id: profile.rowId(row.id),
      slug: profile.rowSlug(row.slug),
      source: sourceOf(profile, row.source),
    }));
  const pages = seed.pages.map((page) => ({
    ...page,
    id: profile.pageId(page.id),
    slug: profile.pageSlug(page.slug),
    ...(page.parent_id === undefined ? {} : { parent_id: profile.pageId(page.parent_id) }),
    rows: page.rows.filter((id) => profile.carriesRow(id)).map((id) => profile.rowId(id)),
  }));
  return { pages, rows };
}
