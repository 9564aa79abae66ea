import { afterEach, describe, expect, it, vi } from 'vitest';

// The preload may fetch the engine but never run it: the SDK's loader is a spy that must stay untouched.
const sdk = vi.hoisted(() => {
  const preload = vi.fn();
  const loadEngine = Object.assign(vi.fn(), { preload });
  return { loadEngine, preload };
});
vi.mock('@onair/player-sdk', () => ({ loadEngine: sdk.loadEngine, preloadChannelCode: vi.fn() }));

const { hintStartChunks, preloadChannelEngine, preloadChannelPage, startChunkAddresses } = await import(
  './preload-engine'
);

const META =
  '<meta name="onair-start-chunks" content="/assets/early-1.js  /assets/hls-engine-1.js /assets/light-1.js">';
const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
const mse = { MediaSource: class {} };

afterEach(() => {
  document.head.innerHTML = '';
  sdk.loadEngine.mockClear();
  sdk.preload.mockClear();
});

describe('startChunkAddresses', () => {
  it('reads the addresses the build wrote into the page; none without the meta (the dev server)', () => {
    expect(startChunkAddresses(document)).toEqual([]);
    document.head.innerHTML = META;
    expect(startChunkAddresses(document)).toEqual([
      '/assets/early-1.js',
      '/assets/hls-engine-1.js',
      '/assets/light-1.js',
    ]);
  });
});

describe('hintStartChunks', () => {
  it('adds a modulepreload link for each chunk, once, beside what the server hinted already', () => {
    document.head.innerHTML = `${META}<link rel="modulepreload" href="/assets/early-1.js">`;
    expect(hintStartChunks(document)).toBe(2);
    expect(hints()).toEqual(['/assets/early-1.js', '/assets/hls-engine-1.js', '/assets/light-1.js']);
    expect(hintStartChunks(document)).toBe(0);
    expect(hints()).toHaveLength(3);
  });
});

describe('preloadChannelEngine', () => {
  it('fetches the engine’s chunks where Media Source Extensions exist, without running the engine', () => {
    document.head.innerHTML = META;
    expect(preloadChannelEngine(mse, document)).toBe(true);
    expect(hints()).toContain('/assets/hls-engine-1.js');
    expect(sdk.loadEngine).not.toHaveBeenCalled();
    expect(sdk.preload).not.toHaveBeenCalled();
  });

  it('counts ManagedMediaSource (Safari 17+) as MSE', () => {
    document.head.innerHTML = META;
    expect(preloadChannelEngine({ ManagedMediaSource: class {} }, document)).toBe(true);
    expect(hints()).toHaveLength(3);
  });

  it('fetches nothing without MSE (native playback) or on the server', () => {
    document.head.innerHTML = META;
    expect(preloadChannelEngine({}, document)).toBe(false);
    expect(preloadChannelEngine(undefined, undefined)).toBe(false);
    expect(hints()).toEqual([]);
  });
});

describe('preloadChannelPage', () => {
  it('starts the SDK’s channel code beside the engine’s chunks; without MSE the code alone (native playback)', () => {
    document.head.innerHTML = META;
    const code = vi.fn();
    expect(preloadChannelPage(mse, code, document)).toBe(true);
    expect(code).toHaveBeenCalledOnce();
    expect(hints()).toHaveLength(3);
    document.head.innerHTML = META;
    expect(preloadChannelPage({}, code, document)).toBe(false);
    expect(code).toHaveBeenCalledTimes(2);
    expect(hints()).toEqual([]);
    expect(sdk.preload).not.toHaveBeenCalled();
  });
});
