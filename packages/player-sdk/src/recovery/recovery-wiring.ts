/**
 * Why: the §4 error rules live in the pure `recover()` reducer; this is the thin part that feeds it the
 * current generation's errors, a 1 s tick and play requests, and performs what it asks (pause, destroy the
 * stream, recover media, restart loading, seek forward, show messages). The stall responder, fed by the same
 * tick, moves playback that stopped advancing — never with recoverMediaError (hls.js maintainers) — and reports a
 * stall it cannot move as the error §4 counts. The diagnostics panel is built by ./recovery-diagnostics.
 */
import type { Emitter } from 'mitt';
import { STALL_DETECT_MS } from '../constants';
import type { PlayerError } from '../errors/catalogue';
import type { RedactionOptions } from '../errors/redact';
import type { Session } from '../player/session';
import type { PlayerEvents, PlayerState } from '../types/player';
import { createDiagnosticsPublisher } from './recovery-diagnostics';
import {
  initialRecoveryState,
  type RecoveryAction,
  type RecoveryEvent,
  type RecoveryState,
  recover,
  recoveryCounters,
} from './recovery-policy';
import type { StallResponder } from './stall-responder';

export interface RecoveryWiringDeps {
  video: HTMLVideoElement;
  session: Session;
  signal: AbortSignal;
  get: () => PlayerState;
  set: (patch: Partial<PlayerState>) => void;
  emitter: Emitter<PlayerEvents>;
  /** Wall clock for diagnostics timestamps and the watchdog. */
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: never) => void;
  stallAfterMs?: number;
  /** The operator's redaction rules for the diagnostics. */
  redaction?: RedactionOptions;
}

export interface RecoveryWiring {
  streamError(error: PlayerError): void;
  /** True when the policy answered a play request by reloading the programme (≥ 2 errors). */
  playRequested(): boolean;
  reset(): void;
}

const TICK_MS = 1000;

export function wireRecovery(deps: RecoveryWiringDeps): RecoveryWiring {
  const { video, session, set, emitter } = deps;
  let state: RecoveryState = initialRecoveryState;
  let lastError: PlayerError | null = null;
  // Startup is slow on a busy machine; only playback that has started can stall.
  let started = false;
  const diagnostics = createDiagnosticsPublisher({
    video,
    session,
    signal: deps.signal,
    set,
    now: deps.now,
    counters: () => recoveryCounters(state),
    ...(deps.redaction ? { redaction: deps.redaction } : {}),
  });
  // Why lazy: the stall watchdog has nothing to do before playback has played a while, so it is a chunk of its own
  // (the core's size budget), asked for when the player is made.
  let stall: StallResponder | null = null;
  import('./stall-responder').then(
    ({ createStallResponder }) => {
      if (deps.signal.aborted) return;
      stall = createStallResponder({
        video,
        now: deps.now,
        stallAfterMs: deps.stallAfterMs ?? STALL_DETECT_MS,
        hasEnd: streamHasEnd,
        offline: () => deps.get().offline,
        report: (error) => countError(error),
      });
    },
    () => undefined,
  );

  function perform(action: RecoveryAction): void {
    switch (action.kind) {
      case 'pause':
        video.pause();
        break;
      case 'destroy_stream':
        session.destroyStream();
        break;
      case 'recover_media':
        recoverMedia();
        break;
      case 'restart_load':
        session.engine()?.restartLoad();
        break;
      case 'seek_forward':
        if (Number.isFinite(video.currentTime)) video.currentTime += action.seconds;
        break;
      case 'show_error':
        set({ errorMessageKey: action.key, error: lastError });
        break;
      case 'hard_error':
        set({ hardError: true });
        diagnostics.publish(lastError);
        break;
      case 'reload_programme':
        void session.reload();
        break;
      case 'set_video_error':
        set({ videoError: true });
        break;
      case 'set_codec_error':
        set({ codecError: true });
        break;
    }
  }

  // hls.js recovers a media error by attaching the element to a new MediaSource; the element's load algorithm
  // leaves it paused (without a 'pause' event), and nothing played it again: the fault matrix's VOD HLS hole
  // stood still for good, paused, with no message. Playback the viewer had not paused goes on. (On a protected
  // stream hls.js attaches the new MediaSource only after the CDM is released, later than this; untested here.)
  function recoverMedia(): void {
    const wasPlaying = !video.paused;
    session.engine()?.recoverMediaError();
    if (wasPlaying) video.play().catch(() => undefined);
  }

  function feed(event: RecoveryEvent): RecoveryAction[] {
    const result = recover(state, event);
    state = result.state;
    set({
      recovery: { errorCount: state.errorCount, fragErrors: state.fragErrors, retryCount: state.retryCount },
      videoError: state.videoError,
      codecError: state.codecError,
      hardError: state.hardError,
    });
    for (const action of result.actions) perform(action);
    return result.actions;
  }

  // Only films and trailers end; live and archive windows move on (the timeline decides what comes next).
  function streamHasEnd(): boolean {
    const { source, live } = deps.get();
    return !live && (source?.kind === 'content' || source?.kind === 'trailer');
  }

  const handle = deps.setInterval(() => {
    if (deps.signal.aborted || !session.engine()) return;
    feed({ kind: 'tick' });
    if (started) stall?.check();
  }, TICK_MS);
  deps.signal.addEventListener('abort', () => deps.clearInterval(handle as never), { once: true });
  video.addEventListener(
    'playing',
    () => {
      started = true;
      feed({ kind: 'playing' });
    },
    { signal: deps.signal },
  );

  function countError(error: PlayerError): void {
    lastError = error;
    feed({ kind: 'stream_error', error });
    if (error.fatal) {
      // A fatal error is visible at once (the element stopped); the viewer message waits for the policy.
      set({ error, loading: false, waiting: false });
      emitter.emit('error', error);
      if (error.category === 'drm') emitter.emit('drmerror', error);
    }
    // The panel describes the latest error with the counters as they are after it.
    const shown = deps.get();
    if (shown.error || shown.errorMessageKey) diagnostics.publish(error);
  }

  const wiring: RecoveryWiring = {
    streamError(error) {
      stall?.heard();
      countError(error);
    },
    playRequested() {
      return feed({ kind: 'play_requested' }).some((a) => a.kind === 'reload_programme');
    },
    reset() {
      state = initialRecoveryState;
      lastError = null;
      started = false;
      stall?.reset();
      feed({ kind: 'reset' });
      diagnostics.clear();
      set({ errorMessageKey: null, error: null, diagnostics: null });
    },
  };
  return wiring;
}
