/**
 * Why: the stats controller's pieces (the watched-time marks, the calls, the resume offer, the episode end)
 * share one viewing session and one published state. This is that shared part, so each piece is a small
 * attacher over it (stats-controller.ts puts them together).
 */
import { createStore, type Store } from '../player/store';
import type { StatsControllerOptions } from './controller-types';
import { IDLE_NEXT_EPISODE } from './next-episode';
import { createQoeTracker, type QoeFigures, qoeFigures } from './qoe';
import { createSendQueue, type SendQueue } from './send-queue';
import type { StatsSession } from './stats-session';
import type { StatsState, StatsView } from './types';
import { watchedSeconds } from './watch-clock';

export interface StatsCore {
  readonly options: StatsControllerOptions;
  readonly queue: SendQueue;
  /** Whether the queue is the controller's own (destroyed with it) or shared with other senders. */
  readonly ownQueue: boolean;
  readonly store: Store<StatsState>;
  readonly doc: StatsControllerOptions['document'];
  readonly page: StatsControllerOptions['page'];
  readonly userAgent: string | undefined;
  /** The viewing of the loaded source; null before one and after it stops. */
  session: StatsSession | null;
  destroyed: boolean;
  /** Seconds watched in the current viewing. */
  watched(): number;
  figures(s: StatsSession): QoeFigures;
  /** The viewing as its calls name it now (the engine is known only once one plays). */
  viewOf(s: StatsSession): StatsView;
  publish(patch?: Partial<StatsState>): void;
  idleState(): StatsState;
}

export function createStatsCore(options: StatsControllerOptions): StatsCore {
  const { now, timers } = options;
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  const queue = options.send ?? createSendQueue({ timers, page, onChange: () => core.publish() });
  const idleState = (): StatsState => ({
    statId: null,
    view: null,
    watchedSeconds: 0,
    qoe: qoeFigures(createQoeTracker(), 0, 0),
    resumeOffer: null,
    historySeconds: null,
    nextEpisode: IDLE_NEXT_EPISODE,
    queue: queue.figures(),
  });
  const store = createStore<StatsState>(idleState());
  const core: StatsCore = {
    options,
    queue,
    ownQueue: options.send === undefined,
    store,
    doc: options.document ?? (typeof document === 'undefined' ? undefined : document),
    page,
    userAgent: options.userAgent ?? (typeof navigator === 'undefined' ? undefined : navigator.userAgent),
    session: null,
    destroyed: false,
    watched: () => (core.session ? watchedSeconds(core.session.clock, now()) : 0),
    figures: (s) => qoeFigures(s.qoe, now(), watchedSeconds(s.clock, now()) * 1000),
    viewOf: (s) => ({ ...s.view, ...options.viewContext?.() }),
    publish(patch = {}) {
      const current = core.session;
      store.set({
        watchedSeconds: Math.floor(core.watched()),
        qoe: current ? core.figures(current) : store.get().qoe,
        view: current ? core.viewOf(current) : null,
        queue: queue.figures(),
        ...patch,
      });
    },
    idleState,
  };
  return core;
}
