/**
 * Why: the operator's channels stream HLS (§3 `hls_mbr`), which the player plays with hls.js wherever Media
 * Source Extensions exist (the SDK's own rule: engine-guess.ts). hls.js's chunk (≈ 180 KB gzip) is the largest
 * download before a channel's first frame; a channel page starts it while the channel settles (the 600 ms load
 * delay, 001 §4) and the stream is asked for, instead of after the stream call answered. Without MSE the player
 * picks native playback and nothing is fetched.
 */
import { type EngineFactory, loadEngine, preloadChannelCode } from '@onair/player-sdk';

export function preloadChannelEngine(
  win: object | undefined = typeof window === 'undefined' ? undefined : window,
  preload: EngineFactory['preload'] = loadEngine.preload,
): boolean {
  const mse = win !== undefined && ('MediaSource' in win || 'ManagedMediaSource' in win);
  if (!mse || !preload) return false;
  preload('hls', 'hls');
  return true;
}

/** All a channel's player fetches before its stream: the engine and the SDK's channel (timeline) code. */
export function preloadChannelPage(
  win: object | undefined = typeof window === 'undefined' ? undefined : window,
  preload: EngineFactory['preload'] = loadEngine.preload,
  channelCode: () => void = preloadChannelCode,
): boolean {
  if (win !== undefined) channelCode();
  return preloadChannelEngine(win, preload);
}
