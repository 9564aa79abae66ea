/**
 * The one place the app mounts the SDK: its public vanilla API (`createPlayer`) in an effect, with
 * `destroy()` on cleanup (StrictMode mounts twice; destroy is idempotent). It loads a channel (live or
 * at `ts`), a content (with a resume position) or a trailer, and shows loading and error states.
 * It is replaced by the SDK's React `<Player>` once that binding lands.
 */
import {
  createHttpOperatorApi,
  createPlayer,
  type Player,
  type PlayerState,
  type StreamResponse,
} from '@onair/player-sdk';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import { Icon } from '../ui/Icon';
import './player.css';

export type PlayerTarget =
  | { kind: 'channel'; channelId: number; ts?: number | null }
  | { kind: 'content'; contentId: number; startPosition?: number | null; libraryId?: number | string | null }
  | { kind: 'trailer'; trailerId: number };

interface ViewState {
  loading: boolean;
  error: string | null;
  errorKey: string | null;
}

/** `buffering` comes from the video element itself: the picture is the truth about whether frames flow. */
function viewOf(state: PlayerState, buffering: boolean): ViewState {
  return {
    loading: buffering && !state.error,
    error:
      state.error && (state.hardError || state.errorMessageKey || state.codecError)
        ? state.error.message
        : null,
    errorKey: state.errorMessageKey,
  };
}

export function PlayerView({
  target,
  onEnded,
  onProgress,
  className,
}: {
  target: PlayerTarget;
  onEnded?: () => void;
  /** Playback position in seconds of the media timeline, for history. */
  onProgress?: (seconds: number, duration: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const { apiBase, token, language, endpoints } = useSession();
  const containerRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<Player | null>(null);
  const endedRef = useRef(onEnded);
  endedRef.current = onEnded;
  const progressRef = useRef(onProgress);
  progressRef.current = onProgress;
  const [view, setView] = useState<ViewState>({ loading: true, error: null, errorKey: null });
  const key = JSON.stringify(target);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !apiBase) return;
    let player: Player;
    try {
      player = createPlayer({
        container,
        api: createHttpOperatorApi({ baseUrl: apiBase, accessToken: token ?? undefined, language }),
        accessToken: token ?? undefined,
        muted: true,
        autoplay: true,
        className: 'player__engine',
      });
    } catch (error) {
      setView({
        loading: false,
        error: error instanceof Error ? error.message : String(error),
        errorKey: null,
      });
      return;
    }
    playerRef.current = player;
    const listeners = new AbortController();
    let buffering = true;
    const video = player.video;
    const setBuffering = (value: boolean) => {
      if (buffering === value) return;
      buffering = value;
      setView(viewOf(player.getState(), buffering));
    };
    video?.addEventListener('waiting', () => setBuffering(true), { signal: listeners.signal });
    for (const type of ['playing', 'timeupdate', 'pause'] as const) {
      video?.addEventListener(
        type,
        () => setBuffering(video.readyState < 3 && !video.paused && type !== 'pause'),
        { signal: listeners.signal },
      );
    }
    const unsubscribe = player.subscribe((state) => {
      setView(viewOf(state, buffering));
      if (state.playing) progressRef.current?.(state.currentTime, state.duration);
    });
    const ended = () => endedRef.current?.();
    player.on('ended', ended);
    const parsed = JSON.parse(key) as PlayerTarget;
    const loading =
      parsed.kind === 'channel'
        ? player.loadChannel(parsed.channelId, parsed.ts ? { ts: parsed.ts } : {})
        : parsed.kind === 'content'
          ? player.loadContent(parsed.contentId, {
              ...(parsed.startPosition ? { startPosition: parsed.startPosition } : {}),
              ...(parsed.libraryId != null ? { libraryId: parsed.libraryId } : {}),
            })
          : // The SDK's loadContent asks the content stream; a trailer has its own stream call.
            endpoints!.trailerStream(parsed.trailerId).then((stream) =>
              player.load({
                kind: 'trailer',
                stream: stream as StreamResponse,
                contentId: parsed.trailerId,
              }),
            );
    loading.catch((error: unknown) =>
      setView({
        loading: false,
        error: error instanceof Error ? error.message : String(error),
        errorKey: null,
      }),
    );
    return () => {
      listeners.abort();
      unsubscribe();
      player.off('ended', ended);
      player.destroy();
      playerRef.current = null;
    };
  }, [key, apiBase, token, language, endpoints]);

  return (
    <div className={`player ${className ?? ''}`} data-testid="player">
      <div ref={containerRef} className="player__surface" />
      {view.loading && !view.error && (
        <div className="player__overlay" role="status">
          <span className="spinner__ring" aria-hidden="true" />
          <span className="visually-hidden">{t('status_loading')}</span>
        </div>
      )}
      {view.error && (
        <div className="player__overlay player__overlay--error" role="alert">
          <p>{view.errorKey ? t(view.errorKey) : t('error_video_download')}</p>
          <p className="player__detail">{view.error}</p>
        </div>
      )}
      <PlayerControls playerRef={playerRef} />
    </div>
  );
}

/** Minimal controls until the SDK's React controls land: play/pause and mute, keyboard reachable. */
function PlayerControls({ playerRef }: { playerRef: React.RefObject<Player | null> }) {
  const { t } = useTranslation();
  const [, force] = useState(0);
  const player = playerRef.current;
  const state = player?.getState();
  return (
    <div className="player__controls">
      <button
        type="button"
        className="icon-button"
        aria-label={state?.playing ? t('pause') : t('play')}
        onClick={() => {
          const p = playerRef.current;
          if (!p) return;
          if (p.getState().playing) p.pause();
          else void p.play();
          force((n) => n + 1);
        }}
      >
        <Icon name={state?.playing ? 'pause' : 'play'} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={state?.muted ? t('unmute') : t('mute')}
        onClick={() => {
          playerRef.current?.toggleMute();
          force((n) => n + 1);
        }}
      >
        <Icon name={state?.muted ? 'soundOff' : 'soundOn'} />
      </button>
    </div>
  );
}
