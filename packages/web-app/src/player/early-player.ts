/**
 * Why (issue 38): a channel page's player was created only once React had rendered the page around it — the
 * header, the page's shell, the channel's stage — ≈ 470 ms after the stream had answered on a returning viewer's
 * visit (traced; docs/performance.md), and the engine, the playlists and the first segment came after that. The
 * entry knows from the address which channel the page will play. As soon as the session's start has applied its
 * token, and the line-up names the channel as one the viewer may watch, this module creates the player
 * the page would create — the same options (player-options.ts), the same operator stack (page-operator.ts) — in
 * a box put into the document where the stage will be (early-stage.ts), silent, and loads the channel; React's
 * first render waits for its first frame, capped (render-hold.ts), so the main thread is the player's meanwhile;
 * the page's player then takes it over (the SDK `<Player>`'s `adopt`) and moves the video into the stage.
 *
 * What the page decides stays the page's: the player is handed over only to the page's own live player of that
 * channel, asked with the same token, language and profile (the device's last one here, the viewer's answer
 * there), with no restart asked (the session's player epoch 0);
 * anything else (another channel, an archive position, a changed token, a failed start) discards it and the page
 * creates its own as before. The stage's own checks (a PIN prompt, a lock, a prerender) discard it too
 * (`closeEarlyPlayer`), and nobody's player is kept past EARLY_PLAYER_MAX_AGE_MS. The 001 §5 PIN for an adult
 * channel is asked by the page's gate, which the player waits for until the page takes it over. Until then the
 * video is muted (it plays before the page and its controls exist: no sound before them), and the page restores the sound the
 * options chose.
 *
 * A first visit has no stored answers: its player starts from the chain's own — the token of the device sign-in
 * and the channel's own answer asked with it (the stream call goes out at the same moment, and the player takes
 * its answer, early-answers.ts) — with React's render held for it from the entry as on a returning visit
 * (early-start.ts). Which channel, from which answer, and when a stored one is discarded: early-channel.ts. The
 * player is handed that channel (`loadChannel(id, { channel })`), so it does not ask for it again.
 */
import { createPlayer, type Player, type PlayerEvents, type TimelineChannel } from '@onair/player-sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { Channel } from '../api/schemas';
import { PRERENDER } from '../app/prerender';
import { channelIds, channelsQuery } from '../channels/channel-queries';
import { childProfileRemembered } from '../profiles/child-start';
import { type HeadStart, sessionHeadStart } from '../session/head-start';
import { readSnapshot } from '../session/startup-snapshot';
import { browserStore } from '../session/storage';
import { peekEarlyJson } from './early-answers';
import { answeredChannel, chooseEarlyChannel, playsDifferently } from './early-channel';
import { channelKeyOf } from './early-page-calls';
import { placeEarlyStage } from './early-stage';
import { createPageOperator } from './page-operator';
import { appPlayerOptions } from './player-options';
import { firstRenderReleased } from './render-hold';

/** A player nobody took within this time is destroyed (the early answers' own limit, early-answers.ts). */
export const EARLY_PLAYER_MAX_AGE_MS = 10_000;
/** User-timing mark: when the early player was created (read by the web app's benchmark). */
export const MARK_EARLY_PLAYER = 'onair:early-player';

type ParentalCheck = (channel: TimelineChannel) => Promise<boolean>;

/** What the page's player must be for the early one to be its own. */
export interface EarlyPlayerMatch {
  channelId: number;
  token: string | null;
  language: string;
  childProfile: boolean;
  /** The session's player epoch: a restart (a new configuration or region) wants a new player. */
  epoch: number;
}

interface Held {
  match: EarlyPlayerMatch;
  player: Player;
  container: HTMLElement;
  /** The video's mute as the options chose it, restored when the page shows it. */
  muted: boolean;
  firstFrame: PlayerEvents['firstframe'] | null;
  giveGate: (gate: ParentalCheck) => void;
  timer: ReturnType<typeof setTimeout>;
  /** A stored channel the fresh channel answer has not confirmed yet: not handed over meanwhile. */
  unconfirmed: boolean;
}

let held: Held | null = null;
let closed = false;
/** Settled once the early player has shown its first frame, failed or gone (what the first render waits for). */
let shown: { promise: Promise<void>; settle: () => void } | null = null;

function settleShown(): void {
  shown?.settle();
}

/**
 * Resolves once the early player, if any, has shown its first frame, failed, been taken or been destroyed; at
 * once when there is none (render-hold.ts: React's first render waits for it).
 */
export function earlyPlayerShown(): Promise<void> {
  return shown?.promise ?? Promise.resolve();
}

