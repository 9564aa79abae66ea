import { playerError } from '../errors/codes';
import type { PlayerError } from '../errors/types';
import {
  initialRecoveryState,
  type RecoveryAction,
  type RecoveryEvent,
  type RecoveryState,
  recover,
  recoveryCounters,
} from './recovery-policy';

const fatalNetwork = playerError('network.manifest_load', true, { httpStatus: 503 });
const fragment404 = playerError('network.fragment_load', false, { httpStatus: 404 });
const fatalMedia = playerError('media.buffer_append', true);
const fatalStall = playerError('media.buffer_stalled', true);
const codec = playerError('codec.incompatible', true);
const fragParse = playerError('media.fragment_parsing', false);
const stall = playerError('media.buffer_stalled', false);
const benign = playerError('media.buffer_append', false);
const drm = playerError('drm.licence_request', true, { httpStatus: 403 });
const internal = playerError('other.internal', true);

const err = (error: PlayerError): RecoveryEvent => ({ kind: 'stream_error', error });
const tick: RecoveryEvent = { kind: 'tick' };

function run(events: RecoveryEvent[], from: RecoveryState = initialRecoveryState) {
  let state = from;
  const steps: RecoveryAction[][] = [];
  for (const event of events) {
    const result = recover(state, event);
    state = result.state;
    steps.push(result.actions);
  }
  return { state, steps, last: steps.at(-1) ?? [] };
}

describe('recover: one stream error', () => {
  it.each<[string, PlayerError, RecoveryAction[], Partial<RecoveryState>]>([
    ['fatal network error → restart_load', fatalNetwork, [{ kind: 'restart_load' }], { errorCount: 1 }],
    [
      'a non-fatal 404 counts and restarts loading',
      fragment404,
      [{ kind: 'restart_load' }],
      { errorCount: 1 },
    ],
    ['fatal media error → recover_media', fatalMedia, [{ kind: 'recover_media' }], { errorCount: 1 }],
    [
      'a fatal stall is counted but never answered with recover_media',
      fatalStall,
      [],
      { errorCount: 1, fragErrors: 1 },
    ],
    [
      'incompatible codecs → codec error, pause, codec message',
      codec,
      [{ kind: 'set_codec_error' }, { kind: 'pause' }, { kind: 'show_error', key: 'error_video_codec' }],
      { errorCount: 1, codecError: true },
    ],
    ['fatal DRM error → pause (no pointless retry)', drm, [{ kind: 'pause' }], { errorCount: 1 }],
    [
      'another fatal error → pause, destroy, and the message at once (no second error will come)',
      internal,
      [{ kind: 'pause' }, { kind: 'destroy_stream' }, { kind: 'show_error', key: 'error_video_download' }],
      { errorCount: 1, streamDestroyed: true },
    ],
    ['non-fatal fragment parse → only the fragment counter', fragParse, [], { errorCount: 0, fragErrors: 1 }],
    ['non-fatal stall → only the fragment counter', stall, [], { errorCount: 0, fragErrors: 1 }],
    ['benign non-fatal error → nothing', benign, [], { errorCount: 0, fragErrors: 0 }],
  ])('%s', (_name, error, actions, state) => {
    const result = recover(initialRecoveryState, err(error));
    expect(result.actions).toEqual(actions);
    expect(result.state).toMatchObject(state);
  });
});

