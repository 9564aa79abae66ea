/**
 * The ad break over the picture (badge with index/count, time left, skip countdown then a skip button,
 * click-through), the playback point buttons (skip intro, next…) and the packshot countdown. All drawn
 * from optional state slices (see skin-state.ts); nothing shows until the core publishes them.
 */
import { DEFAULT_HIGHLIGHT_MS } from '../constants';
import { formatDuration } from './format';
import { usePlayerState } from './hooks';
import { useSkin } from './skin-context';
import { type PlaybackPoint, skinState } from './skin-state';
import { useT } from './translate';

export function AdOverlay({ onNextEpisode }: { onNextEpisode?: () => void }) {
  const t = useT();
  const { player } = useSkin();
  const ad = usePlayerState((s) => skinState(s).ad ?? null);
  const points = usePlayerState((s) => skinState(s).playbackPoint?.active ?? null);
  const packshot = usePlayerState((s) => skinState(s).packshot ?? null);

  if (ad?.active) {
    const skippableIn = ad.skippableIn;
    return (
      <div className="onair-skin__ad">
        <div className="onair-skin__ad-badge">
          <span>
            {t('ad_badge', { index: Math.max(1, ad.adIndex), count: Math.max(ad.adCount, ad.adIndex, 1) })}
          </span>
          {ad.remaining !== undefined && (
            <span> · {t('ad_remaining', { time: formatDuration(Math.ceil(ad.remaining)) })}</span>
          )}
        </div>
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
