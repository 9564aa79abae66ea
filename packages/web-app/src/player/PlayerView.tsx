/**
 * The main site's player: the one `AppPlayer` (loaded on demand, so a page's first paint does not wait for
 * the SDK and its skin), wired to the session — the operator API with the viewer's token and language, the
 * stored mute flag, the parental gate (001 §5), the message modal for a refused stream (001 §8) and the
 * trailer stream call. Every page that plays (channel desktop and narrow, background trailer, /watch,
 * /trailers) renders this; the embeds render `AppPlayer` with their own session.
 */
import type { PlayerSource, StreamResponse, TimelineChannel } from '@onair/player-sdk';
import { timings, useSettled } from '@onair/player-sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import type { AppPlayerProps, AppPlayerTarget } from './AppPlayer';
import { arrivalFacts, noteChannelHandedOver, noteChannelWaiting, waitedOnArrivalMs } from './arrival-wait';
import { closeEarlyPlayer, type EarlyPlayerMatch, hasEarlyPlayer, takeEarlyPlayer } from './early-player';
import { type AppPlayerModule, loadAppPlayer, loadedAppPlayer } from './load-app-player';
import { ParentalPrompt, useParentalGate } from './ParentalPrompt';
import { createPageOperator } from './page-operator';
import { ParentalGateContext } from './parental-gate';
import { preloadChannelPage } from './preload-engine';
import './player.css';

export type PlayerTarget =
  | Exclude<AppPlayerTarget, { kind: 'source' }>
  | { kind: 'trailer'; trailerId: number };

export type PlayerViewProps = Omit<AppPlayerProps, 'target' | 'api' | 'language' | 'accessToken'> & {
  target: PlayerTarget;
};

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="player__overlay" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('status_loading')}</span>
    </div>
  );
}