const sameMatch = (a: EarlyPlayerMatch, b: EarlyPlayerMatch): boolean =>
  a.channelId === b.channelId &&
  a.token === b.token &&
  a.language === b.language &&
  a.childProfile === b.childProfile &&
  a.epoch === b.epoch;

/** Destroys the early player, if any, and starts no other in this document. */
export function closeEarlyPlayer(): void {
  closed = true;
  if (!held) return;
  clearTimeout(held.timer);
  held.player.destroy();
  held.container.remove();
  held = null;
  settleShown();
}

/** Whether the page's player for `match` will be handed the early one (the page then asks nothing itself). */
export function hasEarlyPlayer(match: EarlyPlayerMatch): boolean {
  return held !== null && !held.unconfirmed && !held.player.getState().error && sameMatch(held.match, match);
}

/**
 * The early player for the page's player of `match`, once; null (and the early one destroyed) when it is not
 * that, or failed. `gate` is the page's 001 §5 parental check, which the player has been waiting for.
 */
export function takeEarlyPlayer(
  match: EarlyPlayerMatch,
  gate: ParentalCheck,
): { player: Player; container: HTMLElement; firstFrame: PlayerEvents['firstframe'] | null } | null {
  const entry = held;
  if (!entry || !hasEarlyPlayer(match) || !entry.player.video) {
    closeEarlyPlayer();
    return null;
  }
  held = null;
  closed = true;
  clearTimeout(entry.timer);
  entry.player.video.muted = entry.muted;
  entry.giveGate(gate);
  settleShown();
  return { player: entry.player, container: entry.container, firstFrame: entry.firstFrame };
}

export interface EarlyPlayerInput {
  match: EarlyPlayerMatch;
  apiBase: string;
  queryClient: QueryClient;
  configuration: Parameters<typeof createPageOperator>[0]['configuration'];
  endpoints: ReturnType<Parameters<typeof createPageOperator>[0]['schedule']>['endpoints'];
  /**
   * The §3 channel the player plays (early-channel.ts): it does not ask for it again. The answer's schema type is
   * the SDK's `TimelineChannel` as it is (checked where it is handed over), as on the page (guide.ts).
   */
  channel?: Channel;
  /**
   * The fresh channel answer, when `channel` is a stored one (stale-while-revalidate): until it has come the
   * player is not handed over, and one that plays differently discards it (the page then creates its own, as
   * for a changed token). Null: nothing to confirm with (none held, or it failed).
   */
  fresh?: Promise<Channel | null>;
  doc?: Document;
  create?: typeof createPlayer;
}

/** Creates the page's player in the early stage box and loads its live channel (see the top of this file). */
export function holdEarlyPlayer(input: EarlyPlayerInput): boolean {
  const { match, apiBase, doc = document, create = createPlayer } = input;
  if (closed || held) return false;
  let giveGate: (gate: ParentalCheck) => void = () => undefined;
  const pageGate = new Promise<ParentalCheck>((resolve) => {
    giveGate = resolve;
  });
  const operator = createPageOperator({
    apiBase,
    token: match.token,
    language: match.language,
    queryClient: input.queryClient,
    configuration: input.configuration,
    schedule: () => ({ liveChannel: true, endpoints: input.endpoints }),
  });
  const container = doc.createElement('div');
  // In the document at once, where the stage will be: the first frame paints before React renders the page.
  placeEarlyStage(container, doc);
  let settle: () => void = () => undefined;
  shown = { promise: new Promise<void>((resolve) => (settle = resolve)), settle: () => settle() };
  const player = create({
    ...appPlayerOptions({
      api: operator.api,
      accessToken: match.token ?? undefined,
      background: false,
      connectivityBaseUrl: new URL(apiBase, doc.location.href).origin,
      childProfile: match.childProfile,
      // The 001 §5 check is the page's: a channel that needs it waits for the page, so the first render is let go.
      parentalCheck: (channel) => {
        settleShown();
        return pageGate.then((gate) => gate(channel));
      },
    }),
    container,
  });
  const video = player.video;
  const entry: Held = {
    match,
    player,
    container,
    muted: video?.muted ?? false,
    firstFrame: null,
    giveGate,
    timer: setTimeout(closeEarlyPlayer, EARLY_PLAYER_MAX_AGE_MS),
    unconfirmed: input.fresh !== undefined,
  };
  if (video) {
    video.muted = true;
    fillBox(video);
  }
  player.on('firstframe', (event) => {
    entry.firstFrame ??= event;
    settleShown();
  });
  player.on('error', settleShown);
  held = entry;
  globalThis.performance?.mark?.(MARK_EARLY_PLAYER);
  const { channel, fresh } = input;
  player.loadChannel(match.channelId, channel ? { channel } : {}).catch(() => undefined);
  if (fresh && channel) confirmWith(entry, channel, fresh);
  return true;
}

