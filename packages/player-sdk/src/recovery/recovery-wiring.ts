/**
 * Why: the §4 error rules live in the pure `recover()` reducer; this is the thin part that feeds it the
 * current generation's errors, a 1 s tick and play requests, and performs what it asks (pause, destroy the
 * stream, recover media, restart loading, seek forward, show messages). A stall watchdog fed by the same
 * tick nudges playback that stopped advancing — never with recoverMediaError (hls.js maintainers).
 */
import type { Emitter } from 'mitt';
import { STALL_DETECT_MS } from '../constants';
import { type PlayerError, playerError } from '../errors/catalogue';
import type { DiagnosticsInput } from '../errors/diagnostics';
import type { RedactionOptions } from '../errors/redact';
import type { Session } from '../player/session';
import type { PlayerEvents, PlayerState } from '../types/player';
import {
  initialRecoveryState,
  type RecoveryAction,
  type RecoveryEvent,
  type RecoveryState,
  recover,
  recoveryCounters,
} from './recovery-policy';
import { createStallWatchdog } from './stall-watchdog';

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
  const watchdog = createStallWatchdog({ stallAfterMs: deps.stallAfterMs ?? STALL_DETECT_MS });

  // Why lazy: the diagnostics are built with the product's redaction rules (@onair/redaction, ~1.3 KB gzip), which
  // only an error needs, so they are a chunk of their own, asked for when the player is made: by the first error
  // they are there. An error that comes sooner gets its diagnostics when they arrive, unless the panel has been
  // cleared (reset) or the player destroyed meanwhile. Nothing unredacted is ever put in state.
  type DiagnosticsRules = typeof import('../errors/diagnostics');
  let rules: DiagnosticsRules | null = null;
  const rulesLoaded = import('../errors/diagnostics').then((loaded) => {
    rules = loaded;
    return loaded;
  });
  rulesLoaded.catch(() => undefined);
  let panel = 0;

  function publishDiagnostics(error: PlayerError | null): void {
    const input = diagnosticsInput(error);
    if (rules) {
      set({ diagnostics: rules.buildDiagnostics(input) });
      return;
    }
    const asked = panel;
    rulesLoaded.then(
      (loaded) => {
        if (!deps.signal.aborted && asked === panel) set({ diagnostics: loaded.buildDiagnostics(input) });
      },
      () => undefined,
    );
  }

  function diagnosticsInput(error: PlayerError | null): DiagnosticsInput {
    const source = session.source();
    const plan = session.plan();
    return {
      error,
      hasVideoElement: video.isConnected,
      streamType: plan ? `${plan.engine}/${plan.protocol}` : 'none',
      url: plan?.url,
      position: video.currentTime,
      ...(source?.contentId !== undefined ? { contentId: source.contentId } : {}),
      ...(source?.channelId !== undefined ? { channelId: source.channelId } : {}),
      ...(source?.libraryId !== undefined ? { libraryId: source.libraryId } : {}),
      now: deps.now,
      userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      counters: recoveryCounters(state),
      ...(deps.redaction ? { redaction: deps.redaction } : {}),
    };
  }

  function perform(action: RecoveryAction): void {
    switch (action.kind) {
      case 'pause':
        video.pause();
        break;
      case 'destroy_stream':
        session.destroyStream();
        break;
      case 'recover_media':
        session.engine()?.recoverMediaError();
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
        publishDiagnostics(lastError);
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
    if (!started) return;
    const verdict = watchdog.sample({
      now: deps.now(),
      currentTime: video.currentTime,
      paused: video.paused,
      readyState: video.readyState,
      seeking: video.seeking,
      ended: video.ended,
      ...(streamHasEnd() ? { duration: video.duration } : {}),
    });
    if (verdict.state === 'stalled') {
      video.currentTime = verdict.nudge.seekTo;
      video.play().catch(() => undefined);
    } else if (verdict.state === 'at_end') {
      // The element will not fire 'ended' itself (see the watchdog); every listener — media state, post-roll,
      // packshots, stats, host pages — hears the same event it would have heard natively.
      video.pause();
      video.dispatchEvent(new Event('ended'));
    } else if (verdict.state === 'gave_up') {
      // Nudging did not help: report it as the buffer-stall error the §4 fragment counter expects.
      wiring.streamError(
        playerError('media.buffer_stalled', false, { details: `no progress for ${verdict.stalledForMs} ms` }),
      );
    }
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

  const wiring: RecoveryWiring = {
    streamError(error) {
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
      if (shown.error || shown.errorMessageKey) publishDiagnostics(error);
    },
    playRequested() {
      return feed({ kind: 'play_requested' }).some((a) => a.kind === 'reload_programme');
    },
    reset() {
      state = initialRecoveryState;
      lastError = null;
      started = false;
      watchdog.reset();
      feed({ kind: 'reset' });
      panel += 1;
      set({ errorMessageKey: null, error: null, diagnostics: null });
    },
  };
  return wiring;
}
