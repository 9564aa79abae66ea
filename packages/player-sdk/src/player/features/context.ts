/**
 * Why: the timeline, stats and ads each need the same handful of player internals (the element, the state,
 * the lifetime, the operator API, clock and timers) and each adds a few hooks to the load path and a few
 * commands. One context type and one hook shape keep `create-player.ts` a list of attachments instead of a
 * growing function, and let each feature be tested alone against the scripted engine.
 */
import type { Emitter } from 'mitt';
import type { OperatorApi } from '../../api/operator-api';
import type { PlayerEvents, PlayerOptions, PlayerSource, PlayerState } from '../../types/player';
import type { Session } from '../session';

export interface FeatureTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FeatureContext {
  video: HTMLVideoElement;
  wrapper: HTMLElement;
  /** The player's lifetime: every listener hangs off it. */
  signal: AbortSignal;
  options: PlayerOptions;
  get(): PlayerState;
  set(patch: Partial<PlayerState>): void;
  subscribe(listener: (state: PlayerState) => void): () => void;
  emitter: Emitter<PlayerEvents>;
  session: Session;
  api: OperatorApi | undefined;
  /** Wall clock, ms. */
  now(): number;
  timers: FeatureTimers;
  /**
   * Runs an operator request that supersedes any other in flight, then loads what it resolves to (through
   * every feature's `prepare`); null means "nothing to load" (a refusal already in state).
   */
  request(run: (signal: AbortSignal) => Promise<PlayerSource | null>): Promise<void>;
}

export interface FeatureHooks {
  /** Before the engine gets a source: may change it (resume position) or play something first (pre-roll). */
  prepare?(source: PlayerSource, signal: AbortSignal): Promise<PlayerSource>;
  /** Whether `prepare` will hold this source a while before it plays (packshots, a pre-roll). */
  holds?(source: PlayerSource): boolean;
  /** A viewer's pause; false refuses it (live without archive). */
  pause?(): boolean;
  /** Before a viewer's play resumes content (post-pause roll). */
  beforePlay?(): Promise<void>;
}
