/**
 * Why: the player owns one stats controller and tells it facts (source loaded, playing, paused, waiting,
 * first frame, ads, errors, time); the policies beside this file decide what is due. The controller only
 * keeps the per-source session, runs ONE timer for the next watched-time mark (stat ping, playback update,
 * 5-minute event, history), and hands every call to the send queue so nothing here can block playback.
 * Stop and switch send the unsent seconds through the queue (retried); a hidden or closing page and destroy,
 * after which nothing can be retried, send them as a beacon.
 */
import { HISTORY_SAVE_FROM_S } from '../constants';
import { createStore } from '../player/store';
import type { StatsController, StatsControllerOptions } from './controller-types';
import { episodeEndDue, IDLE_NEXT_EPISODE, nextEpisodeState, runEpisodeEnd } from './next-episode';
import { createQoeTracker, type QoeFact, qoeFigures, reduceQoe } from './qoe';
import { historySeconds, resumeOfferHideAt } from './resume';
import { createSendQueue } from './send-queue';
import { defaultPixel, statsTask } from './stats-calls';
import { createStatsSession, nextSessionMark, type StatsSession, sessionStartType } from './stats-session';
import { audiencePixelUrls, detectDeviceType, trackingPayload } from './tracking';
import type { StatsCall, StatsState, StatsView } from './types';
import { isCounting, updateWatchFacts, type WatchFacts, watchedSeconds } from './watch-clock';
import { detectWebViewBridge } from './webview-bridge';

export type { StatsController, StatsControllerOptions } from './controller-types';

