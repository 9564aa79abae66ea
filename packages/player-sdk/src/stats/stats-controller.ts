/**
 * Why: the player owns one stats controller and tells it facts (source loaded, playing, paused, waiting,
 * first frame, ads, errors, time); the policies beside this file decide what is due. The controller keeps
 * the per-source session (stats-core.ts) and puts together its pieces: the one timer for the next watched-time
 * mark (stats-marks.ts), the calls through the send queue, so nothing here can block playback
 * (stats-sends.ts), and the resume offer and episode end (stats-offers.ts).
 */

import type { StatsController, StatsControllerOptions } from './controller-types';
import { episodeEndDue } from './next-episode';
import { type QoeFact, reduceQoe } from './qoe';
import { historySeconds } from './resume';
import { createStatsCore } from './stats-core';
import { createStatsMarks } from './stats-marks';
import { createStatsOffers } from './stats-offers';
import { createStatsSends } from './stats-sends';
import { createStatsSession, sessionStartType } from './stats-session';
import { detectDeviceType } from './tracking';
import { updateWatchFacts, type WatchFacts } from './watch-clock';
import { detectWebViewBridge } from './webview-bridge';

export type { StatsController, StatsControllerOptions } from './controller-types';

export function createStatsController(options: StatsControllerOptions): StatsController {
  const { now, signal } = options;
  const core = createStatsCore(options);
  const { store, queue, doc, page } = core;
  const bridge = options.bridge === undefined ? detectWebViewBridge() : options.bridge;
  const sends = createStatsSends(core);
  const marks = createStatsMarks(core, sends);
  const offers = createStatsOffers(core);
  const { flushSeconds, sendTracking } = sends;

  function setFacts(patch: Partial<WatchFacts>, fact?: QoeFact): void {
    const session = core.session;
    if (!session) return;
    session.clock = updateWatchFacts(session.clock, patch, now());
    if (fact) session.qoe = reduceQoe(session.qoe, fact);
    marks.schedule();
    core.publish();
  }

  function stopped(): void {
    if (!core.session) return;
    flushSeconds(false, true);
    offers.stop();
    marks.clear();
    core.session = null;
    store.set(core.idleState());
  }

  function onVisibility(): void {
    const hidden = doc?.visibilityState === 'hidden';
    setFacts({ hidden });
    if (hidden) flushSeconds(true);
  }

  doc?.addEventListener('visibilitychange', onVisibility, { signal });
  page?.addEventListener('pagehide', () => flushSeconds(true, true), { signal });
  const destroy = () => {
    if (core.destroyed) return;
    // No retries are possible after destroy, and the page may be closing: the remainder leaves as a beacon.
    flushSeconds(true, true);
    stopped();
    core.destroyed = true;
    if (core.ownQueue) queue.destroy();
    store.clear();
  };
  if (signal.aborted) destroy();
  else signal.addEventListener('abort', destroy, { once: true });

  return {
    getState: store.get,
    subscribe: store.subscribe,
    sourceLoaded(source) {
      if (core.destroyed) return;
      stopped();
      const hidden = doc?.visibilityState === 'hidden';
      const session = createStatsSession(
        source,
        now(),
        hidden,
        sends.dispatch,
        detectDeviceType(core.userAgent),
      );
      core.session = session;
      store.set({ ...core.idleState(), statId: source.stream.stat?.id ?? null, view: core.viewOf(session) });
    },
    playing() {
      const session = core.session;
      if (!session) return;
      bridge?.report('playing');
      const first = !session.tracked;
      session.tracked = true;
      setFacts({ playing: true, buffering: false }, { type: 'playing', at: now() });
      session.recorder?.start(session.position, sessionStartType(session.source));
      if (first) sendTracking(false);
      offers.showResumeOffer();
    },
    paused() {
      const session = core.session;
      if (session) bridge?.report('paused');
      setFacts({ playing: false }, { type: 'paused', at: now() });
    },
    waiting: () => setFacts({ buffering: true }, { type: 'waiting', at: now() }),
    seeking: () => setFacts({ buffering: true }, { type: 'seeking', at: now() }),
    seeked(position) {
      const session = core.session;
      if (!session) return;
      session.position = position;
      setFacts({ buffering: false });
      sendTracking(true);
    },
    firstFrame(ms) {
      const session = core.session;
      if (!session) return;
      const fact = { type: 'firstFrame' as const, at: now(), ...(ms === undefined ? {} : { ms }) };
      session.qoe = reduceQoe(session.qoe, fact);
      offers.showResumeOffer();
      core.publish();
    },
    adStarted: () => setFacts({ adPlaying: true }),
    adEnded: () => setFacts({ adPlaying: false }),
    error(diagnostics) {
      const session = core.session;
      if (!session) return;
      session.exitDecided = true;
      setFacts({ playing: false });
      session.recorder?.error(diagnostics, session.position, core.figures(session));
    },
    timeupdate(position, duration) {
      const session = core.session;
      if (!session || !Number.isFinite(position)) return;
      session.position = position;
      if (duration !== undefined) session.duration = duration;
      const seconds = historySeconds(core.watched(), position);
      if (seconds !== store.get().historySeconds) core.publish({ historySeconds: seconds });
      if (episodeEndDue(position, session.duration)) offers.episodeEnd();
    },
    ended() {
      setFacts({ playing: false });
      offers.episodeEnd();
    },
    levelSwitched(bitrate) {
      const session = core.session;
      if (!session) return;
      session.qoe = reduceQoe(session.qoe, { type: 'level', bitrate });
      core.publish();
    },
    videoQuality({ droppedVideoFrames, totalVideoFrames }) {
      const session = core.session;
      if (!session) return;
      session.qoe = reduceQoe(session.qoe, {
        type: 'frames',
        dropped: droppedVideoFrames,
        total: totalVideoFrames,
      });
      core.publish();
    },
    dismissResumeOffer: offers.dismissResumeOffer,
    stopped,
  };
}
