/**
 * The app's one player: the SDK's `<Player>` with its full `<PlayerSkin>` (TV bar with programme, archive
 * scrub and skip, VOD bar with hover preview, quality, audio, subtitles, speed, volume, PiP, fullscreen,
 * keyboard and gestures, ads, packshots, playback points, the big play button, the unmute tip, §8 errors with
 * "more" and diagnostics, the DRM alert). It knows nothing of the session: the caller gives the API and the
 * hooks, so the main site (PlayerView) and the embeds use the very same component. The background trailer
 * uses it too, with the skin reduced to the mute toggle the content page asks for (001 §4).
 */
import type {
  LoadContentOptions,
  OperatorApi,
  PlayerError,
  PlayerSource,
  PlayerState,
  Player as SdkPlayer,
  TimelineChannel,
} from '@onair/player-sdk';
import {
  type AdoptedPlayer,
  type CastOptions,
  createTranslator,
  type EpisodeItem,
  Player,
  PlayerSkin,
} from '@onair/player-sdk/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_STARTED_EVENT } from '../engagement/service-worker';
import { Icon } from '../ui/Icon';
import { reactionTo } from './player-errors';
import { appPlayerOptions } from './player-options';
import { browserAllowsSound } from './start-muted';
import './player.css';

export type AppPlayerTarget =
  | { kind: 'channel'; channelId: number; ts?: number | null }
  | {
      kind: 'content';
      contentId: number;
      startPosition?: number | null;
      libraryId?: number | string | null;
      seriesId?: number | null;
      episodes?: LoadContentOptions['episodes'];
    }
  | { kind: 'source'; source: PlayerSource };

export interface EpisodesMenu {
  episodes: readonly EpisodeItem[];
  currentId: number | string;
  next: EpisodeItem | null;
  onSelect(id: number | string): void;
}

export interface AppPlayerProps {
  target: AppPlayerTarget;
  api: OperatorApi;
  accessToken?: string | undefined;
  language: string;
  /**
   * page: in the page's flow (16:9); fill: fills its box (watch page, embed); background: behind a hero;
   * preview: a channel tile's zoom preview (001 §4 preview mode: muted, no controls, no alerts).
   */
  variant?: 'page' | 'fill' | 'background' | 'preview';
  className?: string;
  'aria-label'?: string;
  /** Where the connectivity ping goes (the operator's origin). */
  connectivityBaseUrl?: string;
  childProfile?: boolean;
  parentalCheck?: (channel: TimelineChannel) => Promise<boolean>;
  episodesMenu?: EpisodesMenu;
  onBack?(): void;
  onReady?(player: SdkPlayer): void;
  onState?(state: PlayerState): void;
  onEnded?(): void;
  /** The SDK moved on to the next episode by itself (001 §4): the host's route should follow. */
  onEpisodeChange?(contentId: number | string): void;
  /** An operator refusal the app shows outside the player (permission_denied → the message modal). */
  onRefusal?(text: string, back: string): void;
  /** Hands over a player started for this target before the page rendered (the SDK `<Player>`'s `adopt`). */
  adopt?: () => AdoptedPlayer | null;
}

function targetProps(target: AppPlayerTarget) {
  switch (target.kind) {
    case 'channel':
      return { channelId: target.channelId, ...(target.ts ? { ts: target.ts } : {}) };
    case 'content':
      return {
        contentId: target.contentId,
        ...(target.startPosition != null ? { startPosition: target.startPosition } : {}),
        ...(target.libraryId != null ? { libraryId: target.libraryId } : {}),
        ...(target.seriesId != null ? { seriesId: target.seriesId } : {}),
        ...(target.episodes ? { episodes: target.episodes } : {}),
      };
    case 'source':
      return { source: target.source };
  }
}

/** Operator API failures carry these codes (api-error.ts in the SDK); media failures never do. */
const OPERATOR_CODES = new Set(['network.api_status', 'source.not_found']);
/** Google's Default Media Receiver: the operator names no receiver application of its own. */
const CAST_OPTIONS: CastOptions = {};

