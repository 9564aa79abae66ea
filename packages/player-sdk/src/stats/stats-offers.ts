/**
 * Why: what the stats controller offers the viewer besides the calls: the resume offer, shown once per
 * viewing when it started from a saved position and hidden after its time (resume.ts), and the episode
 * end, which checks for an end ad and then names the next episode (next-episode.ts) once per viewing.
 */
import { IDLE_NEXT_EPISODE, nextEpisodeState, runEpisodeEnd } from './next-episode';
import { resumeOfferHideAt } from './resume';
import type { StatsCore } from './stats-core';
import { sessionStartType } from './stats-session';

export interface StatsOffers {
  showResumeOffer(): void;
  dismissResumeOffer(): void;
  episodeEnd(): void;
  /** Ends what the viewing started: the offer's timer and a running episode-end check. */
  stop(): void;
}

export function createStatsOffers(core: StatsCore): StatsOffers {
  const { options } = core;
  const { now, timers } = options;
  let offerTimer: unknown = null;

  function clearOffer(): void {
    if (offerTimer !== null) timers.clearTimeout(offerTimer);
    offerTimer = null;
  }

  function showResumeOffer(): void {
    const session = core.session;
    if (!session || session.resumeShown) return;
    session.resumeShown = true;
    const { source } = session;
    if (sessionStartType(source) !== 'resume' || source.startPosition === undefined) return;
    const shownAt = now();
    clearOffer();
    offerTimer = timers.setTimeout(() => {
      offerTimer = null;
      core.publish({ resumeOffer: null });
    }, resumeOfferHideAt(shownAt) - shownAt);
    core.publish({ resumeOffer: { position: source.startPosition } });
  }

  function episodeEnd(): void {
    const session = core.session;
    if (!session || session.episodeEnd || core.destroyed) return;
    const { source } = session;
    if (source.kind !== 'content' || !source.episodes || source.contentId === undefined) return;
    const controller = new AbortController();
    session.episodeEnd = controller;
    core.publish({ nextEpisode: { ...IDLE_NEXT_EPISODE, status: 'checking' } });
    const check = options.endAdCheck ?? (() => Promise.resolve());
    void runEpisodeEnd(source.episodes, source.contentId, check, controller.signal).then((outcome) => {
      if (!outcome || controller.signal.aborted) return;
      core.publish({ nextEpisode: nextEpisodeState(outcome) });
      options.onNextEpisode?.(outcome);
    });
  }

  return {
    showResumeOffer,
    dismissResumeOffer() {
      clearOffer();
      core.publish({ resumeOffer: null });
    },
    episodeEnd,
    stop() {
      core.session?.episodeEnd?.abort();
      clearOffer();
    },
  };
}
