/**
 * States both skins' tests draw (the React skin's and the element's), so the two are checked against the same
 * archive programme, ad break and diagnostics. Not exported from the package.
 */

import type { SkinAdState } from '../src/skin/skin-state';
import type { TimelineState } from '../src/timeline/timeline-state';
import type { TvProgress } from '../src/timeline/tv-progress';

/** A programme that started at this unix second and lasts an hour; the live edge is half way through it. */
export const TV_START = 1_700_000_000;

export const TV_BAR: TvProgress = {
  programmeStart: TV_START,
  programmeEnd: TV_START + 3600,
  liveEdge: TV_START + 1800,
  playable: { start: TV_START + 600, end: TV_START + 1800 },
  position: TV_START + 900,
  positionPercent: 25,
  liveEdgePercent: 50,
  playableStartPercent: 16.7,
  playableEndPercent: 50,
  canScrub: true,
  goToLiveOffered: true,
  hover: null,
};

/** The archive of that programme ("News") on the timeline, the bar patched as a test needs. */
export const tvTimeline = (patch: Partial<TvProgress> = {}, extra: Record<string, unknown> = {}) =>
  ({
    isArchive: true,
    isLive: false,
    programme: {
      id: 1,
      title: 'News',
      start: TV_START,
      end: TV_START + 3600,
      isCatchupAvailable: true,
      ended: false,
    },
    bar: { ...TV_BAR, ...patch },
    warnings: [],
    ...extra,
  }) as unknown as TimelineState;

/** The first of two ads in a pre-roll, 12 s left, skippable in 2 s, with a click-through. */
export const adBreak = (patch: Partial<SkinAdState> = {}): SkinAdState => ({
  roll: 'pre_roll',
  active: true,
  playing: true,
  paused: false,
  adIndex: 1,
  adCount: 2,
  adId: 'a',
  currentTime: 3,
  duration: 15,
  remaining: 12,
  skippableIn: 2,
  clickThroughUrl: 'https://advertiser.example/landing',
  ...patch,
});

/** §3 diagnostics of a refused manifest, with a URL carrying credentials and a token to redact. */
export const MANIFEST_403_DIAGNOSTICS = {
  code: 403,
  errorType: 'Manifest load error' as const,
  streamType: 'hls',
  url: 'https://user:pw@cdn.example/live.m3u8?access_token=abc&q=1',
  position: 42,
  details: 'manifestLoadError',
  channelId: 5,
  timestamp: Date.UTC(2024, 4, 6, 7, 8, 9),
  userAgent: 'ua',
  fragErrors: 0,
  totalErrors: 2,
  errorRetryCount: 1,
};
