/**
 * Why (§4 Ads, issue 5): ads pay for the service but must never cost the viewer the content. The rolls of a
 * source's §3 Ad info run at their moments — packshots then the pre-roll before the content, mid-rolls at
 * their points, the post-roll at the end, the post-pause roll when the viewer resumes after a pause — in an
 * element of their own over the content, whose position (or live edge) is restored afterwards. The VAST code
 * is imported only when a source has ads, so players without ads never download it. Every roll resolves:
 * whatever fails, content plays.
 */
import type { Id } from '../../types/id';
import type { PlayerSource } from '../../types/player';
import { createAdBreaks } from './ad-breaks';
import type { FeatureContext, FeatureHooks } from './context';
import { attachPlaybackPointButtons } from './playback-point-buttons';
import { attachRollSchedule } from './roll-schedule';

type AdsModule = typeof import('@onair/ads-vast');

export interface AdsFeatureOptions {
  /** A playback point's "next": the series goes on now. */
  nextEpisode(): void;
  /** How the ads chunk is loaded (tests inject the module). */
  loadAds?: () => Promise<AdsModule>;
}

export interface AdsFeature extends FeatureHooks {
  skipAd(): boolean;
  clickAd(): string | undefined;
  /** The post-roll of the current source, once (the end-ad check before a next episode awaits the same run). */
  postRoll(): Promise<unknown>;
  seekToPlaybackPoint(id: Id): void;
}

/**
 * The ads feature as the player sees it: the breaks (ad-breaks.ts), the schedule of the rolls after the
 * pre-roll (roll-schedule.ts) and the playback points' buttons (playback-point-buttons.ts), each with its own
 * state; here, what a new source goes through before it plays — packshots, then the pre-roll.
 */
export function attachAds(ctx: FeatureContext, deps: AdsFeatureOptions): AdsFeature {
  let current: PlayerSource | null = null;
  const breaks = createAdBreaks(ctx, () => current, deps.loadAds);
  const points = attachPlaybackPointButtons(ctx, breaks, deps.nextEpisode);
  const rolls = attachRollSchedule(ctx, breaks);
  // A refused autoplay, or a content that would not resume after a break, raised the play button.
  ctx.video.addEventListener(
    'playing',
    () => {
      if (ctx.get().showPlayButton) ctx.set({ showPlayButton: false });
    },
    { signal: ctx.signal },
  );

  return {
    holds: (source) =>
      (source.stream.packshots?.length ?? 0) > 0 || (source.stream.ad?.pre_roll?.length ?? 0) > 0,
    async prepare(source, requestSignal) {
      breaks.abort();
      current = source;
      rolls.reset(source);
      points.reset(source);
      ctx.set({ playbackPoint: null, packshot: null, showPlayButton: false });
      requestSignal.addEventListener('abort', breaks.abort, { once: true });
      try {
        const packshots = source.stream.packshots ?? [];
        if (packshots.length > 0) await breaks.packshots(packshots, requestSignal);
        if (!requestSignal.aborted) await breaks.run('pre_roll', source.stream.ad?.pre_roll);
      } finally {
        requestSignal.removeEventListener('abort', breaks.abort);
      }
      return source;
    },
    pause() {
      rolls.viewerPause();
      return true;
    },
    beforePlay: rolls.beforePlay,
    skipAd: breaks.skip,
    clickAd: breaks.click,
    postRoll: rolls.postRoll,
    seekToPlaybackPoint: points.press,
  };
}
