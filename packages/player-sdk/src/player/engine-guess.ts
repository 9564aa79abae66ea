/**
 * Why: the real plan needs the capability probe (EME key-system queries), but the engine chunk and the manifest
 * can start downloading the moment the stream response is known. The guess runs the same pure selection on the
 * probe's answer when there is one, else on what is knowable at once (MSE, the browser) with every key system
 * assumed present — the case an operator sends protected streams for. A wrong guess only costs a download;
 * the session always plays the plan made from the real probe.
 */
import { detectBrowser, type PlaybackCapabilities } from '../selection/capabilities';
import { type PlaybackPlan, type SelectionPrefs, selectPlayback } from '../selection/select-playback';
import type { StreamResponse } from '../types/stream-response';

export function likelyCapabilities(win: Window | undefined): PlaybackCapabilities {
  const { browser, ios } = detectBrowser(win?.navigator);
  const mse = win !== undefined && ('MediaSource' in win || 'ManagedMediaSource' in win);
  return {
    mse,
    nativeHls: !mse && browser === 'safari',
    keySystems: { widevine: true, playready: true, fairplay: true, clearkey: true },
    browser,
    ios,
  };
}

export function guessPlan(
  stream: StreamResponse,
  caps: PlaybackCapabilities,
  prefs: SelectionPrefs = {},
): PlaybackPlan | null {
  const selection = selectPlayback(stream, caps, prefs);
  return selection.ok ? selection.plan : null;
}