export function createStatsController(options: StatsControllerOptions): StatsController {
  const { api, now, timers, signal } = options;
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  const ownQueue = options.send === undefined;
  const queue = options.send ?? createSendQueue({ timers, page, onChange: () => publish() });
  const bridge = options.bridge === undefined ? detectWebViewBridge() : options.bridge;
  const userAgent = options.userAgent ?? (typeof navigator === 'undefined' ? undefined : navigator.userAgent);
  const pixel = options.pixel ?? defaultPixel;
  const store = createStore<StatsState>(idleState());
  let session: StatsSession | null = null;
  let markTimer: unknown = null;
  let offerTimer: unknown = null;
  let urgent = false;
  /** The flush in progress is the viewing's last: its ping says `final`. */
  let ending = false;
  let destroyed = false;

  function idleState(): StatsState {
    return {
      statId: null,
      view: null,
      watchedSeconds: 0,
      qoe: qoeFigures(createQoeTracker(), 0, 0),
      resumeOffer: null,
      historySeconds: null,
      nextEpisode: IDLE_NEXT_EPISODE,
      queue: queue.figures(),
    };
  }

  const watched = () => (session ? watchedSeconds(session.clock, now()) : 0);
  const figures = (s: StatsSession) => qoeFigures(s.qoe, now(), watchedSeconds(s.clock, now()) * 1000);

  /** The viewing as its calls name it now (the engine is known only once one plays). */
  const viewOf = (s: StatsSession): StatsView => ({ ...s.view, ...options.viewContext?.() });

  function publish(patch: Partial<StatsState> = {}): void {
    const current = session;
    store.set({
      watchedSeconds: Math.floor(watched()),
      qoe: current ? figures(current) : store.get().qoe,
      view: current ? viewOf(current) : null,
      queue: queue.figures(),
      ...patch,
    });
  }

  function dispatch(call: StatsCall): void {
    queue.enqueue(statsTask(api, session ? withView(session, call) : call), { urgent });
  }

  /** Every playback call names its viewing and its number in it; a ping also carries position and QoE. */
  function withView(s: StatsSession, call: StatsCall): StatsCall {
    const view = (): StatsView => ({ ...viewOf(s), seq: s.nextSeq++ });
    switch (call.method) {
      case 'stat':
        return {
          ...call,
          position: Math.floor(s.position),
          qoe: figures(s),
          view: view(),
          ...(ending ? { final: true } : {}),
        };
      case 'playbackStart':
      case 'playbackUpdate':
      case 'playbackError':
        return { ...call, payload: { ...call.payload, view: view() } } as StatsCall;
      default:
        return call;
    }
  }

  function clearTimer(handle: unknown): null {
    if (handle !== null) timers.clearTimeout(handle);
    return null;
  }

  /** One timer for the nearest due mark of watched time; none while the clock stands still. */
  function schedule(): void {
    markTimer = clearTimer(markTimer);
    if (!session || !isCounting(session.clock)) return;
    const mark = nextSessionMark(session);
    if (mark === null) return;
    markTimer = timers.setTimeout(reachMarks, Math.max(1, Math.ceil((mark - watched()) * 1000)));
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
    const payload = { contentId: source.contentId, libraryId: source.libraryId, seconds };
    dispatch({ method: 'history', payload });
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
    const { source, position } = session;
    const tracking = trackingPayload({ source, nowMs: now(), position, scrub });
    if (!tracking) return;
    dispatch({ method: 'tracking', payload: tracking });
    const facts = { deviceType: detectDeviceType(userAgent), tracking };
    for (const url of audiencePixelUrls(source.stream.trackers, options.trackerPixelUrl, facts)) {
      queue.enqueue({ label: 'tns', send: () => pixel(url) });
    }
  }

  function showResumeOffer(): void {
    if (!session || session.resumeShown) return;
    session.resumeShown = true;
    const { source } = session;
    if (sessionStartType(source) !== 'resume' || source.startPosition === undefined) return;
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

  /**
   * Sends the unsent seconds (and history); `asBeacon` when the page may be going away, `final` when the
   * viewing ends (its last ping says so). A viewing that ends before its first frame without an error sends
   * a zero-second ping marked `exit`: without it the operator never learns the viewer gave up waiting.
   */
  function flushSeconds(asBeacon: boolean, final = false): void {
    const current = session;
    if (!current?.pinger) return;
    urgent = asBeacon;
    ending = final;
    try {
      const sent = current.pinger.flush(watched());
      if (sent > 0 && watched() >= HISTORY_SAVE_FROM_S) saveHistory();
      const statId = current.source.stream.stat?.id;
      const neverPlayed = !current.tracked && current.qoe.firstFrameAt === null;
      if (final && sent === 0 && neverPlayed && !current.exitDecided && statId !== undefined) {
        current.exitDecided = true;
        dispatch({ method: 'stat', statId, seconds: 0, exit: true });
      }
    } finally {
      urgent = false;
      ending = false;
    }
    if (asBeacon) queue.flushBeacon();
  }

  function stopped(): void {
    if (!session) return;
    flushSeconds(false, true);
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
  page?.addEventListener('pagehide', () => flushSeconds(true, true), { signal });
  const destroy = () => {
    if (destroyed) return;
    // No retries are possible after destroy, and the page may be closing: the remainder leaves as a beacon.
    flushSeconds(true, true);
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
      const hidden = doc?.visibilityState === 'hidden';
      session = createStatsSession(source, now(), hidden, dispatch, detectDeviceType(userAgent));
      store.set({ ...idleState(), statId: source.stream.stat?.id ?? null, view: viewOf(session) });
    },
    playing() {
      if (!session) return;
      bridge?.report('playing');
      const first = !session.tracked;
      session.tracked = true;
      setFacts({ playing: true, buffering: false }, { type: 'playing', at: now() });
      session.recorder?.start(session.position, sessionStartType(session.source));
      if (first) sendTracking(false);
      showResumeOffer();
    },
    paused() {
      if (session) bridge?.report('paused');
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
    firstFrame(ms) {
      if (!session) return;
      const fact = { type: 'firstFrame' as const, at: now(), ...(ms === undefined ? {} : { ms }) };
      session.qoe = reduceQoe(session.qoe, fact);
      showResumeOffer();
      publish();
    },
    adStarted: () => setFacts({ adPlaying: true }),
    adEnded: () => setFacts({ adPlaying: false }),
    error(diagnostics) {
      if (!session) return;
      session.exitDecided = true;
      setFacts({ playing: false });
      session.recorder?.error(diagnostics, session.position, figures(session));
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
    videoQuality({ droppedVideoFrames, totalVideoFrames }) {
      if (!session) return;
      session.qoe = reduceQoe(session.qoe, {
        type: 'frames',
        dropped: droppedVideoFrames,
        total: totalVideoFrames,
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
