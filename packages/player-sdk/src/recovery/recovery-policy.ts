/**
 * Why: spec 001 §4 "Player / Error handling" with the §9 thresholds, as one pure reducer so every rule and the
 * order of its actions are table-tested; the player feeds events and performs the actions it gets back.
 *
 * What counts as a "stream error" (the counter): a fatal error from the engine, or any error with HTTP 404.
 * Non-fatal errors are the engine recovering by itself (hls.js emits benign ones such as bufferAppendNoProgress
 * on a level switch), so they do not count — except fragment-parse and buffer-stall errors, which feed the
 * separate fragment counter. Rules, in the order their actions are emitted:
 *  - more than 5 fragment-parse/buffer-stall errors → set_video_error (once);
 *  - more than 2 stream errors → pause, destroy_stream (nothing else is tried on a destroyed stream);
 *  - incompatible codecs → set_codec_error, pause, and the codec message;
 *  - a 404 or a fatal network error → restart_load;
 *  - a fatal media error → recover_media, never for a stall (hls.js maintainers: stalls are not fatal media
 *    errors; the stall watchdog nudges them instead);
 *  - a fatal DRM error → pause (retrying a refused licence cannot succeed; the player shows the DRM alert);
 *  - another fatal error → pause, destroy_stream, and the error_video_download message at once: a destroyed
 *    stream raises no second error, so the message §8 shows at 2 errors would never come and the viewer would
 *    face a silent black player (found by the fault matrix: both engines failing before the first frame);
 *  - when the counter reaches 2 → the error_video_download message (after the recovery action).
 * On a video error each tick retries: retryCount + 1 and seek forward 10 s × retryCount; after 10 retries the
 * counter resets and the hard error shows. Playing again clears the video error and the retry/fragment
 * counters (the stream counter stays until the source changes: spaced failures still add up, as in §4).
 * Play with 2 or more errors (or after the hard error) reloads the current programme from a clean state.
 */
import {
  ERROR_MESSAGE_AT,
  MAX_FRAGMENT_ERRORS,
  MAX_STREAM_ERRORS,
  RETRY_JUMP_S,
  RETRY_LIMIT,
} from '../constants';
import type { PlayerError } from '../errors/types';

export type RecoveryEvent =
  | { kind: 'stream_error'; error: PlayerError }
  | { kind: 'tick' }
  | { kind: 'play_requested' }
  | { kind: 'playing' }
  | { kind: 'reset' };

export type RecoveryAction =
  | { kind: 'pause' }
  | { kind: 'destroy_stream' }
  | { kind: 'recover_media' }
  | { kind: 'restart_load' }
  | { kind: 'seek_forward'; seconds: number }
  | { kind: 'show_error'; key: 'error_video_download' | 'error_video_codec' }
  | { kind: 'hard_error' }
  | { kind: 'reload_programme' }
  | { kind: 'set_video_error' }
  | { kind: 'set_codec_error' };

export interface RecoveryState {
  errorCount: number;
  fragErrors: number;
  retryCount: number;
  videoError: boolean;
  codecError: boolean;
  hardError: boolean;
  /** True once destroy_stream was asked; later errors from the dying engine change nothing. */
  streamDestroyed: boolean;
}

export const initialRecoveryState: RecoveryState = Object.freeze({
  errorCount: 0,
  fragErrors: 0,
  retryCount: 0,
  videoError: false,
  codecError: false,
  hardError: false,
  streamDestroyed: false,
});

export interface RecoveryResult {
  state: RecoveryState;
  actions: RecoveryAction[];
}

const FRAGMENT_ERROR_CODES = new Set(['media.fragment_parsing', 'media.buffer_stalled']);
const STALL_CODES = new Set([
  'media.buffer_stalled',
  'media.buffer_nudge_on_stall',
  'media.buffer_seek_over_hole',
]);

/** The counters the §3 diagnostics report, named as there. */
export function recoveryCounters(state: RecoveryState): {
  fragErrors: number;
  totalErrors: number;
  errorRetryCount: number;
} {
  return { fragErrors: state.fragErrors, totalErrors: state.errorCount, errorRetryCount: state.retryCount };
}

function onStreamError(previous: RecoveryState, error: PlayerError): RecoveryResult {
  if (previous.streamDestroyed) return { state: previous, actions: [] };
  const state = { ...previous };
  const actions: RecoveryAction[] = [];

  if (FRAGMENT_ERROR_CODES.has(error.code)) {
    state.fragErrors += 1;
    if (state.fragErrors > MAX_FRAGMENT_ERRORS && !state.videoError) {
      state.videoError = true;
      actions.push({ kind: 'set_video_error' });
    }
  }
  const is404 = error.httpStatus === 404;
  if (!error.fatal && !is404) return { state, actions };

  state.errorCount += 1;
  if (state.errorCount > MAX_STREAM_ERRORS) {
    state.streamDestroyed = true;
    actions.push({ kind: 'pause' }, { kind: 'destroy_stream' });
    return { state, actions };
  }

  if (error.category === 'codec') {
    state.codecError = true;
    actions.push(
      { kind: 'set_codec_error' },
      { kind: 'pause' },
      { kind: 'show_error', key: 'error_video_codec' },
    );
    return { state, actions };
  }
  if (is404 || (error.fatal && error.category === 'network')) {
    actions.push({ kind: 'restart_load' });
  } else if (error.category === 'media') {
    if (!STALL_CODES.has(error.code)) actions.push({ kind: 'recover_media' });
  } else if (error.category === 'drm') {
    actions.push({ kind: 'pause' });
  } else {
    state.streamDestroyed = true;
    actions.push({ kind: 'pause' }, { kind: 'destroy_stream' });
  }
  if (
    state.errorCount === ERROR_MESSAGE_AT ||
    (state.streamDestroyed && state.errorCount < ERROR_MESSAGE_AT)
  ) {
    actions.push({ kind: 'show_error', key: 'error_video_download' });
  }
  return { state, actions };
}

function onTick(state: RecoveryState): RecoveryResult {
  if (!state.videoError || state.hardError) return { state, actions: [] };
  if (state.retryCount >= RETRY_LIMIT) {
    return { state: { ...state, retryCount: 0, hardError: true }, actions: [{ kind: 'hard_error' }] };
  }
  const retryCount = state.retryCount + 1;
  return {
    state: { ...state, retryCount },
    actions: [{ kind: 'seek_forward', seconds: RETRY_JUMP_S * retryCount }],
  };
}

export function recover(state: RecoveryState, event: RecoveryEvent): RecoveryResult {
  switch (event.kind) {
    case 'stream_error':
      return onStreamError(state, event.error);
    case 'tick':
      return onTick(state);
    case 'playing':
      if (!state.videoError && state.fragErrors === 0 && state.retryCount === 0)
        return { state, actions: [] };
      return { state: { ...state, videoError: false, fragErrors: 0, retryCount: 0 }, actions: [] };
    case 'play_requested':
      if (state.errorCount >= ERROR_MESSAGE_AT || state.hardError) {
        return { state: initialRecoveryState, actions: [{ kind: 'reload_programme' }] };
      }
      return { state, actions: [] };
    case 'reset':
      return { state: initialRecoveryState, actions: [] };
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown recovery event: ${JSON.stringify(unknown)}`);
    }
  }
}
