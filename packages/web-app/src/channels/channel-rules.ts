/**
 * Why: 001 §5 / §9 decide which channels a viewer may see in which category — 4K channels never appear
 * (is_4k or 4k / uhd / ultra hd in the name), category 26 is excluded, favourites (1000, 'my') fall back
 * to category 8 when empty, a child profile sees only channels aged 12 or less and starts in category 5,
 * and an age that is missing counts as adult (the SDK's `isAdultAge`, shared with the player; so is
 * `isPurchased`). Pure functions so each rule is one table test.
 */

import { CHILD_AGE_CUTOFF, isAdultAge } from '@onair/player-sdk/timeline';
import type { Category, Channel } from '../api/schemas';
import {
  CATEGORY_ALL_CHANNELS,
  CATEGORY_CHILD_DEFAULT,
  CATEGORY_EXCLUDED,
  CATEGORY_FAVOURITES,
  CATEGORY_FAVOURITES_FALLBACK,
  CATEGORY_FAVOURITES_SLUG,
} from '../constants';

/** The category word of the app's own channel links (`/channels/all/{channel}`). */
export const ALL_CHANNELS_SEGMENT = 'all';

const FOUR_K = /(^|[^a-z0-9])(4k|uhd|ultra\s*hd)([^a-z0-9]|$)/i;

export function is4kChannel(channel: Pick<Channel, 'name' | 'is_4k'>): boolean {
  return channel.is_4k === true || FOUR_K.test(channel.name);
}

function hasTag(tags: Channel['tags'], tag: string): boolean {
  if (!tags) return false;
  if (Array.isArray(tags)) return tags.includes(tag);
  return (tags as Record<string, unknown>)[tag] === true;
}

/** An adult channel asks for the PIN: tagged adult, or adult by age (the channel's age, else its rating age). */
export function isAdultChannel(channel: Pick<Channel, 'age' | 'rating_age' | 'tags'>): boolean {
  return hasTag(channel.tags, 'is_adult') || isAdultAge(channel.age ?? channel.rating_age);
}

/** Channels any list may show: no 4K, and for a child profile only channels aged 12 or less. */
export function visibleChannels(channels: readonly Channel[], childProfile: boolean): Channel[] {
  return channels.filter((channel) => {
    if (is4kChannel(channel)) return false;
    if (childProfile)
      return (
        typeof channel.age === 'number' &&
        channel.age <= CHILD_AGE_CUTOFF &&
        !hasTag(channel.tags, 'is_adult')
      );
    return true;
  });
}

export interface CategoryOption {
  id: number;
  slug: string;
  name: string;
  channelIds: number[] | null;
}

export function categorySlug(category: Pick<Category, 'id' | 'slug'>): string {
  return category.slug || String(category.id);
}

/**
 * The dropdown: category 26 dropped, favourites listed only for signed-in (non-guest) viewers and only when
 * it has channels, a child profile gets no selector (its one category is decided by `defaultCategory`).
 */
export function categoryOptions(
  categories: readonly Category[],
  favouriteIds: readonly number[] | null,
  favouritesLabel: string,
): CategoryOption[] {
  const options: CategoryOption[] = categories
    .filter((category) => category.id !== CATEGORY_EXCLUDED)
    .map((category) => ({
      id: category.id,
      slug: categorySlug(category),
      name: category.name,
      channelIds: category.id === CATEGORY_ALL_CHANNELS ? null : [...(category.channels ?? [])],
    }));
  if (favouriteIds && favouriteIds.length > 0) {
    options.unshift({
      id: CATEGORY_FAVOURITES,
      slug: CATEGORY_FAVOURITES_SLUG,
      name: favouritesLabel,
      channelIds: [...favouriteIds],
    });
  }
  return options;
}

export type CategoryChoice = { kind: 'found'; option: CategoryOption } | { kind: 'unknown'; slug: string };

/**
 * Which category a route shows: the slug or id from the URL; favourites with none left fall back to 8;
 * no slug means the child default (5) for a child, else all channels (16).
 */
export function chooseCategory(
  options: readonly CategoryOption[],
  requested: string | null | undefined,
  childProfile: boolean,
): CategoryChoice {
  const byKey = (key: string) => options.find((o) => o.slug === key || String(o.id) === key);
  const fallback = (id: number) => options.find((o) => o.id === id) ?? options[0];
  if (!requested) {
    const option = fallback(childProfile ? CATEGORY_CHILD_DEFAULT : CATEGORY_ALL_CHANNELS);
    return option ? { kind: 'found', option } : { kind: 'unknown', slug: '' };
  }
  const found = byKey(requested);
  if (found) return { kind: 'found', option: found };
  // The app's own links say /channels/all/{channel}: 'all' is its name for category 16 (§9), whatever
  // the operator calls that category (Meridian TV: 'vse').
  if (requested === ALL_CHANNELS_SEGMENT) {
    const option = fallback(CATEGORY_ALL_CHANNELS);
    if (option) return { kind: 'found', option };
  }
  if (requested === CATEGORY_FAVOURITES_SLUG || requested === String(CATEGORY_FAVOURITES)) {
    const option = fallback(CATEGORY_FAVOURITES_FALLBACK);
    if (option) return { kind: 'found', option };
  }
  return { kind: 'unknown', slug: requested };
}

export function channelsInCategory(channels: readonly Channel[], option: CategoryOption): Channel[] {
  if (option.channelIds === null) return [...channels];
  const ids = new Set(option.channelIds);
  return channels.filter((channel) => ids.has(channel.id) || channel.categories?.includes(option.id));
}

/** 001 §2 /channelsfree: only channels that are available, free and not hidden. */
export function freeChannels(channels: readonly Channel[]): Channel[] {
  return channels.filter((c) => c.is_free === true && c.is_available !== false && c.is_hidden !== true);
}

/** A route's channel key may be an id, a numeric string or a slug (001 §2). */
export function findChannel(channels: readonly Channel[], key: string | undefined): Channel | null {
  if (!key) return null;
  return channels.find((c) => String(c.id) === key || c.slug === key) ?? null;
}
