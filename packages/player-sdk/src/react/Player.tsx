/**
 * `<Player>`: the SDK's player as a React component.
 *
 * Why the deferred destroy: React StrictMode mounts, unmounts and mounts again in development.
 * Destroying on the first cleanup would build a second engine for nothing, so cleanup only
 * schedules the destroy and a remount of the same component cancels it; a real unmount destroys
 * the player on the next tick. Options are read once at creation; what to play (source or ids)
 * may change at any time and reloads only when it really changed. A change of channel waits the
 * full-mode load delay (001 §4, 600 ms) so zapping through channels asks no stream for those passed by.
 */
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createHttpOperatorApi } from '../api/http-operator-api';
import { createPlayer } from '../player/create-player';
import { FULL_MODE_LOAD_DELAY_MS } from '../timings';
import type { Id } from '../types/id';
import type {
  LoadContentOptions,
  PlayerEvents,
  Player as PlayerInstance,
  PlayerOptions,
  PlayerSource,
  PlayerState,
} from '../types/player';
import { PlayerContext } from './context';

export interface PlayerProps extends Omit<PlayerOptions, 'container' | 'className'> {
  /**
   * The operator's `/v2` base URL, as `<onair-player api-base>` takes it: the player talks to it through
   * `createHttpOperatorApi` with `accessToken`. `api` wins when both are given.
   */
  apiBase?: string;
  /** A ready stream response with what it is; wins over the ids below. */
  source?: PlayerSource;
  /** Load a channel through the OperatorApi: live, or the archive at `ts` (unix seconds). */
  channelId?: Id;
  ts?: number;
  /** Load a content item (or a trailer with `kind: 'trailer'`) through the OperatorApi. */
  contentId?: Id;
  libraryId?: Id;
  kind?: 'content' | 'trailer';
  startPosition?: number;
  /** The series' episodes (or `seriesId` to have the player fetch them), so the next episode follows by itself. */
  episodes?: LoadContentOptions['episodes'];
  seriesId?: Id;
  contentParentId?: Id;
  /** How long a change of `channelId` waits before loading (001 §4 full mode: 600 ms); 0 loads at once. */
  zapDelayMs?: number;
  /** Shown until the first frame, and as the whole server-rendered shell. */
  poster?: string;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  /** Skin and overlays; they reach the player through `usePlayer` / `usePlayerState`. */
  children?: ReactNode;
  onReady?: (player: PlayerInstance) => void;
  onStateChange?: (state: PlayerState) => void;
  onError?: (error: PlayerEvents['error']) => void;
  onDrmError?: (error: PlayerEvents['drmerror']) => void;
  onEnded?: () => void;
  onFirstFrame?: (event: PlayerEvents['firstframe']) => void;
  onSourceChange?: (source: PlayerEvents['sourcechange']) => void;
  /**
   * A player the host created before this component mounted (a page that knows what it will play can start the
   * stream while it renders): called once when the component would create its player; what it returns is taken
   * over — the nodes of its `container` moved into this component's box (in the layout effect that mounts it;
   * the emptied `container` is removed from its parent), the callbacks wired, destroyed on unmount as the
   * component's own — and is taken to be playing the source these props name (nothing is loaded again). The
   * container may be in the document already (its video painting): the move keeps it playing. Null: the
   * component creates its player as usual.
   */
  adopt?: () => AdoptedPlayer | null;
}

/** A host-created player and the element it was created in (detached, or in the document). */
export interface AdoptedPlayer {
  player: PlayerInstance;
  container: HTMLElement;
  /**
   * The `firstframe` it had before it was taken over (a video outside the document decodes and presents
   * frames too): reported to `onFirstFrame` once the component's box with the video has been painted.
   */
  firstFrame?: PlayerEvents['firstframe'] | null;
}

/** Runs `then` after the next paint: the frame that shows what this commit put on the page. */
function afterNextPaint(then: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(then, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(then, 0));
}

type Callbacks = Pick<
  PlayerProps,
  'onReady' | 'onStateChange' | 'onError' | 'onDrmError' | 'onEnded' | 'onFirstFrame' | 'onSourceChange'
