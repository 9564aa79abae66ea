/**
 * The ad break over the picture as React elements (skin/ad-view.ts decides): a VAST roll's or an HLS
 * interstitial's badge, time left, skip countdown then skip button and click-through; outside a break the
 * packshot countdown and the playback point buttons (skip intro, next…).
 */
import { type AdBadge, type AdView, actOnPoint, adBadgeText, adView } from '../skin/ad-view';
import { usePlayerState } from './hooks';
import { useSkin } from './skin-context';
import { useT } from './translate-context';

function Badge({ badge }: { badge: AdBadge }) {
  const text = adBadgeText(useT(), badge);
  return (
    <div className="onair-skin__ad-badge">
      <span>{text.title}</span>
      {text.remaining !== null && <span> · {text.remaining}</span>}
    </div>
  );
}

const sameView = (a: AdView, b: AdView) => JSON.stringify(a) === JSON.stringify(b);

export function AdOverlay() {
  const t = useT();
  const { controller, host } = useSkin();
  const player = controller?.player ?? null;
  const view = usePlayerState(adView, sameView);
  const skipAd = () => player?.skipAd?.();

  if (view.kind === 'roll') {
    return (
      <div className="onair-skin__ad">
        <Badge badge={view.badge} />
        {view.learnMore && (
          // The player tracks the click and opens the one window; opening here too made two.
          <button type="button" className="onair-skin__ad-more" onClick={() => player?.clickAd?.()}>
            {t('ad_learn_more')}
          </button>
        )}
        {view.skipIn !== null &&
          (view.skipIn > 0 ? (
            <div className="onair-skin__ad-skip onair-skin__panel" aria-live="off">
              {t('ad_skip_in', { seconds: view.skipIn })}
            </div>
          ) : (
            <button type="button" className="onair-skin__ad-skip" onClick={skipAd}>
              {t('ad_skip')}
            </button>
          ))}
      </div>
    );
  }

  if (view.kind === 'interstitial') {
    return (
      <div className="onair-skin__ad">
        <Badge badge={view.badge} />
        {view.skip && (
          <button type="button" className="onair-skin__ad-skip" onClick={skipAd}>
            {t('ad_skip')}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="onair-skin__ad">
      {view.packshot !== null && (
        <div className="onair-skin__packshot" role="status">
          {t('packshot', { seconds: view.packshot })}
        </div>
      )}
      {view.points.length > 0 && (
        <fieldset className="onair-skin__points" aria-label={t('playback_points')}>
          {view.points.map((point) => (
            <button
              key={String(point.id)}
              type="button"
              onClick={() => player && actOnPoint(player, point, host.onNextEpisode)}
            >
              {point.button.label}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
