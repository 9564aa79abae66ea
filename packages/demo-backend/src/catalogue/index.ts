// Builds the whole seeded operator once at start-up; lookups by id or slug used by the routes.

import { ONAIR, type OperatorProfile } from '../operators/profile';
import { categoriesOf, lineUpOf } from '../operators/renumber';
import { buildCategories } from './categories';
import { buildChannels } from './channels';
import { buildContents, buildPersons, buildTrailers } from './contents';
import type { Catalogue, ChannelRecord, ContentRecord } from './types';

/**
 * `vodDurations` (VOD id → seconds) makes playable contents as long as the media they play; `operator`
 * names the line-up with that operator's ids and slugs (operators/profile.ts).
 */
export function buildCatalogue(
  seed: number,
  liveSourceIds: readonly string[],
  vodDurations: ReadonlyMap<string, number> = new Map(),
  operator: OperatorProfile = ONAIR,
): Catalogue {
  const lineUp = lineUpOf(operator, buildChannels(seed, liveSourceIds));
  const contents = buildContents().map((content) => {
    const duration = vodDurations.get(content.vodId);
    return content.durationSec > 0 && duration !== undefined
      ? { ...content, durationSec: duration }
      : content;
  });
  // A featured programme is its content: the guide names it by the content's title.
  const channels = lineUp.map((channel) => {
    const featured = contents.find((content) => content.id === channel.featuredContentId);
    return featured ? { ...channel, featuredTitle: featured.title } : channel;
  });
  return {
    seed,
    channels,
    categories: categoriesOf(operator, buildCategories(channels)),
    contents,
    trailers: buildTrailers(),
    persons: buildPersons(contents),
  };
}

/** A channel by numeric id or by slug (GET /v2/channels/:id accepts both). */
export function findChannel(catalogue: Catalogue, idOrSlug: string): ChannelRecord | undefined {
  const asNumber = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : Number.NaN;
  return catalogue.channels.find((channel) => channel.id === asNumber || channel.slug === idOrSlug);
}

export function findContent(catalogue: Catalogue, idOrSlug: string): ContentRecord | undefined {
  const asNumber = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : Number.NaN;
  return catalogue.contents.find((content) => content.id === asNumber || content.slug === idOrSlug);
}