describe('recover: counters over time (§4, §9)', () => {
  it('shows error_video_download when errors reach 2, after the recovery action', () => {
    const { steps } = run([err(fatalNetwork), err(fatalMedia)]);
    expect(steps).toEqual([
      [{ kind: 'restart_load' }],
      [{ kind: 'recover_media' }, { kind: 'show_error', key: 'error_video_download' }],
    ]);
  });

  it('more than 2 errors → pause then destroy the stream; later errors change nothing', () => {
    const { steps, state } = run([err(fragment404), err(fragment404), err(fragment404), err(fatalNetwork)]);
    expect(steps).toEqual([
      [{ kind: 'restart_load' }],
      [{ kind: 'restart_load' }, { kind: 'show_error', key: 'error_video_download' }],
      [{ kind: 'pause' }, { kind: 'destroy_stream' }],
      [],
    ]);
    expect(state).toMatchObject({ errorCount: 3, streamDestroyed: true });
  });

  it('more than 5 fragment parse/stall errors set the video error once', () => {
    const events = [fragParse, stall, fragParse, stall, fragParse, stall, fragParse].map(err);
    const { steps, state } = run(events);
    expect(steps.slice(0, 5).flat()).toEqual([]);
    expect(steps[5]).toEqual([{ kind: 'set_video_error' }]);
    expect(steps[6]).toEqual([]);
    expect(state).toMatchObject({ fragErrors: 7, videoError: true, errorCount: 0 });
  });

  it('a second error that destroys the stream shows the message once, as the second error always does', () => {
    const { steps } = run([err(fatalNetwork), err(internal)]);
    expect(steps[1]).toEqual([
      { kind: 'pause' },
      { kind: 'destroy_stream' },
      { kind: 'show_error', key: 'error_video_download' },
    ]);
  });

  it('playing keeps the stream counter (spaced failures still add up)', () => {
    const { state } = run([err(fatalNetwork), { kind: 'playing' }, err(fatalNetwork)]);
    expect(state.errorCount).toBe(2);
  });

  it('reports the diagnostics counters by their §3 names', () => {
    const { state } = run([err(fatalNetwork), err(fragParse)]);
    expect(recoveryCounters(state)).toEqual({ fragErrors: 1, totalErrors: 1, errorRetryCount: 0 });
  });
});

describe('recover: video-error retries', () => {
  const videoError: RecoveryState = { ...initialRecoveryState, videoError: true, fragErrors: 6 };

  it('does nothing on a tick without a video error', () => {
    expect(recover(initialRecoveryState, tick)).toEqual({ state: initialRecoveryState, actions: [] });
  });

  it('each tick seeks forward 10 s × count; after 10 retries the counter resets and the hard error shows', () => {
    const { steps, state } = run(
      Array.from({ length: 12 }, () => tick),
      videoError,
    );
    expect(steps.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, i) => [{ kind: 'seek_forward', seconds: 10 * (i + 1) }]),
    );
    expect(steps[10]).toEqual([{ kind: 'hard_error' }]);
    expect(steps[11]).toEqual([]);
    expect(state).toMatchObject({ retryCount: 0, hardError: true });
  });

  it('playing again clears the video error and the retry and fragment counters', () => {
    const { state, last } = run([tick, tick, { kind: 'playing' }, tick], videoError);
    expect(last).toEqual([]);
    expect(state).toMatchObject({ videoError: false, retryCount: 0, fragErrors: 0 });
  });
});

describe('recover: play and reset', () => {
  it('play with fewer than 2 errors does nothing', () => {
    const { last } = run([err(fatalNetwork), { kind: 'play_requested' }]);
    expect(last).toEqual([]);
  });

  it('play after 2 or more errors reloads the programme from a clean state', () => {
    const { last, state } = run([
      err(fatalNetwork),
      err(fatalNetwork),
      err(fatalNetwork),
      { kind: 'play_requested' },
    ]);
    expect(last).toEqual([{ kind: 'reload_programme' }]);
    expect(state).toEqual(initialRecoveryState);
  });

  it('play after the hard error reloads too', () => {
    const hard = { ...initialRecoveryState, videoError: true, hardError: true };
    expect(recover(hard, { kind: 'play_requested' }).actions).toEqual([{ kind: 'reload_programme' }]);
  });

  it('reset returns the initial state and the reducer never mutates its input', () => {
    const before = { ...initialRecoveryState, errorCount: 1 };
    const frozen = Object.freeze({ ...before });
    recover(frozen, err(fatalNetwork));
    expect(frozen).toEqual(before);
    expect(recover(frozen, { kind: 'reset' }).state).toEqual(initialRecoveryState);
  });

  it('refuses an unknown event loudly', () => {
    expect(() => recover(initialRecoveryState, { kind: 'nope' } as unknown as RecoveryEvent)).toThrow(
      TypeError,
    );
  });
});