>;

/** A stable key for "what to play", so re-renders with equal props do not reload. */
function sourceKey(props: PlayerProps): string | null {
  if (props.source) {
    const s = props.source;
    return JSON.stringify([
      'source',
      s.kind,
      s.channelId,
      s.contentId,
      s.ts,
      s.stream.hls_mbr ?? s.stream.hls,
      s.stream.streams,
    ]);
  }
  if (props.channelId !== undefined) return JSON.stringify(['channel', props.channelId, props.ts]);
  if (props.contentId !== undefined)
    return JSON.stringify(['content', props.contentId, props.libraryId, props.kind]);
  return null;
}

/**
 * The channel the player asks the operator for. A ready `source` is not counted: its host has asked for
 * the stream already, so waiting would save nothing.
 */
function channelOf(props: PlayerProps): Id | undefined {
  return props.source ? undefined : props.channelId;
}

function loadFrom(player: PlayerInstance, props: PlayerProps): Promise<void> {
  if (props.source) return player.load(props.source);
  if (props.channelId !== undefined) {
    return player.loadChannel(props.channelId, props.ts === undefined ? {} : { ts: props.ts });
  }
  if (props.contentId !== undefined) {
    return player.loadContent(props.contentId, {
      ...(props.libraryId === undefined ? {} : { libraryId: props.libraryId }),
      ...(props.kind === undefined ? {} : { kind: props.kind }),
      ...(props.startPosition === undefined ? {} : { startPosition: props.startPosition }),
      ...(props.episodes === undefined ? {} : { episodes: props.episodes }),
      ...(props.seriesId === undefined ? {} : { seriesId: props.seriesId }),
      ...(props.contentParentId === undefined ? {} : { contentParentId: props.contentParentId }),
    });
  }
  return Promise.resolve();
}

/**
 * The player is created, and its first source asked for, before the browser paints the newly mounted player:
 * a passive effect runs only after that paint, and on the web app's channel page the first style, layout and
 * paint of the skin took 50–100 ms that every request of the stream waited behind. On a server (no window)
 * React would warn about a layout effect; nothing is created there anyway.
 */
const useCreateEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The createPlayer options among the props: everything but the source, the callbacks and the markup. */
function playerOptionsOf(props: PlayerProps) {
  const {
    apiBase,
    source: _s,
    channelId: _c,
    ts: _t,
    contentId: _ci,
    libraryId: _l,
    kind: _k,
    startPosition: _sp,
    episodes: _e,
    seriesId: _si,
    contentParentId: _cp,
    zapDelayMs: _z,
    poster: _p,
    className: _cn,
    style: _st,
    children: _ch,
    'aria-label': _al,
    onReady: _1,
    onStateChange: _2,
    onError: _3,
    onDrmError: _4,
    onEnded: _5,
    onFirstFrame: _6,
    onSourceChange: _7,
    adopt: _a,
    ...options
  } = props;
  return { apiBase, options };
}

/** The component's own player, from its props (`api`, else one over `apiBase`), in `container`. */
function createOwnPlayer(props: PlayerProps, container: HTMLElement): PlayerInstance {
  const { apiBase, options } = playerOptionsOf(props);
  const api =
    options.api ??
    (apiBase
      ? createHttpOperatorApi({
          baseUrl: apiBase,
          ...(options.accessToken ? { accessToken: options.accessToken } : {}),
        })
      : undefined);
  return createPlayer({ ...options, ...(api ? { api } : {}), container });
}