/** The fresh answer confirms the stored channel the player started with, or discards the player. */
function confirmWith(entry: Held, stale: Channel, fresh: Promise<Channel | null>): void {
  fresh.then(
    (answer) => {
      if (held !== entry) return;
      if (answer && playsDifferently(stale, answer)) closeEarlyPlayer();
      else entry.unconfirmed = false;
    },
    () => {
      if (held === entry) entry.unconfirmed = false;
    },
  );
}

/** The video and the player's wrapper fill the early box as they fill the stage's (player.css `.player__sdk`). */
function fillBox(video: HTMLVideoElement): void {
  const fill = { display: 'block', width: '100%', height: '100%' };
  if (video.parentElement) Object.assign(video.parentElement.style, fill);
  Object.assign(video.style, fill, { objectFit: 'contain' });
}

export interface EarlyStartOptions {
  /**
   * A start without stored answers (a first visit): the token, the line-up and the configuration are the chain's
   * own, and arrive three round trips in (000 §4).
   */
  firstVisit?: boolean;
  win?: Window;
  head?: Pick<HeadStart, 'runtime' | 'token' | 'result'> | null;
  /** Whether React's first render has been let go already (render-hold.ts). */
  renderReleased?: () => boolean;
  create?: typeof createPlayer;
}

/**
 * The entry's part: as soon as the session's start has applied its token (a returning viewer's at once, beside
 * the viewer's call; a first visit's after the device sign-in, with the stream call and the line-up asked at that
 * moment) and the line-up names the address's channel as one the viewer has, the early player. Nothing for an
 * archive address, a crawler, or a start without a token.
 */
export async function startEarlyPlayer(
  queryClient: QueryClient,
  {
    firstVisit = false,
    win = window,
    head = sessionHeadStart(),
    renderReleased = firstRenderReleased,
    create,
  }: EarlyStartOptions = {},
): Promise<boolean> {
  const { pathname, search } = win.location;
  const key = channelKeyOf(pathname, search);
  if (!head || key === null || PRERENDER) return false;
  const token = await head.token;
  if (!token) return false;
  const { runtime } = head;
  const store = browserStore();
  const childProfile = childProfileRemembered(store);
  // The page's own query: the line-up the session started (or the stored one it seeded) with this token.
  const lineup = channelsQuery(runtime.endpoints, token);
  // The channel's own answer, asked with the stream call by the address's slug or the id the last line-up gave it.
  const answer = () =>
    peekEarlyJson({ kind: 'channel', ref: key, token }, () =>
      key in channelIds(store) ? [String(channelIds(store)[key])] : [],
    );
  const { channel, revalidate } = await chooseEarlyChannel(
    {
      cachedLineup: queryClient.getQueryData<Channel[]>(lineup.queryKey),
      answer,
      lineup: () =>
        queryClient.ensureQueryData({ queryKey: lineup.queryKey, queryFn: lineup.queryFn }).catch(() => null),
    },
    key,
    firstVisit,
    childProfile,
  );
  if (!channel) return false;
  // The viewer moved on meanwhile (the page's own player is already another's).
  if (win.location.pathname !== pathname) return false;
  // A first visit's answers came after React's render was let go (the cap, on a slow link): the early player would
  // start beside that render on the same main thread, which session 16 measured as a loss (the first frame later
  // in 4 of 5 pairs, docs/performance-history.md), and the page creates its own player soon after. So none then.
  // A returning viewer's answers are stored ones and come long before the cap: kept as it was.
  if (firstVisit && renderReleased()) return false;
  return holdEarlyPlayer({
    match: {
      channelId: Number(channel.id),
      token,
      language: runtime.languageRef.current,
      // The profile the device last read; the page's own (the viewer's answer) must agree for the hand-over.
      childProfile,
      epoch: 0,
    },
    channel,
    ...(revalidate ? { fresh: answer().then((body) => answeredChannel(body, key)) } : {}),
    apiBase: runtime.base,
    queryClient,
    // A returning viewer's start runs on the stored answers (startup-snapshot.ts); a first visit's configuration
    // comes with the start's end (stored by then, or when the player asks for it).
    configuration: () =>
      readSnapshot(store, Date.now())?.configuration ??
      head.result.then((result) => ('configuration' in result ? result.configuration : null)),
    endpoints: runtime.endpoints,
    ...(create ? { create } : {}),
  });
}
