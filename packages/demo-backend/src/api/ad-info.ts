// Builds the §3 Ad info of a stream response. Default rolls exercise every roll type; the `ads` knob
// replaces them with exactly the tags a test asks for (as the pre-roll, in order, so "an error moves to
// the next ad in the roll" can be tested with ads=broken,inline).
import type { AdInfo as WireAdInfo, AdItem as WireAdItem } from '@onair/player-sdk/stream-response';
import { absoluteUrl } from '../http/origin';
import type { AdTag } from './knobs';

/** §3 Ad info as the demo operator fills it: the SDK's shape (one definition), every roll present. */
export type AdItem = Required<WireAdItem>;
export type AdInfo = Required<
  Omit<WireAdInfo, 'pre_roll' | 'middle_roll' | 'post_roll' | 'post_pause_roll'>
> & {
  pre_roll: AdItem[];
  middle_roll: AdItem[];
  post_roll: AdItem[];
  post_pause_roll: AdItem[];
};

const TAG_PATHS: Record<AdTag, { path: string; query?: Record<string, string | number> }> = {
  inline: { path: '/vast/inline', query: { skipoffset: 5 } },
  inline3: { path: '/vast/inline', query: { version: '3.0' } },
  wrapper: { path: '/vast/wrapper', query: { depth: 2 } },
  pod: { path: '/vast/pod', query: { count: 3 } },
  buffet: { path: '/vast/buffet' },
  slow: { path: '/vast/slow' },
  empty: { path: '/vast/empty' },
  broken: { path: '/vast/broken' },
  media404: { path: '/vast/media404' },
  v1: { path: '/vast/v1' },
};

export function adTagUrl(origin: string, tag: AdTag, place: string): string {
  const { path, query } = TAG_PATHS[tag];
  return absoluteUrl(origin, path, { ...query, tag: place });
}

const items = (origin: string, tags: readonly AdTag[], place: string): AdItem[] =>
  tags.map((tag, i) => ({ url: adTagUrl(origin, tag, place), step: i + 1, aliases: ['onair-demo'] }));

/** Rolls for a content with ads: pre (skippable), a mid pod at 10 s, post (VAST 3), post-pause. */
export function defaultContentAds(origin: string): AdInfo {
  return {
    pre_roll: items(origin, ['inline'], 'pre_roll'),
    middle_roll: items(origin, ['pod'], 'middle_roll'),
    post_roll: items(origin, ['inline3'], 'post_roll'),
    post_pause_roll: items(origin, ['inline'], 'post_pause_roll'),
    middle_roll_points: [{ position: 10_000, urls: [adTagUrl(origin, 'pod', 'middle_roll')] }],
    max_advertising: 3,
  };
}

/** A live channel with ads shows one pre-roll when it starts. */
export function defaultChannelAds(origin: string): AdInfo {
  return { ...emptyRolls(), pre_roll: items(origin, ['inline'], 'pre_roll'), max_advertising: 1 };
}

export function knobAds(origin: string, tags: readonly AdTag[]): AdInfo {
  return { ...emptyRolls(), pre_roll: items(origin, tags, 'pre_roll'), max_advertising: tags.length };
}

function emptyRolls(): AdInfo {
  return {
    pre_roll: [],
    middle_roll: [],
    post_roll: [],
    post_pause_roll: [],
    middle_roll_points: [],
    max_advertising: 0,
  };
}

/** knob 'none' → no ads; a knob list → those tags; otherwise the record's default (or none). */
export function chooseAds(
  knob: readonly AdTag[] | 'none' | undefined,
  hasAds: boolean,
  fallback: () => AdInfo,
  origin: string,
): AdInfo | undefined {
  if (knob === 'none') return undefined;
  if (knob) return knobAds(origin, knob);
  return hasAds ? fallback() : undefined;
}
