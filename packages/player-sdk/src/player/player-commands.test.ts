import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromiumCapabilities, liveSource } from '../../test/fixtures';
import { scriptedFactory } from '../../test/scripted-engine';
import { createMemoryStorage, type PlayerStorage } from '../storage/storage';
import type { PlayerOptions } from '../types/player';
import { createPlayer } from './create-player';

const chromium = chromiumCapabilities();

const live = (channelId: number) => liveSource(channelId);

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

describe('player commands and tracks', () => {
  it('restores the audio and subtitle language chosen on a channel at its next load', async () => {
    const storage = createMemoryStorage();
    const { player, engines } = setup({}, storage);
    const tracks = (engine: (typeof engines)[number]) => {
      engine.audioList = [
        { id: 'a0', language: 'ru', name: 'Русский', enabled: true },
        { id: 'a1', language: 'en', name: 'English', enabled: false },
      ];
      engine.subtitleList = [{ id: 's0', language: 'en', name: 'English', enabled: false }];
      engine.context.callbacks.tracksChanged();
    };
    await player.load(live(1));
    tracks(engines[0]!);
    player.setAudioLanguage('en');
    player.setSubtitleLanguage('en');
    expect(player.getState().audioTracks.find((t) => t.enabled)?.language).toBe('en');

    await player.load(live(2));
    tracks(engines[1]!);
    expect(engines[1]!.calls).not.toContain('audio a1');

    await player.load(live(1));
    tracks(engines[2]!);
    expect(engines[2]!.calls).toEqual(expect.arrayContaining(['audio a1', 'subtitle s0']));
    expect(player.getState().audioTracks.find((t) => t.enabled)?.language).toBe('en');
  });

  it('offers quality through the §5 list and switches levels on the current engine', async () => {
    const { player, engines } = setup();
    await player.load(live(1));
    const engine = engines[0]!;
    engine.levelList = [360, 480, 720, 1080, 2160].map((height, id) => ({
      id,
      height,
      bitrate: height * 1000,
    }));
    engine.context.callbacks.tracksChanged();
    expect(player.getState().qualityLevels.map((l) => l.height)).toEqual([1080, 720, 480, 360]);
    player.setQuality(2);
    expect(engine.calls).toContain('setLevel 2');
    expect(player.getState().quality).toBe(2);
    expect(() => player.setQuality(4)).toThrow(RangeError);
    engine.context.callbacks.levelSwitched(2);
    expect(player.getState().activeLevel).toBe(2);
  });

  it('stores volume on the 0.05 grid and mute, and a new player starts from them', () => {
    const storage = createMemoryStorage();
    const first = setup({}, storage).player;
    first.setVolume(0.43);
    first.toggleMute();
    expect(first.getState()).toMatchObject({ volume: 0.45, muted: true });
    expect(() => first.setVolume(Number.NaN)).toThrow();
    first.destroy();
    const second = setup({}, storage).player;
    expect(second.getState()).toMatchObject({ volume: 0.45, muted: true });
    expect(second.video!.volume).toBe(0.45);
  });

  it('limits rates to 0.25–2 and never offers picture-in-picture for a vitrina channel', async () => {
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
    Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', {
      value: async () => undefined,
      configurable: true,
    });
    const { player } = setup();
    player.setRate(5);
    expect(player.getState().rate).toBe(2);
    await player.load(live(1));
    expect(player.getState().pip.available).toBe(true);
    await player.load({ ...live(2), vitrina: true });
    expect(player.getState().pip.available).toBe(false);
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
    Reflect.deleteProperty(document, 'pictureInPictureEnabled');
  });
});