export function PlayerView({ target, ...rest }: PlayerViewProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { apiBase, token, language, endpoints, childProfile, showMessage } = session;
  const hostGate = useContext(ParentalGateContext);
  const inline = useParentalGate(session.params.ignoreParentalControl, session.user?.id);
  const gate = hostGate ?? inline.gate;
  // Read when the player asks, so a configuration arriving later never makes a new API (nor reloads the player).
  const configuration = useRef(session.configuration);
  configuration.current = session.configuration;
  const queryClient = useQueryClient();
  // Read when the player asks its schedule: a live channel's waits for the first frame (guide-schedule.ts).
  const scheduleFacts = useRef({ target, endpoints });
  scheduleFacts.current = { target, endpoints };
  const operator = useMemo(
    () =>
      apiBase
        ? createPageOperator({
            apiBase,
            token,
            language,
            queryClient,
            configuration: () => configuration.current,
            schedule: () => {
              const { target: now, endpoints: current } = scheduleFacts.current;
              return { liveChannel: now.kind === 'channel' && !now.ts, endpoints: current };
            },
          })
        : null,
    [apiBase, token, language, queryClient],
  );
  const api = operator?.api ?? null;
  const trailer = useTrailerSource(target, endpoints);
  // How much of the channel's 600 ms counts as waited (all of it on arrival: arrival-wait.ts), read once per mount.
  const [waitedMs] = useState(() =>
    target.kind === 'channel' ? waitedOnArrivalMs(arrivalFacts(), timings.FULL_MODE_LOAD_DELAY_MS) : 0,
  );
  // The player's code downloads while the channel settles (600 ms) and the session starts, after the first
  // paint: waiting for the target first put that download on the way to the first frame. It is rendered as a
  // plain component once here (load-app-player.ts says why not React.lazy).
  const [appPlayer, setAppPlayer] = useState<AppPlayerModule | null>(loadedAppPlayer);
  const [chunkError, setChunkError] = useState<string | null>(null);
  const variant = rest.variant ?? 'page';
  // The page's live player of the channel its address opened may take over the player the entry started for it
  // (early-player.ts); read when it is taken, so a token or epoch changed since is seen.
  const earlyMatch = useRef<EarlyPlayerMatch | null>(null);
  earlyMatch.current =
    target.kind === 'channel' && !target.ts && waitedMs > 0 && variant === 'page'
      ? {
          channelId: target.channelId,
          token,
          language,
          childProfile,
          epoch: session.playerEpoch,
        }
      : null;
  const channelGate = (channel: TimelineChannel) =>
    gate({ kind: 'channel', id: channel.id, name: String((channel as { name?: unknown }).name ?? '') });
  const gateRef = useRef(channelGate);
  gateRef.current = channelGate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; a channel page stays one.
  useEffect(() => {
    let live = true;
    loadAppPlayer().then(
      (module) => live && setAppPlayer(() => module),
      (error: unknown) => live && setChunkError(error instanceof Error ? error.message : String(error)),
    );
    if (target.kind === 'channel') {
      preloadChannelPage();
      noteChannelWaiting(waitedMs);
      // A channel opened by its address (some of the delay waited already) asks now, unless the entry's player
      // has asked already; the load still waits for the rest of the delay (channel-head-start.ts).
      const early = earlyMatch.current;
      if (!early || !hasEarlyPlayer(early)) {
        if (early) closeEarlyPlayer();
        if (!target.ts && waitedMs > 0) operator?.start(target.channelId);
      }
    }
    return () => {
      live = false;
    };
  }, []);
  // 001 §4: a channel is asked for only once the viewer has stayed on it for 600 ms (zapping costs nothing);
  // a channel opened by the page's own address has been waited on since the page started (arrival-wait.ts).
  const settledChannel = useSettled(
    target,
    JSON.stringify(target),
    target.kind === 'channel' ? timings.FULL_MODE_LOAD_DELAY_MS : 0,
    waitedMs,
  );
  const handedOver = settledChannel?.kind === 'channel';
  useEffect(() => {
    if (handedOver) noteChannelHandedOver();
  }, [handedOver]);

  const shell = (body: React.ReactNode) => (
    <div className={`player-frame player-frame--${variant} ${rest.className ?? ''}`}>
      {body}
      {!hostGate && inline.pending && <ParentalPrompt pending={inline.pending} />}
    </div>
  );
  if (!api || !apiBase) return shell(<Loading />);
  const failure = trailer.error ?? chunkError;
  if (failure) {
    return shell(
      <div className="player__overlay player__overlay--error" role="alert">
        <p>{t('error_video_download')}</p>
        <p className="player__detail">{failure}</p>
      </div>,
    );
  }
  const appTarget: AppPlayerTarget | null =
    target.kind === 'trailer'
      ? trailer.source
        ? { kind: 'source', source: trailer.source }
        : null
      : target.kind === 'channel'
        ? settledChannel?.kind === 'channel'
          ? settledChannel
          : null
        : target;
  if (!appTarget || !appPlayer) return shell(<Loading />);
  const AppPlayer = appPlayer.default;
  return shell(
    <AppPlayer
      // A restart asked by the session (a changed region or configuration) is a new player (apply-revalidation.ts).
      key={session.playerEpoch}
      {...rest}
      className=""
      target={appTarget}
      api={api}
      accessToken={token ?? undefined}
      language={language}
      connectivityBaseUrl={new URL(apiBase, window.location.href).origin}
      childProfile={childProfile}
      parentalCheck={channelGate}
      {...(earlyMatch.current
        ? {
            adopt: () =>
              earlyMatch.current &&
              takeEarlyPlayer(earlyMatch.current, (channel) => gateRef.current(channel)),
          }
        : {})}
      onRefusal={(text, back) => {
        rest.onRefusal?.(text, back);
        showMessage({ title: 'error', text, action: { label: 'go_back', to: back } });
      }}
    />,
  );
}

/** A trailer has its own stream call (001 §7 Trailer stream); the player gets it as a ready source. */
function useTrailerSource(
  target: PlayerTarget,
  endpoints: ReturnType<typeof useSession>['endpoints'],
): { source: PlayerSource | null; error: string | null } {
  const trailerId = target.kind === 'trailer' ? target.trailerId : null;
  const [state, setState] = useState<{
    id: number | null;
    source: PlayerSource | null;
    error: string | null;
  }>({
    id: null,
    source: null,
    error: null,
  });
  useEffect(() => {
    if (trailerId === null || !endpoints) return;
    let live = true;
    endpoints.trailerStream(trailerId).then(
      (stream) =>
        live &&
        setState({
          id: trailerId,
          source: { kind: 'trailer', stream: stream as StreamResponse, contentId: trailerId },
          error: null,
        }),
      (error: unknown) =>
        live &&
        setState({
          id: trailerId,
          source: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [trailerId, endpoints]);
  return state.id === trailerId ? state : { source: null, error: null };
}