export default function AppPlayer(props: AppPlayerProps) {
  const { t } = useTranslation();
  const variant = props.variant ?? 'page';
  const preview = variant === 'preview';
  // A background and a preview are silent pictures: muted, no skin, not counted as watching.
  const background = variant === 'background' || preview;
  const [alert, setAlert] = useState<string | null>(null);
  const [shown, setShown] = useState(!background);
  const [muted, setMuted] = useState(true);
  const playerRef = useRef<SdkPlayer | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  // Read once per mount: the SDK reads its options once when it creates the player.
  const [soundAllowed] = useState(browserAllowsSound);
  const parentalCheck = useCallback(
    (channel: TimelineChannel) => propsRef.current.parentalCheck?.(channel) ?? Promise.resolve(true),
    [],
  );
  // The player's words have one source, the SDK's tables (the same as <onair-player> shows): the skin reads
  // them by `language`, and the app's own controls around the player read them here.
  const playerWords = useMemo(() => createTranslator(props.language), [props.language]);

  const onError = useCallback(
    (error: PlayerError) => {
      const reaction = reactionTo({
        httpStatus: error.httpStatus,
        details: typeof error.details === 'string' ? error.details : undefined,
        message: error.message,
        fromOperator: OPERATOR_CODES.has(error.code),
      });
      if (reaction.kind === 'message-modal') propsRef.current.onRefusal?.(reaction.text, reaction.back);
      // 001 §8: a 403 alert is not shown in preview; the tile just keeps its picture.
      else if (reaction.kind === 'alert' && !preview) setAlert(reaction.text);
    },
    [preview],
  );

  const onStateChange = useCallback(
    (state: PlayerState) => {
      propsRef.current.onState?.(state);
      if (background) {
        setMuted(state.muted);
        if (state.error) setShown(false);
      }
    },
    [background],
  );

  const onSourceChange = useCallback((source: PlayerSource) => {
    setAlert(null);
    if (source.startType === 'next_episode' && source.contentId !== undefined) {
      propsRef.current.onEpisodeChange?.(source.contentId);
    }
  }, []);

  const menu = props.episodesMenu;
  return (
    <div
      className={`player player--${variant}${background && shown ? ' player--shown' : ''} ${props.className ?? ''}`}
      data-testid={preview ? 'channel-preview' : background ? 'background-trailer' : 'player'}
    >
      <Player
        {...targetProps(props.target)}
        className="player__sdk"
        {...appPlayerOptions({
          api: props.api,
          accessToken: props.accessToken,
          background,
          connectivityBaseUrl: props.connectivityBaseUrl,
          childProfile: props.childProfile,
          parentalCheck,
          soundAllowed,
        })}
        // A player the entry started for this page before it rendered (early-player.ts), when there is one.
        {...(props.adopt ? { adopt: props.adopt } : {})}
        aria-label={props['aria-label'] ?? playerWords('player')}
        onReady={(player) => {
          playerRef.current = player;
          props.onReady?.(player);
        }}
        onStateChange={onStateChange}
        onError={onError}
        onSourceChange={onSourceChange}
        onFirstFrame={() => {
          setShown(true);
          window.dispatchEvent(new Event(PLAYBACK_STARTED_EVENT));
        }}
        onEnded={() => {
          if (background) setShown(false);
          props.onEnded?.();
        }}
      >
        {!background && (
          <PlayerSkin
            language={props.language}
            // 001 §2/§7: Google's Cast sender (Default Media Receiver), loaded when the viewer reaches for the
            // cast button; the CSP allows its gstatic.com folders (security/csp.ts).
            cast={CAST_OPTIONS}
            {...(props.onBack ? { onBack: props.onBack } : {})}
            {...(menu
              ? {
                  episodes: menu.episodes,
                  currentEpisodeId: menu.currentId,
                  onSelectEpisode: menu.onSelect,
                  nextEpisode: menu.next,
                  ...(menu.next ? { onNextEpisode: () => menu.next && menu.onSelect(menu.next.id) } : {}),
                }
              : {})}
          />
        )}
      </Player>
      {alert && (
        <div className="player__alert" role="alert">
          <p>{alert}</p>
          <button type="button" className="button" onClick={() => setAlert(null)}>
            {t('close')}
          </button>
        </div>
      )}
      {background && !preview && shown && (
        <button
          type="button"
          className="icon-button player__mute"
          aria-label={muted ? playerWords('unmute') : playerWords('mute')}
          onClick={() => playerRef.current?.toggleMute()}
        >
          <Icon name={muted ? 'soundOff' : 'soundOn'} />
        </button>
      )}
    </div>
  );
}
