/**
 * Fixtures the runtime's unit tests share: the capabilities of desktop Chromium as this machine has it
 * (MSE and ClearKey, no Widevine) and a live channel source. One copy, so a change to the source or
 * capability shapes is made once.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { PlaybackCapabilities } from '../src/selection/capabilities';
import type { PlayerSource } from '../src/types/player';

/** Desktop Chromium: MSE and ClearKey; `nativeHls` as the test needs (Chromium answers "maybe"). */
export function chromiumCapabilities(options: { nativeHls?: boolean } = {}): PlaybackCapabilities {
  return {
    mse: true,
    nativeHls: options.nativeHls ?? true,
    keySystems: { widevine: false, playready: false, fairplay: false, clearkey: true },
    browser: 'chromium',
    ios: false,
  };
}

/** A live channel whose stream is one HLS URL, in the `hls` field or the multi-bitrate `hls_mbr` one. */
export function liveSource(channelId: number, field: 'hls' | 'hls_mbr' = 'hls'): PlayerSource {
  const url =
    field === 'hls' ? `http://media/live/${channelId}.m3u8` : `http://media/live/${channelId}/master.m3u8`;
  return { kind: 'live', stream: { [field]: url }, channelId };
}

/**
 * A player container in the document for each test, with what jsdom lacks stubbed: MediaSource (the engine
 * guess looks for it as a browser has it) and the media element's load/pause. Returns the current container.
 */
export function playerDomPerTest(): () => HTMLElement {
  let container: HTMLElement | null = null;
  beforeEach(() => {
    vi.stubGlobal('MediaSource', class {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    container?.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => {
    if (!container) throw new Error('playerDomPerTest: no container outside a test');
    return container;
  };
}
