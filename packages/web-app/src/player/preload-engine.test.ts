import { describe, expect, it, vi } from 'vitest';
import { preloadChannelEngine, preloadChannelPage } from './preload-engine';

describe('preloadChannelEngine', () => {
  it('starts the hls.js engine chunk where Media Source Extensions exist', () => {
    const preload = vi.fn();
    expect(preloadChannelEngine({ MediaSource: class {} }, preload)).toBe(true);
    expect(preload).toHaveBeenCalledWith('hls', 'hls');
  });

  it('counts ManagedMediaSource (Safari 17+) as MSE', () => {
    const preload = vi.fn();
    expect(preloadChannelEngine({ ManagedMediaSource: class {} }, preload)).toBe(true);
  });

  it('fetches nothing without MSE (native playback) or on the server', () => {
    const preload = vi.fn();
    expect(preloadChannelEngine({}, preload)).toBe(false);
    expect(preloadChannelEngine(undefined, preload)).toBe(false);
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('preloadChannelPage', () => {
  it('starts the SDK’s channel code beside the engine; without MSE the code alone (native playback)', () => {
    const preload = vi.fn();
    const code = vi.fn();
    expect(preloadChannelPage({ MediaSource: class {} }, preload, code)).toBe(true);
    expect(code).toHaveBeenCalledOnce();
    expect(preload).toHaveBeenCalledWith('hls', 'hls');
    expect(preloadChannelPage({}, preload, code)).toBe(false);
    expect(code).toHaveBeenCalledTimes(2);
    expect(preload).toHaveBeenCalledOnce();
  });
});
