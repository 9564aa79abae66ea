/**
 * Why: the player owns one stats controller and tells it facts (source loaded, playing, paused, waiting,
 * first frame, ads, errors, time); the policies beside this file decide what is due. The controller only
 * keeps the per-source session, runs ONE timer for the next watched-time mark (stat ping, playback update,
 * 5-minute event, history), and hands every call to the send queue so nothing here can block playback.
 * A hidden or closing page sends what is unsent as a beacon; stop, switch and destroy send it normally.
 */
import { HISTORY_SAVE_FROM_S } from '../constants';
import { createStore } from '../player/store';
import {
  episodeEndDue,
  IDLE_NEXT_EPISODE,
  type NextEpisodeOutcome,
  nextEpisodeState,
  runEpisodeEnd,
} from './next-episode';
import { createPlaybackRecorder, type PlaybackRecorder } from './playback-events';
import { createQoeTracker, type QoeFact, type QoeTracker, qoeFigures, reduceQoe } from './qoe';
import { historySeconds, isResumable, resumeOfferHideAt } from './resume';
import { createSendQueue, type SendQueue } from './send-queue';
import { createStatPinger, type StatPinger } from './stat-pings';
import { defaultPixel, statsTask } from './stats-calls';
import { audienceTrackers, detectDeviceType, trackerPixelUrl, trackingPayload } from './tracking';
import type {
  StartType,
  StatsApi,
  StatsCall,
  StatsErrorInput,
  StatsSource,
  StatsState,
  Timers,
  VideoQualitySample,
} from './types';
import {
  createWatchClock,
  isCounting,
  updateWatchFacts,
  type WatchClock,
  type WatchFacts,
  watchedSeconds,
} from './watch-clock';
import { detectWebViewBridge, type WebViewBridge } from './webview-bridge';

export interface StatsControllerOptions {
  api: StatsApi;
  /** Wall clock in ms. */
  now: () => number;
  timers: Timers;
  /** Aborting it is destroy: the unsent seconds are sent, listeners and timers go. */
  signal: AbortSignal;
  /** A queue shared with other senders; by default the controller makes (and destroys) its own. */
  send?: SendQueue;
  /** Visibility source; defaults to the global document when there is one. */
  document?: EventTarget & { visibilityState?: string };
  /** Where `pagehide` is heard; defaults to the global window when there is one. */
  page?: EventTarget;
  userAgent?: string;
  /** Where tns pixels go when the tracker has no `pixel_url`; without either the pixel is skipped. */
  trackerPixelUrl?: string;
  pixel?: (url: string) => Promise<void>;
  /** The end-ad check before the next episode (normally the post-roll). */
  endAdCheck?: () => Promise<unknown>;
  onNextEpisode?: (outcome: NextEpisodeOutcome) => void;
  /** The mobile app's bridge; null disables it, undefined detects it. */
  bridge?: WebViewBridge | null;
}

export interface StatsController {
  getState(): StatsState;
  subscribe(listener: (state: StatsState) => void): () => void;
  sourceLoaded(source: StatsSource): void;
  playing(): void;
  paused(): void;
  waiting(): void;
  seeking(): void;
  /** The viewer moved the playback point; `position` is where playback now is. */
  seeked(position: number): void;
  firstFrame(): void;
  adStarted(): void;
  adEnded(): void;
  error(diagnostics: StatsErrorInput): void;
  timeupdate(position: number, duration?: number): void;
  ended(): void;
  /** The level now playing changed (its bitrate in bits per second). */
  levelSwitched(bitrate: number): void;
  videoQuality(sample: VideoQualitySample): void;
  /** The viewer used or closed the 'watch from the beginning' affordance. */
  dismissResumeOffer(): void;
  /** Playback of the source ended for good (stop or switch): unsent seconds leave now. */
  stopped(): void;
}

interface Session {
  source: StatsSource;
  clock: WatchClock;
  qoe: QoeTracker;
  pinger: StatPinger | null;
  recorder: PlaybackRecorder | null;
  historyStarted: boolean;
  position: number;
  duration: number;
  resumeShown: boolean;
  /** The start tracking call went out. */
  tracked: boolean;
  episodeEnd: AbortController | null;
}

