/**
 * The ad cases the ads example offers. An operator puts its rolls in the stream response (§3 Ad info); each
 * case here is such an Ad info, pointing at one behaviour of the demo backend's VAST server (`/vast/…`), with
 * the outcome §4/§8 promise for it: an ad plays and the film follows, or the ad fails and the film plays anyway.
 */
import type { StreamResponse } from '@onair/player-sdk';

export type AdInfo = NonNullable<StreamResponse['ad']>;

export interface AdCase {
  id: string;
  title: string;
  /** The documented outcome, shown on the page. */
  outcome: string;
  /** True when every ad of the case is meant to fail (the film must still play, the error shown). */
  fails: boolean;
  /** What the viewer does to reach the roll, if anything. */
  hint?: string;
  /** The case's Ad info; `vast(path)` makes a tag URL on the demo VAST server, `own` is the stream's own. */
  ad(vast: (path: string) => string, own: AdInfo | undefined): AdInfo | undefined;
}

export const AD_CASES: readonly AdCase[] = [
  {
    id: 'pre',
    title: 'Pre-roll',
    outcome: 'A 6 s ad, skippable after 5 s, plays before the film; then the film starts at 0.',
    fails: false,
    ad: (vast) => ({ pre_roll: [{ url: vast('inline?ad=ad2&skipoffset=5') }], max_advertising: 1 }),
  },
  {
    id: 'mid',
    title: 'Mid-roll',
    outcome: 'At 4 s the film pauses for a pod of two ads, then resumes where it stopped.',
    fails: false,
    ad: (vast) => ({
      middle_roll_points: [{ position: 4_000, urls: [vast('pod?count=2')] }],
      max_advertising: 2,
    }),
  },
  {
    id: 'post',
    title: 'Post-roll',
    outcome: 'When the film ends, a VAST 3 ad plays.',
    hint: 'Press “Jump to the end” to get there quickly.',
    fails: false,
    ad: (vast) => ({ post_roll: [{ url: vast('inline?ad=ad2&version=3.0') }], max_advertising: 1 }),
  },
  {
    id: 'pause',
    title: 'Pause roll',
    outcome: 'Pause the film, then play: an ad plays first, then the film goes on from where it was.',
    hint: 'Press “Play / pause” twice.',
    fails: false,
    ad: (vast) => ({ post_pause_roll: [{ url: vast('inline?ad=ad2') }], max_advertising: 1 }),
  },
  {
    id: 'wrapper',
    title: 'Wrapper chain',
    outcome: 'Three VAST wrappers are followed to the inline ad; it plays, then the film.',
    fails: false,
    ad: (vast) => ({ pre_roll: [{ url: vast('wrapper?depth=3&ad=ad2') }], max_advertising: 1 }),
  },
  {
    id: 'broken',
    title: 'Broken VAST',
    outcome: 'The ad server answers XML that does not parse: the ad fails (§8 100) and the film starts.',
    fails: true,
    ad: (vast) => ({ pre_roll: [{ url: vast('broken') }], max_advertising: 1 }),
  },
  {
    id: 'empty',
    title: 'Empty VAST',
    outcome:
      'The ad server answers a VAST without an ad (§8 1009, empty response): nothing plays, the film starts.',
    fails: true,
    ad: (vast) => ({ pre_roll: [{ url: vast('empty') }], max_advertising: 1 }),
  },
  {
    id: 'media404',
    title: '404 ad media',
    outcome:
      'The ad’s video file is missing: the ad fails (§8 4xx, sent as error_load_4xx) and the film starts.',
    fails: true,
    ad: (vast) => ({ pre_roll: [{ url: vast('media404?ad=ad2') }], max_advertising: 1 }),
  },
  {
    id: 'fallthrough',
    title: 'Broken, then a good ad',
    outcome: 'An error moves to the next ad in the roll (§4): the broken tag fails, the second ad plays.',
    fails: false,
    ad: (vast) => ({
      pre_roll: [{ url: vast('broken') }, { url: vast('inline?ad=ad2') }],
      max_advertising: 1,
    }),
  },
  {
    id: 'operator',
    title: 'The operator’s own rolls',
    outcome:
      'Content 101’s Ad info as the demo backend sends it: pre-roll, a pod of three at 10 s, post-roll and pause roll.',
    fails: false,
    ad: (_vast, own) => own,
  },
];

export function adCase(id: string | null): AdCase {
  const found = AD_CASES.find((c) => c.id === id);
  // A missing or unknown ?case= falls back to the first case rather than a blank page.
  return found ?? (AD_CASES[0] as AdCase);
}

/** `error_303` or `error_load_401` (the §8 analytics names) → 303 / 401; other events → null. */
export function adErrorCode(event: string): number | null {
  const match = /^error_(?:load_)?(\d+)$/.exec(event);
  return match ? Number(match[1]) : null;
}
