import mitt from 'mitt';
import { playerError } from '../errors/catalogue';
import type { Session } from '../player/session';
import type { PlayerEvents, PlayerState } from '../types/player';
import { wireRecovery } from './recovery-wiring';

// The diagnostics are built by a chunk the wiring asks for when it is made (the redaction rules stay out of the
// core): an error that comes before the chunk still gets its diagnostics, redacted, once it arrives; one whose
// panel was cleared meanwhile, or whose player was destroyed, gets none.
function wired(
  video: HTMLVideoElement,
  session: Session,
  state: PlayerState,
  clock = () => 1_700_000_000_000,
) {
  const controller = new AbortController();
  const ticks: (() => void)[] = [];
  const wiring = wireRecovery({
    video,
    session,
    signal: controller.signal,
    get: () => state,
    set: (patch) => {
      state = { ...state, ...patch };
    },
    emitter: mitt<PlayerEvents>(),
    now: clock,
    setInterval: (fn) => ticks.push(fn),
    clearInterval: () => undefined,
  });
  return { wiring, controller, ticks, state: () => state };
}

function setup() {
  const session = {
    source: () => ({ kind: 'live', channelId: 7 }),
    plan: () => ({ engine: 'hls', protocol: 'hls', url: 'https://cdn.tv/live.m3u8?access_token=S3CR3T' }),
    destroyStream: () => undefined,
    engine: () => null,
    reload: async () => undefined,
  } as unknown as Session;
  const video = document.body.appendChild(document.createElement('video'));
  const state = { error: null, errorMessageKey: null, diagnostics: null } as unknown as PlayerState;
  const made = wired(video, session, state);
  made.controller.signal.addEventListener('abort', () => video.remove());
  return made;
}

const fatal = playerError('network.manifest_load', true, { httpStatus: 403 });

describe('wireRecovery: diagnostics', () => {
  it('publishes an early error’s diagnostics when the rules arrive, redacted', async () => {
    const { wiring, state, controller } = setup();
    wiring.streamError(fatal);
    expect(state().error).toBe(fatal);
    await vi.waitFor(() => expect(state().diagnostics).toMatchObject({ code: 403, channelId: 7 }));
    expect(state().diagnostics?.url).toBe('https://cdn.tv/live.m3u8?access_token=***');
    controller.abort();
  });

  it('drops diagnostics that arrive after the panel was cleared or the player destroyed', async () => {
    const cleared = setup();
    cleared.wiring.streamError(fatal);
    cleared.wiring.reset();
    const destroyed = setup();
    destroyed.wiring.streamError(fatal);
    destroyed.controller.abort();
    // A third wiring's error published after both has had the chunk arrive: the others' turns are over too.
    const witness = setup();
    witness.wiring.streamError(fatal);
    await vi.waitFor(() => expect(witness.state().diagnostics).not.toBeNull());
    expect(cleared.state().diagnostics).toBeNull();
    expect(destroyed.state().diagnostics).toBeNull();
    for (const wired of [cleared, witness]) wired.controller.abort();
  });
});

/**
 * A scripted element: jsdom plays nothing, so this one stands where it is put, reports the buffered ranges it is
 * given, and counts play() calls. `stuck`: play() does not move the playhead (a hole the engine cannot fill).
 */
function scriptedVideo(buffered: [number, number][]) {
  const target = new EventTarget();
  const video = {
    currentTime: 2.12,
    duration: 60,
    paused: false,
    ended: false,
    seeking: false,
    readyState: 4,
    isConnected: true,
    plays: 0,
    buffered: {
      get length() {
        return buffered.length;
      },
      start: (i: number) => buffered[i]?.[0] ?? 0,
      end: (i: number) => buffered[i]?.[1] ?? 0,
    },
    play() {
      video.plays += 1;
      video.paused = false;
      return Promise.resolve();
    },
    pause() {
      video.paused = true;
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  return video;
}

async function playingSetup(engine: { recoverMediaError(): void }, buffered: [number, number][] = [[0, 60]]) {
  const state = {
    error: null,
    errorMessageKey: null,
    diagnostics: null,
    live: false,
  } as unknown as PlayerState;
  const session = {
    source: () => ({ kind: 'content', contentId: 102 }),
    plan: () => ({ engine: 'hls', protocol: 'hls', url: 'https://cdn.tv/film.m3u8' }),
    destroyStream: () => undefined,
    engine: () => engine,
    reload: async () => undefined,
  } as unknown as Session;
  const video = scriptedVideo(buffered);
  let clock = 0;
  const made = wired(video as unknown as HTMLVideoElement, session, state, () => clock);
  video.dispatchEvent(new Event('playing'));
  // The stall responder is a chunk the wiring asks for when it is made.
  await vi.dynamicImportSettled();
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) {
      clock += 1000;
      for (const tick of made.ticks) tick();
    }
  };
  return { ...made, video, seconds };
}

describe('wireRecovery: playback that stops', () => {
  it('plays again after a media recovery that left the element paused (hls.js attaches a new MediaSource)', async () => {
    const engine = {
      recoverMediaError() {
        // What the element's load algorithm does when hls.js gives it a new MediaSource.
        video.paused = true;
      },
    };
    const { wiring, video, controller } = await playingSetup(engine);
    wiring.streamError(playerError('media.buffer_append', true, { engine: 'hls' }));
    expect(video.paused).toBe(false);
    expect(video.plays).toBe(1);
    controller.abort();
  });

  it('leaves a viewer’s pause alone when it recovers media', async () => {
    const { wiring, video, controller } = await playingSetup({ recoverMediaError: () => undefined });
    video.pause();
    wiring.streamError(playerError('media.buffer_append', true, { engine: 'hls' }));
    expect(video.paused).toBe(true);
    expect(video.plays).toBe(0);
    controller.abort();
  });

  it('jumps a hole with media buffered after it, where the old nudges landed inside it', async () => {
    const { video, seconds, controller } = await playingSetup({ recoverMediaError: () => undefined }, [
      [0, 2.12],
      [3.62, 60],
    ]);
    seconds(4);
    expect(video.currentTime).toBeCloseTo(3.72, 6);
    controller.abort();
  });

  it('a stall nothing moves ends in the §8 message at the second give-up, counted as buffer-stall errors', async () => {
    // Every move lands where it was put and the playhead never goes on from there.
    const { video, seconds, state, controller } = await playingSetup({ recoverMediaError: () => undefined }, [
      [0, 2.12],
      [3.62, 60],
    ]);
    seconds(13);
    expect(state().recovery.errorCount).toBe(1);
    expect(state().error).toMatchObject({ code: 'media.buffer_stalled', fatal: true });
    expect(state().errorMessageKey).toBeNull();
    seconds(12);
    expect(state().recovery.errorCount).toBe(2);
    expect(state().errorMessageKey).toBe('error_video_download');
    expect(video.plays).toBeGreaterThan(0);
    controller.abort();
  });

  it('an engine that stopped fetching without a word: the message after two starved give-ups, retries postpone it', async () => {
    const { wiring, video, seconds, state, controller } = await playingSetup(
      { recoverMediaError: () => undefined },
      [],
    );
    video.currentTime = 0;
    seconds(14);
    // The engine retried a segment meanwhile (a non-fatal error): the wait is still its own.
    wiring.streamError(playerError('network.fragment_load', false, { httpStatus: 500 }));
    seconds(14);
    expect(state().recovery.errorCount).toBe(0);
    seconds(1);
    expect(state().error).toMatchObject({ code: 'media.buffer_stalled', fatal: true });
    seconds(15);
    expect(state().errorMessageKey).toBe('error_video_download');
    controller.abort();
  });
});
