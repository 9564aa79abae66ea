/**
 * What the viewer sees instead of (or over) the picture, as React elements (skin/status-view.ts decides):
 * the §8 DRM alert and error panels with their 'more' button, the picture-in-picture notice, the spinners,
 * the big play button after a refused autoplay, the play/pause flash, and the unmute tip.
 */
import { type StatusView, statusView } from '../skin/status-view';
import { usePlayerState } from './hooks';
import { Icon } from './Icon';
import { useSkin } from './skin-context';
import { useT } from './translate-context';

const sameView = (a: StatusView, b: StatusView) => JSON.stringify(a) === JSON.stringify(b);

export function StatusOverlays() {
  const t = useT();
  const { controller, ui } = useSkin();
  const player = controller?.player ?? null;
  const { viewerPaused, flash, pipPanel } = ui;
  const view = usePlayerState((s) => statusView(s, { viewerPaused, flash, pipPanel }), sameView);
  const c = view.centre;
  const more = view.more && (
    <button type="button" onClick={() => controller?.openDiagnostics()}>
      {t('more')}
    </button>
  );

  let centre = null;
  if (c?.kind === 'drm') {
    centre = (
      <div className="onair-skin__panel" role="alert">
        <p>
          <strong>{t('drm_error')}</strong>
        </p>
        <p>{c.message}</p>
        {c.code !== undefined && <p>{t('drm_code', { code: c.code })}</p>}
        {more}
      </div>
    );
  } else if (c?.kind === 'error') {
    centre = (
      <div className="onair-skin__panel" role="alert">
        <p>{t(c.key)}</p>
        {more}
      </div>
    );
  } else if (c?.kind === 'pip') {
    // §4: while the video plays in its own window, the page shows why the player is empty.
    centre = (
      <div className="onair-skin__panel" role="status">
        <p>{t('pip_title')}</p>
        <button type="button" onClick={() => player?.togglePictureInPicture().catch(() => {})}>
          {t('pip_exit')}
        </button>
      </div>
    );
  } else if (c?.kind === 'spinner') {
    centre = <div className="onair-skin__spinner" role="status" aria-label={t(c.label)} />;
  } else if (c?.kind === 'big-play') {
    centre = (
      <button
        type="button"
        className="onair-skin__big-play"
        aria-label={t('play')}
        onClick={() => controller?.actions.togglePlay()}
      >
        <Icon name="play" />
      </button>
    );
  } else if (c?.kind === 'flash') {
    centre = (
      <div className="onair-skin__flash" aria-hidden="true">
        <Icon name={c.icon} />
      </div>
    );
  }

  return (
    <>
      <div className="onair-skin__center">{centre}</div>
      {view.unmuteTip && (
        <button type="button" className="onair-skin__tip" onClick={() => player?.toggleMute()}>
          {t('tip_unmute')}
        </button>
      )}
    </>
  );
}