export function Player(props: PlayerProps) {
  const { poster, className, style, children } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const holder = useRef<{
    player: PlayerInstance | null;
    destroyTimer: ReturnType<typeof setTimeout> | null;
    loadedKey: string | null;
    loadedChannel: Id | undefined;
  }>({
    player: null,
    destroyTimer: null,
    loadedKey: null,
    loadedChannel: undefined,
  });
  const propsRef = useRef(props);
  propsRef.current = props;
  const callbacks = useRef<Callbacks>(props);
  callbacks.current = props;
  const [player, setPlayer] = useState<PlayerInstance | null>(null);
  const [firstFrame, setFirstFrame] = useState(false);

  useCreateEffect(() => {
    const h = holder.current;
    if (h.destroyTimer) {
      clearTimeout(h.destroyTimer);
      h.destroyTimer = null;
    }
    if (!h.player && containerRef.current) {
      const adopted = propsRef.current.adopt?.() ?? null;
      if (adopted) {
        // One synchronous move: a video the host had put in the document leaves it and comes back in the same
        // task, so HTML's "removed from a document" pause (run at the next stable state) finds it inside again.
        containerRef.current.append(...Array.from(adopted.container.childNodes));
        adopted.container.remove();
      }
      const created = adopted?.player ?? createOwnPlayer(propsRef.current, containerRef.current);
      h.player = created;
      created.subscribe((state) => callbacks.current.onStateChange?.(state));
      created.on('error', (e) => callbacks.current.onError?.(e));
      created.on('drmerror', (e) => callbacks.current.onDrmError?.(e));
      created.on('ended', () => callbacks.current.onEnded?.());
      created.on('firstframe', (e) => {
        setFirstFrame(true);
        callbacks.current.onFirstFrame?.(e);
      });
      created.on('sourcechange', (e) => {
        setFirstFrame(false);
        // The player moved on by itself (the next episode): a host whose route follows it with the new
        // `contentId` must not load that episode a second time.
        if (e.startType === 'next_episode' && e.contentId !== undefined) {
          const p = propsRef.current;
          h.loadedKey = sourceKey({ contentId: e.contentId, libraryId: p.libraryId, kind: p.kind });
        }
        callbacks.current.onSourceChange?.(e);
      });
      const framed = adopted?.firstFrame;
      if (framed) {
        afterNextPaint(() => {
          if (h.player !== created) return;
          setFirstFrame(true);
          callbacks.current.onFirstFrame?.(framed);
        });
      }
      setPlayer(created);
      callbacks.current.onReady?.(created);
      // Load now rather than in the effect below after the re-render `setPlayer` causes: that render of the
      // skin stood between creating the player and its first request (≈ 85 ms on the web app's channel page).
      const first = sourceKey(propsRef.current);
      if (first !== null) {
        h.loadedKey = first;
        h.loadedChannel = channelOf(propsRef.current);
        // An adopted player is already playing it (the `adopt` contract).
        if (!adopted) loadFrom(created, propsRef.current).catch(() => {});
      }
    }
    return () => {
      h.destroyTimer = setTimeout(() => {
        h.destroyTimer = null;
        h.player?.destroy();
        h.player = null;
        h.loadedKey = null;
      }, 0);
    };
  }, []);

  const key = sourceKey(props);
  useEffect(() => {
    const h = holder.current;
    if (!player || h.player !== player || key === h.loadedKey) return;
    const load = () => {
      h.loadedKey = key;
      h.loadedChannel = channelOf(propsRef.current);
      if (key === null) return;
      // Load failures surface as the player's error state and `onError`; nothing to do here.
      loadFrom(player, propsRef.current).catch(() => {});
    };
    const channel = channelOf(propsRef.current);
    const zap = channel !== undefined && h.loadedChannel !== undefined && channel !== h.loadedChannel;
    const delay = zap ? (propsRef.current.zapDelayMs ?? FULL_MODE_LOAD_DELAY_MS) : 0;
    if (delay <= 0) return load();
    const timer = setTimeout(load, delay);
    return () => clearTimeout(timer);
  }, [player, key]);

  return (
    <PlayerContext.Provider value={player}>
      <section
        className={['onair-react-player', className].filter(Boolean).join(' ')}
        style={{ position: 'relative', ...style }}
        aria-label={props['aria-label'] ?? 'Video player'}
      >
        <div
          ref={containerRef}
          className="onair-react-player__media"
          style={{ position: 'absolute', inset: 0 }}
        />
        {poster && !firstFrame && (
          <img
            className="onair-react-player__poster"
            src={poster}
            alt=""
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'contain',
              pointerEvents: 'none',
            }}
          />
        )}
        {children}
      </section>
    </PlayerContext.Provider>
  );
}
