/**
 * The ad break's UI rules, for both skins: a VAST roll shows its badge ("Ad 1 of 2 · 0:12 left"), a "learn
 * more" button when it has a click-through, and its skip countdown then the skip button; an HLS interstitial
 * (played by hls.js) shows the same badge and a skip button only when its X-RESTRICT allows skipping. Outside a
 * break: the packshot countdown and the buttons of the playback points under the playhead (§3, §4).
 */
import { DEFAULT_HIGHLIGHT_MS } from '../constants';
import { formatDuration } from './format';
import { type PlaybackPoint, type SkinPlayer, type SkinState, skinState } from './skin-state';
import type { Translator } from './translate';

export interface AdBadge {
  index: number;
  count: number;
  remaining?: number | undefined;
}

export type AdView =
  | {
      kind: 'roll';
      badge: AdBadge;
      learnMore: boolean;
      /** Seconds until the viewer may skip; 0 = now; null = this ad cannot be skipped. */
      skipIn: number | null;
    }
  | { kind: 'interstitial'; badge: AdBadge; skip: boolean }
  | { kind: 'content'; packshot: number | null; points: readonly PlaybackPoint[] };

export function adView(state: SkinState): AdView {
  const s = skinState(state);
  const ad = s.ad;
  if (ad?.active) {
    return {
      kind: 'roll',
      badge: { index: ad.adIndex, count: ad.adCount, remaining: ad.remaining },
      learnMore: Boolean(ad.clickThroughUrl),
      skipIn: ad.skippableIn === undefined ? null : Math.max(0, Math.ceil(ad.skippableIn)),
    };
  }
  const breakState = s.interstitial;
  if (breakState) {
    const remaining = breakState.remainingSec > 0 ? breakState.remainingSec : undefined;
    return {
      kind: 'interstitial',
      badge: { index: breakState.asset, count: breakState.assets, remaining },
      skip: !breakState.restrictSkip,
    };
  }
  return {
    kind: 'content',
    packshot: s.packshot?.active ? Math.max(0, Math.ceil(s.packshot.remaining)) : null,
    points: s.playbackPoint?.active ?? [],
  };
}

/** "Ad 1 of 2" and "0:12 left" (the second part only while the time left is known). */
export function adBadgeText(t: Translator, badge: AdBadge): { title: string; remaining: string | null } {
  const index = Math.max(1, badge.index);
  return {
    title: t('ad_badge', { index, count: Math.max(badge.count, index, 1) }),
    remaining:
      badge.remaining === undefined
        ? null
        : t('ad_remaining', { time: formatDuration(Math.ceil(badge.remaining)) }),
  };
}

/** A playback point's button: the core's command when it has one, else the §3 action by hand. */
export function actOnPoint(player: SkinPlayer, point: PlaybackPoint, onNextEpisode?: () => void): void {
  const action = point.button.action;
  if (player.seekToPlaybackPoint) player.seekToPlaybackPoint(point.id);
  else if (action === 'next') onNextEpisode?.();
  else if (action === 'start') player.seek(point.start);
  else if (action === 'finish') player.seek(player.getState().duration);
  else player.seek(Number.isFinite(point.end) ? point.end : point.start + DEFAULT_HIGHLIGHT_MS / 1000);
}
