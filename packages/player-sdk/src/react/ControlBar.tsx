/**
 * The bottom row: play/pause, skips (archive and VOD only), mute and volume, time, the track menus, episodes,
 * next episode, picture-in-picture, casting and fullscreen. Every control is a native, labelled button or
 * slider, in reading order, so Tab walks them left to right.
 */
import { useEffect, useState } from 'react';
import { SKIP_STEP_S } from '../constants';
import { dedupeAudioTracks, PLAYBACK_RATES, qualityOptions, usableSubtitleTracks } from '../tracks/tracks';
import { promptCast, remoteOf } from './cast';
import { formatDuration } from './format';
import { usePlayerState } from './hooks';
import { Icon } from './icons';
import { Menu } from './Menu';
import { canSkip } from './policies/derived';
import { useSkin } from './skin-context';
import { skinState } from './skin-state';
import { useT } from './translate';

export interface EpisodeItem {
  id: string | number;
  title: string;
}

export interface ControlBarProps {
  episodes?: readonly EpisodeItem[];
  currentEpisodeId?: string | number;
  onSelectEpisode?(id: string | number): void;
  nextEpisode?: EpisodeItem | null;
  onNextEpisode?(): void;
}

function rateLabel(rate: number): string {
  return `${rate}×`;
}

export function ControlBar(props: ControlBarProps) {
  const t = useT();
  const skin = useSkin();
  const { player, actions, timers, openMenu, setOpenMenu } = skin;
  const playing = usePlayerState((s) => s.playing && !s.paused);
  const muted = usePlayerState((s) => s.muted);
  const volume = usePlayerState((s) => s.volume);
  const rate = usePlayerState((s) => s.rate);
  const currentTime = usePlayerState((s) => Math.floor(s.currentTime));
  const duration = usePlayerState((s) => s.duration);
  const live = usePlayerState((s) => s.source?.kind === 'live' && !skinState(s).timeline?.isArchive);
  const skippable = usePlayerState((s) => canSkip(skinState(s)));
  const levels = usePlayerState((s) => s.qualityLevels);
  const quality = usePlayerState((s) => s.quality);
  const audio = usePlayerState((s) => s.audioTracks);
  const subtitles = usePlayerState((s) => s.subtitleTracks);
  const pip = usePlayerState((s) => s.pip);
  const hasSource = usePlayerState((s) => s.source !== null);
  const castable = useCastAvailable(player?.video ?? null);

  const menu = (id: string) => ({
    id: `onair-${id}`,
    open: openMenu === id,
    onOpenChange: (open: boolean) => setOpenMenu(open ? id : null),
    timers,
  });
  const quals = qualityOptions(levels).levels;
  const audioTracks = dedupeAudioTracks(audio);
  const subtitleTracks = usableSubtitleTracks(subtitles);
  const activeQuality = quals.find((l) => l.id === quality);

  return (
    <div className="onair-skin__row">
      <button
        type="button"
        aria-label={playing ? t('pause') : t('play')}
        onClick={() => actions?.togglePlay()}
      >
        <Icon name={playing ? 'pause' : 'play'} />
      </button>
      {skippable && (
        <>
          <button
            type="button"
            aria-label={t('skip_back', { seconds: SKIP_STEP_S })}
            onClick={() => actions?.skip(-1)}
          >
            <Icon name="back" />
          </button>
          {/* On live there is nothing ahead of the present to skip to. */}
          {!live && (
            <button
              type="button"
              aria-label={t('skip_forward', { seconds: SKIP_STEP_S })}
              onClick={() => actions?.skip(1)}
            >
              <Icon name="forward" />
            </button>
          )}
        </>
      )}
      <button type="button" aria-label={muted ? t('unmute') : t('mute')} onClick={() => player?.toggleMute()}>
        <Icon name={muted || volume === 0 ? 'muted' : 'volume'} />
      </button>
      <input
        className="onair-skin__volume"
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={muted ? 0 : volume}
        aria-label={t('volume')}
        aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
        onChange={(e) => actions?.setVolume(Number(e.currentTarget.value))}
      />
      {live ? (
        <span className="onair-skin__time">{t('live')}</span>
      ) : (
        hasSource && (
          <span className="onair-skin__time">
            {formatDuration(currentTime)} / {formatDuration(duration)}
          </span>
        )
      )}
      <span className="onair-skin__spacer" />
      {!live && hasSource && (
        <Menu
          {...menu('speed')}
          label={t('speed')}
          icon="speed"
          badge={rate === 1 ? undefined : rateLabel(rate)}
          items={PLAYBACK_RATES.map((r) => ({
            id: String(r),
            label: r === 1 ? t('speed_normal') : rateLabel(r),
            checked: r === rate,
          }))}
          onSelect={(id) => player?.setRate(Number(id))}
        />
      )}
      {quals.length > 0 && (
        <Menu
          {...menu('quality')}
          label={t('quality')}
          icon="settings"
          badge={quality === 'auto' ? t('quality_auto') : activeQuality?.label}
          items={[
            { id: 'auto', label: t('quality_auto'), checked: quality === 'auto' },
            ...quals.map((l) => ({
              id: String(l.id),
              label: l.label ?? `${l.height}p`,
              checked: l.id === quality,
            })),
          ]}
          onSelect={(id) => player?.setQuality(id === 'auto' ? 'auto' : Number(id))}
        />
      )}
      {audioTracks.length > 1 && (
        <Menu
          {...menu('audio')}
          label={t('audio')}
          icon="audio"
          items={audioTracks.map((a) => ({
            id: a.language,
            label: a.name || a.language,
            checked: a.enabled,
          }))}
          onSelect={(language) => player?.setAudioLanguage(language)}
        />
      )}
      {subtitleTracks.length > 0 && (
        <Menu
          {...menu('subtitles')}
          label={t('subtitles')}
          icon="subtitles"
          items={[
            { id: '', label: t('subtitles_off'), checked: !subtitleTracks.some((s) => s.enabled) },
            ...subtitleTracks.map((s) => ({
              id: s.language,
              label: s.name || s.language,
              checked: s.enabled,
            })),
          ]}
          onSelect={(language) => player?.setSubtitleLanguage(language === '' ? null : language)}
        />
      )}
      {props.episodes && props.episodes.length > 0 && props.onSelectEpisode && (
        <Menu
          {...menu('episodes')}
          label={t('episodes')}
          icon="list"
          items={props.episodes.map((e) => ({
            id: String(e.id),
            label: e.title,
            checked: String(e.id) === String(props.currentEpisodeId),
          }))}
          onSelect={(id) => {
            const episode = props.episodes?.find((e) => String(e.id) === id);
            if (episode) props.onSelectEpisode?.(episode.id);
          }}
        />
      )}
      {props.nextEpisode && props.onNextEpisode && (
        <button
          type="button"
          aria-label={`${t('next_episode')}: ${props.nextEpisode.title}`}
          onClick={() => props.onNextEpisode?.()}
        >
          <Icon name="next" />
        </button>
      )}
      {(pip.available || pip.active) && (
        <button
          type="button"
          aria-label={pip.active ? t('pip_exit') : t('pip_enter')}
          aria-pressed={pip.active}
          onClick={() => player?.togglePictureInPicture().catch(() => {})}
        >
          <Icon name="pip" />
        </button>
      )}
      {castable && (
        <button
          type="button"
          aria-label={t('cast')}
          onClick={() => {
            const sandboxed = typeof window !== 'undefined' && window.self !== window.top;
            promptCast(player?.video ?? null, { sandboxed }).then((key) => key && skin.alert(key));
          }}
        >
          <Icon name="cast" />
        </button>
      )}
      <button
        type="button"
        aria-label={skin.fullscreen ? t('fullscreen_exit') : t('fullscreen_enter')}
        aria-pressed={skin.fullscreen}
        onClick={() => skin.toggleFullscreen()}
      >
        <Icon name={skin.fullscreen ? 'exitFullscreen' : 'fullscreen'} />
      </button>
    </div>
  );
}

/** The cast button shows where the browser has Remote Playback and has not said that no device exists. */
function useCastAvailable(video: HTMLVideoElement | null): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const remote = remoteOf(video);
    if (!remote) {
      setAvailable(false);
      return;
    }
    setAvailable(true);
    let watchId: number | undefined;
    let live = true;
    remote
      .watchAvailability?.((value) => live && setAvailable(value))
      .then((id) => {
        watchId = id;
      })
      // Browsers that cannot watch (or refuse for this element) still let the prompt explain itself.
      .catch(() => {});
    return () => {
      live = false;
      if (watchId !== undefined) remote.cancelWatchAvailability?.(watchId).catch(() => {});
    };
  }, [video]);
  return available;
}