export function createStatsController(options: StatsControllerOptions): StatsController {
  const { api, now, timers, signal } = options;
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  const ownQueue = options.send === undefined;
  const queue =
    options.send ?? createSendQueue({ timers, ...(page ? { page } : {}), onChange: () => publish() });
  const bridge = options.bridge === undefined ? detectWebViewBridge() : options.bridge;
  const userAgent = options.userAgent ?? (typeof navigator === 'undefined' ? undefined : navigator.userAgent);
  const pixel = options.pixel ?? defaultPixel;
  const store = createStore<StatsState>(idleState());
  let session: Session | null = null;
  let markTimer: unknown = null;
  let offerTimer: unknown = null;
  let urgent = false;
  let destroyed = false;

  function idleState(): StatsState {
    const queueFigures = queue.figures();
    return {
      statId: null,
      watchedSeconds: 0,
      qoe: qoeFigures(createQoeTracker(), 0, 0),
      resumeOffer: null,
      historySeconds: null,
      nextEpisode: IDLE_NEXT_EPISODE,
      queue: queueFigures,
    };
  }

  function publish(patch: Partial<StatsState> = {}): void {
    const at = now();
    const watched = session ? watchedSeconds(session.clock, at) : 0;
    store.set({
      watchedSeconds: Math.floor(watched),
      qoe: session ? qoeFigures(session.qoe, at, watched * 1000) : store.get().qoe,
      queue: queue.figures(),
      ...patch,
    });
  }

  function dispatch(call: StatsCall): void {
    const enriched: StatsCall =
      call.method === 'stat' && session
        ? { ...call, qoe: qoeFigures(session.qoe, now(), watched() * 1000) }
        : call;
    queue.enqueue(statsTask(api, enriched), { urgent });
  }

  const watched = () => (session ? watchedSeconds(session.clock, now()) : 0);

  function clearTimer(handle: unknown): null {
    if (handle !== null) timers.clearTimeout(handle);
    return null;
  }

  /** One timer for the nearest due mark of watched time; none while the clock stands still. */
  function schedule(): void {
    markTimer = clearTimer(markTimer);
    if (!session || !isCounting(session.clock)) return;
    const marks = [session.pinger?.nextMark(), session.recorder?.nextMark() ?? undefined];
    if (!session.historyStarted) marks.push(HISTORY_SAVE_FROM_S);
    const due = marks.filter((mark): mark is number => typeof mark === 'number');
    if (due.length === 0) return;
    const delayMs = Math.max(1, Math.ceil((Math.min(...due) - watched()) * 1000));
    markTimer = timers.setTimeout(reachMarks, delayMs);
  }

  function reachMarks(): void {
    markTimer = null;
    if (!session) return;
    const seconds = watched();
    const pingedBefore = session.pinger?.sentSeconds() ?? 0;
    session.pinger?.reach(seconds);
    session.recorder?.reach(seconds, session.position);
    const pinged = (session.pinger?.sentSeconds() ?? 0) > pingedBefore;
    if (seconds >= HISTORY_SAVE_FROM_S && (!session.historyStarted || pinged)) saveHistory();
    publish({ historySeconds: historySeconds(seconds, session.position) });
    schedule();
  }

  function saveHistory(): void {
    if (!session) return;
    session.historyStarted = true;
    const { source } = session;
    const seconds = historySeconds(watched(), session.position);
    if (source.kind !== 'content' || source.contentId === undefined || seconds === null) return;
    dispatch({
      method: 'history',
      payload: { contentId: source.contentId, libraryId: source.libraryId, seconds },
    });
  }

  function setFacts(patch: Partial<WatchFacts>, fact?: QoeFact): void {
    if (!session) return;
    session.clock = updateWatchFacts(session.clock, patch, now());
    if (fact) session.qoe = reduceQoe(session.qoe, fact);
    schedule();
    publish();
  }

  function sendTracking(scrub: boolean): void {
    if (!session) return;
    const tracking = trackingPayload({
      source: session.source,
      nowMs: now(),
      position: session.position,
      scrub,
    });
    if (!tracking) return;
    dispatch({ method: 'tracking', payload: tracking });
    const deviceType = detectDeviceType(userAgent);
    for (const tracker of audienceTrackers(session.source.stream.trackers)) {
      if (!tracker.pixel_url && !options.trackerPixelUrl) continue;
      let url: string;
      try {
        url = trackerPixelUrl(tracker, options.trackerPixelUrl, { deviceType, tracking });
      } catch {
        continue; // A malformed tracker from the operator loses that pixel only.
      }
      queue.enqueue({ label: 'tns', send: () => pixel(url) });
    }
  }

  function startType(source: StatsSource): StartType {
    if (source.startType) return source.startType;
    if (source.kind === 'content' && isResumable(source.startPosition ?? Number.NaN)) return 'resume';
    return source.kind;
  }

  function showResumeOffer(): void {
    if (!session || session.resumeShown) return;
    session.resumeShown = true;
    const { source } = session;
    if (startType(source) !== 'resume' || source.startPosition === undefined) return;
    const shownAt = now();
    offerTimer = clearTimer(offerTimer);
    offerTimer = timers.setTimeout(() => {
      offerTimer = null;
      publish({ resumeOffer: null });
    }, resumeOfferHideAt(shownAt) - shownAt);
    publish({ resumeOffer: { position: source.startPosition } });
  }

  function episodeEnd(): void {
    if (!session || session.episodeEnd || destroyed) return;
    const { source } = session;
    if (source.kind !== 'content' || !source.episodes || source.contentId === undefined) return;
    const controller = new AbortController();
    session.episodeEnd = controller;
    publish({ nextEpisode: { ...IDLE_NEXT_EPISODE, status: 'checking' } });
    const check = options.endAdCheck ?? (() => Promise.resolve());
    void runEpisodeEnd(source.episodes, source.contentId, check, controller.signal).then((outcome) => {
      if (!outcome || controller.signal.aborted) return;
      publish({ nextEpisode: nextEpisodeState(outcome) });
      options.onNextEpisode?.(outcome);
    });
  }

  /** Sends the unsent seconds (and history); `asBeacon` when the page may be going away. */
  function flushSeconds(asBeacon: boolean): void {
    if (!session?.pinger) return;
    urgent = asBeacon;
    try {
      const sent = session.pinger.flush(watched());
      if (sent > 0 && watched() >= HISTORY_SAVE_FROM_S) saveHistory();
    } finally {
      urgent = false;
    }
    if (asBeacon) queue.flushBeacon();
  }

  function stopped(): void {
    if (!session) return;
    flushSeconds(false);
    session.episodeEnd?.abort();
    markTimer = clearTimer(markTimer);
    offerTimer = clearTimer(offerTimer);
    session = null;
    store.set(idleState());
  }

  function onVisibility(): void {
    const hidden = doc?.visibilityState === 'hidden';
    setFacts({ hidden });
    if (hidden) flushSeconds(true);
  }

  doc?.addEventListener('visibilitychange', onVisibility, { signal });
  page?.addEventListener('pagehide', () => flushSeconds(true), { signal });
  const destroy = () => {
    if (destroyed) return;
    stopped();
    destroyed = true;
    if (ownQueue) queue.destroy();
    store.clear();
  };
  if (signal.aborted) destroy();
  else signal.addEventListener('abort', destroy, { once: true });

  return {
    getState: store.get,
    subscribe: store.subscribe,
    sourceLoaded(source) {
      if (destroyed) return;
      stopped();
      const statId = source.stream.stat?.id;
      const hidden = doc?.visibilityState === 'hidden';
      session = {
        source,
        clock: createWatchClock({ hidden }, now()),
        qoe: reduceQoe(createQoeTracker(), { type: 'load', at: now() }),
        pinger: statId === undefined ? null : createStatPinger(statId, dispatch),
        recorder:
          statId === undefined
            ? null
            : createPlaybackRecorder(
                {
                  statId,
                  kind: source.kind,
                  channelId: source.channelId,
                  contentId: source.contentId,
                  contentParentId: source.contentParentId,
                  libraryId: source.libraryId,
                },
                dispatch,
              ),
        historyStarted: false,
        position: source.startPosition ?? 0,
        duration: Number.NaN,
        resumeShown: false,
        tracked: false,
        episodeEnd: null,
      };
      store.set({ ...idleState(), statId: statId ?? null });
    },
    playing() {
      if (!session) return;
      bridge?.report('playing');
      const first = !session.tracked;
      session.tracked = true;
      setFacts({ playing: true, buffering: false }, { type: 'playing', at: now() });
      session.recorder?.start(session.position, startType(session.source));
      if (first) sendTracking(false);
      showResumeOffer();
    },
    paused() {
      bridge?.report('paused');
      setFacts({ playing: false }, { type: 'paused', at: now() });
    },
    waiting: () => setFacts({ buffering: true }, { type: 'waiting', at: now() }),
    seeking: () => setFacts({ buffering: true }, { type: 'seeking', at: now() }),
    seeked(position) {
      if (!session) return;
      session.position = position;
      setFacts({ buffering: false });
      sendTracking(true);
    },
    firstFrame() {
      if (!session) return;
      session.qoe = reduceQoe(session.qoe, { type: 'firstFrame', at: now() });
      showResumeOffer();
      publish();
    },
    adStarted: () => setFacts({ adPlaying: true }),
    adEnded: () => setFacts({ adPlaying: false }),
    error(diagnostics) {
      if (!session) return;
      setFacts({ playing: false });
      session.recorder?.error(
        diagnostics,
        session.position,
        qoeFigures(session.qoe, now(), watched() * 1000),
      );
    },
    timeupdate(position, duration) {
      if (!session || !Number.isFinite(position)) return;
      session.position = position;
      if (duration !== undefined) session.duration = duration;
      const seconds = historySeconds(watched(), position);
      if (seconds !== store.get().historySeconds) publish({ historySeconds: seconds });
      if (episodeEndDue(position, session.duration)) episodeEnd();
    },
    ended() {
      setFacts({ playing: false });
      episodeEnd();
    },
    levelSwitched(bitrate) {
      if (!session) return;
      session.qoe = reduceQoe(session.qoe, { type: 'level', bitrate });
      publish();
    },
    videoQuality(sample) {
      if (!session) return;
      session.qoe = reduceQoe(session.qoe, {
        type: 'frames',
        dropped: sample.droppedVideoFrames,
        total: sample.totalVideoFrames,
      });
      publish();
    },
    dismissResumeOffer() {
      offerTimer = clearTimer(offerTimer);
      publish({ resumeOffer: null });
    },
    stopped,
  };
}
