import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromiumCapabilities, liveSource } from '../../test/fixtures';
import { scriptedFactory } from '../../test/scripted-engine';
import { createHttpOperatorApi } from '../api/http-operator-api';
import type { PlayerError } from '../errors/catalogue';
import { createMemoryStorage, type PlayerStorage } from '../storage/storage';
import type { PlayerOptions } from '../types/player';
import { createPlayer } from './create-player';

const chromium = chromiumCapabilities();

const live = (channelId: number) => liveSource(channelId);

const fatalNetwork: PlayerError = {
  code: 'network.manifest_load',
  category: 'network',
  fatal: true,
  errorType: 'Manifest load error',
  message: 'manifest failed',
  url: 'http://media/live/1.m3u8?access_token=secret',
};

let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  container = document.createElement('div');
  container.append(document.createElement('span'));
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function setup(extra: Partial<PlayerOptions> = {}, storage: PlayerStorage = createMemoryStorage()) {
  const { factory, engines } = scriptedFactory();
  const player = createPlayer({
    container,
    storage,
    engineFactory: factory,
    probeCapabilities: async () => chromium,
    connectivityBaseUrl: 'http://backend',
    fetch: vi.fn<typeof fetch>(async () => new Response('ok')),
    ...extra,
  });
  return { player, engines, storage };
}

