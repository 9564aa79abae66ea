/**
 * Why: an operator's dashboard judges a playback by a handful of numbers — how long it took to start, how
 * often and how long it stalled, how often the picture changed quality and how many frames were dropped
 * (Shaka's getStats() and Mux Data report the same set). This reducer turns player facts into those
 * numbers; time comes in with each fact so it is pure and replayable.
 * A stall counts as a rebuffer only after the first frame and outside a seek: startup waiting is startup
 * time, and seek waiting is the viewer's own doing.
 */

export interface QoeFigures {
  /** Load → first frame in ms; null until the first frame. */
  startupMs: number | null;
  rebufferCount: number;
  rebufferMs: number;
  /** rebufferMs / (watch time in ms); 0 before anything was watched. */
  rebufferRatio: number;
  bitrateSwitches: number;
  /** The level bitrate now playing, bits per second, when known. */
  bitrate: number | null;
  droppedFrames: number;
  totalFrames: number;
}

export type QoeFact =
  | { type: 'load'; at: number }
  /** `ms`: the player's own load-to-first-frame measure, when it has one (else `at` − load). */
  | { type: 'firstFrame'; at: number; ms?: number }
  | { type: 'waiting'; at: number }
  | { type: 'seeking'; at: number }
  | { type: 'playing'; at: number }
  | { type: 'paused'; at: number }
  | { type: 'level'; bitrate: number }
  | { type: 'frames'; dropped: number; total: number };

export interface QoeTracker {
  loadAt: number | null;
  firstFrameAt: number | null;
  startupMs: number | null;
  seeking: boolean;
  /** When the current rebuffer began; null while not rebuffering. */
  rebufferSince: number | null;
  rebufferCount: number;
  rebufferMs: number;
  bitrate: number | null;
  bitrateSwitches: number;
  droppedFrames: number;
  totalFrames: number;
}

export function createQoeTracker(): QoeTracker {
  return {
    loadAt: null,
    firstFrameAt: null,
    startupMs: null,
    seeking: false,
    rebufferSince: null,
    rebufferCount: 0,
    rebufferMs: 0,
    bitrate: null,
    bitrateSwitches: 0,
    droppedFrames: 0,
    totalFrames: 0,
  };
}

export function reduceQoe(state: QoeTracker, fact: QoeFact): QoeTracker {
  switch (fact.type) {
    case 'load':
      return { ...createQoeTracker(), loadAt: fact.at };
    case 'firstFrame':
      if (state.firstFrameAt !== null) return state;
      return {
        ...state,
        firstFrameAt: fact.at,
        startupMs:
          fact.ms !== undefined && Number.isFinite(fact.ms)
            ? Math.max(0, Math.round(fact.ms))
            : state.loadAt === null
              ? null
              : Math.max(0, fact.at - state.loadAt),
      };
    case 'seeking':
      return { ...endRebuffer(state, fact.at), seeking: true };
    case 'waiting':
      if (state.firstFrameAt === null || state.seeking || state.rebufferSince !== null) return state;
      return { ...state, rebufferSince: fact.at, rebufferCount: state.rebufferCount + 1 };
    case 'playing':
    case 'paused':
      return { ...endRebuffer(state, fact.at), seeking: false };
    case 'level':
      if (!Number.isFinite(fact.bitrate) || fact.bitrate <= 0 || fact.bitrate === state.bitrate) return state;
      return {
        ...state,
        bitrate: fact.bitrate,
        bitrateSwitches: state.bitrate === null ? state.bitrateSwitches : state.bitrateSwitches + 1,
      };
    case 'frames':
      // getVideoPlaybackQuality() counts per element and restarts with a new source: keep the largest seen.
      return {
        ...state,
        droppedFrames: Math.max(state.droppedFrames, fact.dropped),
        totalFrames: Math.max(state.totalFrames, fact.total),
      };
  }
}

function endRebuffer(state: QoeTracker, at: number): QoeTracker {
  if (state.rebufferSince === null) return state;
  return {
    ...state,
    rebufferSince: null,
    rebufferMs: state.rebufferMs + Math.max(0, at - state.rebufferSince),
  };
}

/** The figures at `nowMs`, a stall in progress included, against `watchedMs` of actual playback. */
export function qoeFigures(state: QoeTracker, nowMs: number, watchedMs: number): QoeFigures {
  const rebufferMs = endRebuffer(state, nowMs).rebufferMs;
  return {
    startupMs: state.startupMs,
    rebufferCount: state.rebufferCount,
    rebufferMs,
    rebufferRatio: watchedMs > 0 ? rebufferMs / watchedMs : 0,
    bitrateSwitches: state.bitrateSwitches,
    bitrate: state.bitrate,
    droppedFrames: state.droppedFrames,
    totalFrames: state.totalFrames,
  };
}
