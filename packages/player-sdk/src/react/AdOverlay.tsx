/**
 * The ad break over the picture (badge with index/count, time left, skip countdown then a skip button,
 * click-through), the playback point buttons (skip intro, next…) and the packshot countdown. All drawn
 * from optional state slices (see skin-state.ts); nothing shows until the core publishes them.
 * An HLS interstitial (com.apple.hls.interstitial, played by hls.js) is an ad break too: the same badge
 * counts its assets and time left, and its skip button shows only when the break's X-RESTRICT allows it.
 */
import { DEFAULT_HIGHLIGHT_MS } from '../constants';
import type { InterstitialState } from '../types/interstitial';
import { formatDuration } from './format';
import { usePlayerState } from './hooks';
import { useSkin } from './skin-context';
import { type PlaybackPoint, skinState } from './skin-state';
import { useT } from './translate';

/** "Ad 1 of 2 · 0:12 left", the same words for a VAST roll and an HLS interstitial. */
function AdBadge({
  index,
  count,
  remaining,
}: {
  index: number;
  count: number;
  remaining?: number | undefined;
}) {
  const t = useT();
  return (
    <div className="onair-skin__ad-badge">
      <span>{t('ad_badge', { index: Math.max(1, index), count: Math.max(count, index, 1) })}</span>
      {remaining !== undefined && (
        <span> · {t('ad_remaining', { time: formatDuration(Math.ceil(remaining)) })}</span>
      )}
    </div>
  );
}

function InterstitialBreak({ state }: { state: InterstitialState }) {
  const t = useT();
  const { player } = useSkin();
  return (
    <div className="onair-skin__ad">
      <AdBadge
        index={state.asset}
        count={state.assets}
        remaining={state.remainingSec > 0 ? state.remainingSec : undefined}
      />
      {!state.restrictSkip && (
        <button type="button" className="onair-skin__ad-skip" onClick={() => player?.skipAd?.()}>
          {t('ad_skip')}
        </button>
      )}
    </div>
  );
}

export function AdOverlay({ onNextEpisode }: { onNextEpisode?: () => void }) {
  const t = useT();
  const { player } = useSkin();
  const ad = usePlayerState((s) => skinState(s).ad ?? null);
  const points = usePlayerState((s) => skinState(s).playbackPoint?.active ?? null);
  const packshot = usePlayerState((s) => skinState(s).packshot ?? null);
  const interstitial = usePlayerState((s) => s.interstitial ?? null);

  if (ad?.active) {
    const skippableIn = ad.skippableIn;
    return (
      <div className="onair-skin__ad">
        <AdBadge index={ad.adIndex} count={ad.adCount} remaining={ad.remaining} />
        {ad.clickThroughUrl && (
          <button
            type="button"
            className="onair-skin__ad-more"
            // The player tracks the click and opens the one window; opening here too made two.
            onClick={() => player?.clickAd?.()}
          >
            {t('ad_learn_more')}
          </button>
        )}
        {skippableIn !== undefined &&
          (skippableIn > 0 ? (
            <div className="onair-skin__ad-skip onair-skin__panel" aria-live="off">
              {t('ad_skip_in', { seconds: Math.ceil(skippableIn) })}
            </div>
          ) : (
            <button type="button" className="onair-skin__ad-skip" onClick={() => player?.skipAd?.()}>
              {t('ad_skip')}
            </button>
          ))}
      </div>
    );
  }

  if (interstitial) return <InterstitialBreak state={interstitial} />;

  const act = (point: PlaybackPoint) => {
    if (!player) return;
    if (player.seekToPlaybackPoint) return player.seekToPlaybackPoint(point.id);
    const action = point.button.action;
    if (action === 'next') return onNextEpisode?.();
    if (action === 'start') return player.seek(point.start);
    if (action === 'finish') return player.seek(player.getState().duration);
    player.seek(Number.isFinite(point.end) ? point.end : point.start + DEFAULT_HIGHLIGHT_MS / 1000);
  };

  return (
    <div className="onair-skin__ad">
      {packshot?.active && (
        <div className="onair-skin__packshot" role="status">
          {t('packshot', { seconds: Math.max(0, Math.ceil(packshot.remaining)) })}
        </div>
      )}
      {points && points.length > 0 && (
        <fieldset className="onair-skin__points" aria-label={t('playback_points')}>
          {points.map((point) => (
            <button key={String(point.id)} type="button" onClick={() => act(point)}>
              {point.button.label}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
