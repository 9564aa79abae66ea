/**
 * What the viewer sees instead of (or over) the picture: the loading and waiting spinners, the big play
 * button after a refused autoplay, the unmute tip, the §8 error panels with their 'more' button, the DRM
 * alert, and the play/pause flash (500 ms, §9).
 */
import { drmAlert } from '../drm/drm-error';
import { usePlayerState } from './hooks';
import { Icon } from './icons';
import { showPlayButton, showUnmuteTip } from './policies/derived';
import { useSkin } from './skin-context';
import { skinState } from './skin-state';
import { useT } from './translate';

export function StatusOverlays({
  viewerPaused,
  flash,
}: {
  viewerPaused: boolean;
  flash: 'play' | 'pause' | null;
}) {
  const t = useT();
  const { player, actions, openDiagnostics } = useSkin();
  const loading = usePlayerState((s) => s.loading);
  const waiting = usePlayerState((s) => s.waiting && !s.loading);
  const bigPlay = usePlayerState(
    (s) => showPlayButton(skinState(s), viewerPaused) && !skinState(s).ad?.active,
  );
  const unmuteTip = usePlayerState((s) => showUnmuteTip(skinState(s)));
  const error = usePlayerState((s) => s.error);
  const messageKey = usePlayerState((s) => s.errorMessageKey);
  const codec = usePlayerState((s) => s.codecError);
  const hard = usePlayerState((s) => s.hardError);
  const hasDiagnostics = usePlayerState((s) => s.diagnostics !== null);
  const inPip = usePlayerState((s) => s.pip.active);

  const drm = error?.category === 'drm' ? drmAlert(error) : null;
  const panelKey = hard ? 'error_video_hard' : codec ? 'error_video_codec' : messageKey;
  const more = hasDiagnostics && (
    <button type="button" onClick={openDiagnostics}>
      {t('more')}
    </button>
  );

  let centre = null;
  if (drm) {
    centre = (
      <div className="onair-skin__panel" role="alert">
        <p>
          <strong>{t('drm_error')}</strong>
        </p>
        <p>{drm.message}</p>
        {drm.code !== undefined && <p>{t('drm_code', { code: drm.code })}</p>}
        {more}
      </div>
    );
  } else if (panelKey) {
    centre = (
      <div className="onair-skin__panel" role="alert">
        <p>{t(panelKey)}</p>
        {more}
      </div>
    );
  } else if (inPip) {
    // §4: while the video plays in its own window, the page shows why the player is empty.
    centre = (
      <div className="onair-skin__panel" role="status">
        <p>{t('pip_title')}</p>
        <button type="button" onClick={() => player?.togglePictureInPicture().catch(() => {})}>
          {t('pip_exit')}
        </button>
      </div>
    );
  } else if (loading || waiting) {
    centre = (
      <div
        className="onair-skin__spinner"
        role="status"
        aria-label={loading ? t('status_loading') : t('waiting')}
      />
    );
  } else if (bigPlay) {
    centre = (
      <button
        type="button"
        className="onair-skin__big-play"
        aria-label={t('play')}
        onClick={() => actions?.togglePlay()}
      >
        <Icon name="play" />
      </button>
    );
  } else if (flash) {
    centre = (
      <div className="onair-skin__flash" aria-hidden="true">
        <Icon name={flash} />
      </div>
    );
  }

  return (
    <>
      <div className="onair-skin__center">{centre}</div>
      {unmuteTip && !panelKey && !drm && (
        <button type="button" className="onair-skin__tip" onClick={() => player?.toggleMute()}>
          {t('tip_unmute')}
        </button>
      )}
    </>
  );
}
