import { Events, type InterstitialEvent } from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import type { InterstitialState } from '../types/interstitial';
import { type InterstitialSource, keepPlayingAcrossMoves, watchInterstitials } from './hls-interstitials';

/** A plain emitter standing in for hls.js, with a settable interstitials manager. */
function emitter() {
  const listeners = new Map<string, Array<(e: unknown, data?: unknown) => void>>();
  const manager = {
    interstitialPlayer: null as { currentTime: number; duration: number } | null,
    skip: vi.fn(),
  };
  const source = {
    on(event: string, listener: (e: unknown, data?: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    interstitialsManager: manager,
  } as unknown as InterstitialSource;
  const emit = (event: string, data?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(event, data);
  };
  return { source, emit, manager };
}

const event = {
  identifier: 'ad1',
  duration: 3,
  assetList: [{}, {}],
  restrictions: { skip: true, jump: false },
} as unknown as InterstitialEvent;
const skippable = { ...event, restrictions: { skip: false, jump: false } } as unknown as InterstitialEvent;

function watch(source: InterstitialSource, signal = new AbortController().signal) {
  const media = new EventTarget();
  const seen: Array<InterstitialState | null> = [];
  const breaks = watchInterstitials(source, media, signal, (state) => seen.push(state), Events);
  const tick = () => media.dispatchEvent(new Event('timeupdate'));
  return { seen, breaks, tick };
}

describe('watchInterstitials', () => {
  it('reports the break and each asset, then null when the primary content resumes', () => {
    const { source, emit } = emitter();
    const { seen } = watch(source);
    emit(Events.INTERSTITIAL_STARTED, { event });
    emit(Events.INTERSTITIAL_ASSET_STARTED, { event, assetListIndex: 1 });
    emit(Events.INTERSTITIAL_ENDED);
    emit(Events.INTERSTITIALS_PRIMARY_RESUMED);
    const base = {
      id: 'ad1',
      assets: 2,
      durationSec: 3,
      remainingSec: 3,
      restrictSkip: true,
      restrictJump: false,
    };
    expect(seen).toEqual([{ ...base, asset: 1 }, { ...base, asset: 2 }, null, null]);
  });

  it('a break whose asset list is not loaded yet counts the asset playing; an unknown duration is 0', () => {
    const { source, emit } = emitter();
    const { seen } = watch(source);
    emit(Events.INTERSTITIAL_ASSET_STARTED, {
      event: { ...event, duration: Number.NaN, assetList: [] },
      assetListIndex: 0,
    });
    expect(seen[0]).toMatchObject({ asset: 1, assets: 1, durationSec: 0, remainingSec: 0 });
  });

  it('counts the break down in whole seconds as the element plays, and keeps the count across assets', () => {
    const { source, emit, manager } = emitter();
    const { seen, tick } = watch(source);
    emit(Events.INTERSTITIAL_STARTED, { event });
    manager.interstitialPlayer = { currentTime: 0.2, duration: 3 };
    tick();
    manager.interstitialPlayer = { currentTime: 0.4, duration: 3 };
    tick();
    manager.interstitialPlayer = { currentTime: 1.1, duration: 3 };
    tick();
    emit(Events.INTERSTITIAL_ASSET_STARTED, { event, assetListIndex: 1 });
    expect(seen.map((s) => s && [s.asset, s.remainingSec])).toEqual([
      [1, 3],
      [1, 2],
      [2, 2],
    ]);
  });

  it.each(['hls.js destroyed', 'the engine detached'])('stops listening to the element once %s', (how) => {
    const { source, emit, manager } = emitter();
    const owner = new AbortController();
    const { seen, tick } = watch(source, owner.signal);
    emit(Events.INTERSTITIAL_STARTED, { event });
    if (how === 'hls.js destroyed') emit(Events.DESTROYING);
    else owner.abort();
    manager.interstitialPlayer = { currentTime: 2.5, duration: 3 };
    tick();
    expect(seen).toHaveLength(1);
  });

  it('skips only a break that allows it, through hls.js, and only while one plays', () => {
    const { source, emit, manager } = emitter();
    const { breaks } = watch(source);
    expect(breaks.skip()).toBe(false);
    emit(Events.INTERSTITIAL_STARTED, { event });
    expect(breaks.skip()).toBe(false);
    emit(Events.INTERSTITIAL_STARTED, { event: skippable });
    expect(breaks.skip()).toBe(true);
    expect(manager.skip).toHaveBeenCalledTimes(1);
    emit(Events.INTERSTITIALS_PRIMARY_RESUMED);
    expect(breaks.skip()).toBe(false);
  });

  it('makes a relative X-ASSET-URI absolute against the playlist (hls.js would resolve it against the page)', () => {
    const { source, emit } = emitter();
    watch(source);
    const relative = {
      baseUrl: 'https://cdn.example/streams/film/index.m3u8',
      dateRange: { attr: { 'X-ASSET-URI': '../ads/break.m3u8' } },
    };
    const absolute = {
      baseUrl: 'https://cdn.example/streams/film/index.m3u8',
      dateRange: { attr: { 'X-ASSET-URI': 'https://ads.example/a.m3u8?x=1' } },
    };
    const list = {
      baseUrl: 'https://cdn.example/f/index.m3u8',
      dateRange: { attr: { 'X-ASSET-LIST': 'list.json' } },
    };
    emit(Events.INTERSTITIALS_UPDATED, { events: [relative, absolute, list] });
    expect(relative.dateRange.attr['X-ASSET-URI']).toBe('https://cdn.example/streams/ads/break.m3u8');
    expect(absolute.dateRange.attr['X-ASSET-URI']).toBe('https://ads.example/a.m3u8?x=1');
    // hls.js resolves asset lists against the playlist itself.
    expect(list.dateRange.attr).toEqual({ 'X-ASSET-LIST': 'list.json' });
  });
});

/** An element as far as the watcher reads it: events, paused, play(). */
function element(paused = true) {
  const media = new EventTarget() as EventTarget & { paused: boolean; play: ReturnType<typeof vi.fn> };
  media.paused = paused;
  media.play = vi.fn(() => {
    media.paused = false;
    return Promise.resolve();
  });
  return media;
}

describe('keepPlayingAcrossMoves (a pre-roll moves the element before the first play took)', () => {
  it("plays the break's asset and then the film again when a play() was pending at the move", () => {
    const { source, emit } = emitter();
    const media = element(false); // play() asked, not yet taken
    keepPlayingAcrossMoves(
      source,
      media as unknown as HTMLMediaElement,
      new AbortController().signal,
      Events,
    );
    emit(Events.INTERSTITIAL_STARTED, { event });
    // hls.js moves the element to the asset's MediaSource: a new load, paused, without a pause event.
    media.paused = true;
    media.dispatchEvent(new Event('loadedmetadata'));
    expect(media.play).toHaveBeenCalledTimes(1);
    emit(Events.INTERSTITIALS_PRIMARY_RESUMED);
    media.paused = true;
    media.dispatchEvent(new Event('loadedmetadata'));
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it("leaves a break paused that the viewer paused, and does nothing outside hls.js's moves", () => {
    const { source, emit } = emitter();
    const media = element(false);
    const controller = new AbortController();
    keepPlayingAcrossMoves(source, media as unknown as HTMLMediaElement, controller.signal, Events);
    media.dispatchEvent(new Event('loadedmetadata'));
    expect(media.play).not.toHaveBeenCalled();
    media.paused = true;
    media.dispatchEvent(new Event('pause'));
    emit(Events.INTERSTITIAL_STARTED, { event });
    media.dispatchEvent(new Event('loadedmetadata'));
    expect(media.play).not.toHaveBeenCalled();
    // After its end (the engine went away) nothing is played either.
    media.dispatchEvent(new Event('play'));
    controller.abort();
    emit(Events.INTERSTITIALS_PRIMARY_RESUMED);
    media.paused = true;
    media.dispatchEvent(new Event('loadedmetadata'));
    expect(media.play).not.toHaveBeenCalled();
  });
});