describe('createPlayer', () => {
  it('renders one wrapper with a playsinline video and leaves the host content alone', () => {
    const { player } = setup();
    expect(container.children).toHaveLength(2);
    const video = container.querySelector('.onair-player video') as HTMLVideoElement;
    expect(video).toBe(player.video);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(player.getState()).toMatchObject({
      paused: true,
      volume: 1,
      muted: false,
      source: null,
      error: null,
    });
  });

  it('rejects a missing container with a clear error', () => {
    expect(() => createPlayer({} as PlayerOptions)).toThrow(/container/);
  });

  it('loads a source through selection into the chosen engine and follows media events', async () => {
    const { player, engines } = setup();
    const loaded = vi.fn();
    player.on('loadedsource', loaded);
    const pending = player.load(live(1));
    expect(player.getState().loading).toBe(true);
    await pending;
    expect(player.getState()).toMatchObject({ live: true, source: { kind: 'live', channelId: 1 } });
    expect(engines).toHaveLength(1);
    expect(engines[0]!.calls).toEqual(['attach', 'load http://media/live/1.m3u8']);
    expect(player.getState().engine).toBe('hls');
    expect(loaded).toHaveBeenCalledWith(
      expect.objectContaining({ plan: expect.objectContaining({ engine: 'hls' }) }),
    );

    const video = player.video!;
    video.dispatchEvent(new Event('playing'));
    expect(player.getState()).toMatchObject({ playing: true, paused: false, loading: false, waiting: false });
    video.dispatchEvent(new Event('waiting'));
    expect(player.getState().waiting).toBe(true);
    video.dispatchEvent(new Event('pause'));
    expect(player.getState()).toMatchObject({ playing: false, paused: true });
    video.dispatchEvent(new Event('play'));
    video.dispatchEvent(new Event('emptied'));
    expect(player.getState()).toMatchObject({ playing: false, paused: video.paused });
    const ended = vi.fn();
    player.on('ended', ended);
    video.dispatchEvent(new Event('ended'));
    expect(ended).toHaveBeenCalledOnce();
    expect(player.getState().ended).toBe(true);
  });

  it('gives subscribers a new snapshot only when something changed', async () => {
    const { player } = setup();
    const seen: unknown[] = [];
    player.subscribe((s) => seen.push(s));
    await player.load(live(1));
    const count = seen.length;
    const before = player.getState();
    player.video!.dispatchEvent(new Event('pause'));
    expect(player.getState()).toBe(before);
    expect(seen).toHaveLength(count);
  });

  it('ignores errors and tracks from an engine that a new load replaced', async () => {
    const { player, engines } = setup();
    await player.load(live(1));
    await player.load(live(2));
    const [stale, current] = engines;
    expect(stale!.destroyed).toBe(true);
    stale!.context.callbacks.error(fatalNetwork);
    stale!.audioList = [{ id: '0', language: 'en', name: 'English', enabled: true }];
    stale!.context.callbacks.tracksChanged();
    expect(player.getState()).toMatchObject({ error: null, audioTracks: [], source: { channelId: 2 } });
    current!.context.callbacks.error(fatalNetwork);
    expect(player.getState().error?.code).toBe('network.manifest_load');
  });

  it('puts a fatal engine error into state with redacted diagnostics and emits it', async () => {
    const { player, engines } = setup();
    const errors = vi.fn();
    player.on('error', errors);
    await player.load(live(1));
    engines[0]!.context.callbacks.error(fatalNetwork);
    expect(errors).toHaveBeenCalledWith(fatalNetwork);
    expect(player.getState().recovery.errorCount).toBeGreaterThan(0);
    // The diagnostics are built by the redaction chunk the player loads on demand (recovery-wiring.ts).
    await vi.waitFor(() =>
      expect(player.getState().diagnostics).toMatchObject({ channelId: 1, errorType: 'Manifest load error' }),
    );
    expect(player.getState().diagnostics?.url).not.toContain('secret');
  });

  it('wires the §4 policy: message at 2 errors, stream destroyed after more than 2, diagnostics up to date', async () => {
    const { player, engines } = setup();
    await player.load(live(1));
    const engine = engines[0]!;
    engine.context.callbacks.error(fatalNetwork);
    expect(player.getState()).toMatchObject({ errorMessageKey: null, engine: 'hls' });
    expect(engine.calls).toContain('restartLoad');
    engine.context.callbacks.error(fatalNetwork);
    expect(player.getState()).toMatchObject({ errorMessageKey: 'error_video_download', engine: 'hls' });
    engine.context.callbacks.error(fatalNetwork);
    expect(player.getState()).toMatchObject({ engine: null, recovery: { errorCount: 3 } });
    await vi.waitFor(() => expect(player.getState().diagnostics?.totalErrors).toBe(3));
    await vi.waitFor(() => expect(engine.destroyed).toBe(true));
    // Play after two or more errors reloads the programme from a clean state (§4).
    await player.play();
    await vi.waitFor(() => expect(engines).toHaveLength(2));
    await vi.waitFor(() => expect(player.getState()).toMatchObject({ engine: 'hls', error: null }));
    expect(player.getState().recovery.errorCount).toBe(0);
  });

  it('emits drmerror for a licence failure', async () => {
    const { player, engines } = setup();
    const drm = vi.fn();
    player.on('drmerror', drm);
    await player.load(live(1));
    const licence: PlayerError = {
      code: 'drm.licence_request',
      category: 'drm',
      fatal: true,
      errorType: 'Key load error',
      message: 'Licence server answered HTTP 403',
      httpStatus: 403,
      drm: { serverCode: 8002, serverMessage: 'Licence refused', nestedMessage: 'No key' },
    };
    engines[0]!.context.callbacks.error(licence);
    expect(drm).toHaveBeenCalledWith(licence);
    expect(player.getState().error?.drm?.serverCode).toBe(8002);
  });

  it('reports a stream nothing can play as an error state, not a hang', async () => {
    const { player, engines } = setup();
    await player.load({ kind: 'content', stream: {}, contentId: 5 });
    expect(engines).toHaveLength(0);
    expect(player.getState()).toMatchObject({ loading: false, error: { code: 'source.no_playable_stream' } });
  });

  it('turns malformed operator JSON into an error state', async () => {
    const api = createHttpOperatorApi({
      baseUrl: 'http://backend/v2',
      fetch: vi.fn<typeof fetch>(async () => new Response('{"hls": ', { status: 200 })),
    });
    const { player, engines } = setup({ api });
    const errors = vi.fn();
    player.on('error', errors);
    await player.loadChannel(3);
    expect(engines).toHaveLength(0);
    expect(player.getState().error?.code).toBe('source.malformed_response');
    expect(errors).toHaveBeenCalledOnce();
  });

  it('loads a channel by id through the OperatorApi, archive when ts is given', async () => {
    const channelStream = vi.fn(async () => ({ hls: 'http://media/archive.m3u8' }));
    // An hour after the asked position, inside a programme with catch-up and a 7-day archive.
    const programme = { id: 9, timestamp: 1700000000 - 600, duration: 1800, is_catchup_available: true };
    const api = {
      channelStream,
      contentStream: vi.fn(),
      schedule: vi.fn(async () => [programme]),
      stat: vi.fn(),
      channel: vi.fn(async () => ({ id: 4, archived_days: 7, is_purchased: true, age: 0 })),
    };
    const { player, engines } = setup({ api, now: () => (1700000000 + 3600) * 1000 });
    await player.loadChannel(4, { ts: 1700000000 });
    expect(channelStream).toHaveBeenCalledWith(4, expect.objectContaining({ ts: 1700000000 }));
    expect(player.getState().source).toMatchObject({ kind: 'archive', channelId: 4, ts: 1700000000 });
    expect(engines[0]!.plan?.url).toBe('http://media/archive.m3u8');
  });

  it('lets the latest channel request win when an earlier stream answer arrives late', async () => {
    const answers = new Map<number, (stream: { hls: string }) => void>();
    const channelStream = vi.fn(
      (id: number, { signal }: { signal?: AbortSignal } = {}) =>
        new Promise<{ hls: string }>((resolve, reject) => {
          answers.set(id, resolve);
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    // A programme on air now, so the timeline has nothing to complain about.
    const onAir = { id: 1, timestamp: Math.floor(Date.now() / 1000) - 600, duration: 3600 };
    const api = {
      channelStream,
      contentStream: vi.fn(),
      schedule: vi.fn(async () => [onAir]),
      stat: vi.fn(),
    };
    const { player, engines } = setup({ api });
    const first = player.loadChannel(1);
    await vi.waitFor(() => expect(answers.has(1)).toBe(true));
    const second = player.loadChannel(2);
    await vi.waitFor(() => expect(answers.has(2)).toBe(true));
    answers.get(2)!({ hls: 'http://media/live/2.m3u8' });
    answers.get(1)!({ hls: 'http://media/live/1.m3u8' });
    await Promise.all([first, second]);
    expect(engines.map((e) => e.plan?.url)).toEqual(['http://media/live/2.m3u8']);
    expect(player.getState()).toMatchObject({ error: null, source: { channelId: 2 } });
  });

  it('destroys idempotently: engine gone, element removed, listeners silent', async () => {
    const { player, engines } = setup();
    await player.load(live(1));
    const listener = vi.fn();
    player.subscribe(listener);
    const video = player.video!;
    player.destroy();
    expect(() => player.destroy()).not.toThrow();
    expect(engines[0]!.destroyed).toBe(true);
    expect(container.querySelector('video')).toBeNull();
    expect(container.children).toHaveLength(1);
    expect(player.video).toBeNull();
    video.dispatchEvent(new Event('playing'));
    engines[0]!.context.callbacks.error(fatalNetwork);
    vi.advanceTimersByTime(5000);
    expect(listener).not.toHaveBeenCalled();
    await expect(player.load(live(2))).resolves.toBeUndefined();
    expect(engines).toHaveLength(1);
  });

  it('destroying during a load never attaches the late engine', async () => {
    const { player, engines } = setup();
    const pending = player.load(live(1));
    player.destroy();
    await pending;
    expect(engines.every((e) => e.destroyed || !e.calls.includes('attach'))).toBe(true);
  });
});

describe('HLS interstitials through the player', () => {
  it('publishes the break the engine reports, and skipAd ends it through the engine when no VAST roll runs', async () => {
    const { player, engines } = setup();
    await player.load(live(1));
    const engine = engines[0]!;
    expect(player.skipAd()).toBe(false);
    const skipInterstitial = vi.fn(() => true);
    engine.skipInterstitial = skipInterstitial;
    const state = {
      id: 'ad1',
      asset: 1,
      assets: 1,
      durationSec: 3,
      remainingSec: 2,
      restrictSkip: false,
      restrictJump: false,
    };
    engine.context.callbacks.interstitial?.(state);
    expect(player.getState().interstitial).toEqual(state);
    expect(player.skipAd()).toBe(true);
    expect(skipInterstitial).toHaveBeenCalledTimes(1);
    engine.context.callbacks.interstitial?.(null);
    expect(player.getState().interstitial).toBeNull();
    player.destroy();
  });
});
