/**
 * Plays one resolved ad through the host and decides how it ended. The media
 * deadline (§8 402, 8 s) runs until the first frame and again whenever playback
 * stops progressing while not paused, so a stalled creative cannot hold the
 * content. The outcome is settled once; later host callbacks are ignored.
 */
import { MEDIA_TIMEOUT_MS } from '../constants';
import { VastError } from '../errors';
import { selectMediaFile } from '../media/select-media-file';
import { offsetSeconds } from '../parser/time';
import { checkClickThrough, safeClickThrough } from '../tracking/click-through';
import type { SendPixel } from '../tracking/send-pixel';
import { createTracker, firstLinear, type TrackerEvent } from '../tracking/tracker';
import type { ResolvedAd } from '../types';
import type { AdBreakState, AdMediaHost } from './types';

export type AdOutcome = { ok: true; skipped: boolean } | { ok: false; code: number; message: string };

export interface PlayAdOptions {
  ad: ResolvedAd;
  host: AdMediaHost;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  send?: SendPixel;
  random?: () => number;
  mediaTimeoutMs?: number;
  muted?: boolean;
  onState: (patch: Partial<AdBreakState>) => void;
  onTrackerEvent: (event: TrackerEvent) => void;
  /** A click whose click-through was refused (not http/https): an ad error that does not end the ad. */
  onClickRefused?: (code: number, message: string) => void;
}

export interface AdPlayback {
  done: Promise<AdOutcome>;
  skip(): boolean;
  click(): string | undefined;
  pause(): void;
  resume(): void;
  setMuted(muted: boolean): void;
  /** Stops the ad without an error (roll aborted). */
  stop(): void;
}

function trackerFor(options: PlayAdOptions, assetUri?: string) {
  return createTracker({
    ad: options.ad,
    now: options.now,
    ...(assetUri ? { assetUri } : {}),
    ...(options.send ? { send: options.send } : {}),
    ...(options.random ? { random: options.random } : {}),
    onEvent: (event) => options.onTrackerEvent(event),
  });
}

/** The ad's media file this host plays best at its size and bandwidth (throws a VastError when none). */
function mediaFileFor(linear: NonNullable<ReturnType<typeof firstLinear>>, host: AdMediaHost) {
  const size = host.size();
  const bandwidthKbps = host.bandwidthKbps?.();
  return selectMediaFile(linear.mediaFiles, {
    canPlay: (file) => host.canPlay(file),
    width: size.width,
    height: size.height,
    ...(bandwidthKbps === undefined ? {} : { bandwidthKbps }),
  });
}

export function playAd(options: PlayAdOptions): AdPlayback {
  const { ad, host } = options;
  const mediaTimeoutMs = options.mediaTimeoutMs ?? MEDIA_TIMEOUT_MS;
  const controller = new AbortController();
  let settle: (outcome: AdOutcome) => void = () => {};
  const done = new Promise<AdOutcome>((resolve) => {
    settle = resolve;
  });
  let settled = false;
  let timer: unknown;
  let started = false;
  let paused = false;
  let currentTime = 0;
  let duration: number | undefined;

  const linear = firstLinear(ad);
  // Replaced once the media file is known, so [ASSETURI] can be filled.
  let tracker = trackerFor(options);
  const skipAt = () => (linear?.skipOffset ? offsetSeconds(linear.skipOffset, duration) : undefined);

  const disarm = () => {
    if (timer !== undefined) options.clearTimeout(timer);
    timer = undefined;
  };
  const finish = (outcome: AdOutcome) => {
    if (settled) return;
    settled = true;
    disarm();
    controller.abort();
    if (!outcome.ok) tracker.error(outcome.code);
    settle(outcome);
  };
  const fail = (code: number, message: string) => finish({ ok: false, code, message });
  const arm = () => {
    disarm();
    const late = () => (started ? 'playback stalled for' : 'no first frame within');
    timer = options.setTimeout(() => fail(402, `${late()} ${mediaTimeoutMs} ms`), mediaTimeoutMs);
  };

  const begin = () => {
    if (!linear) return fail(201, 'the ad has no linear creative');
    let mediaFile: ReturnType<typeof selectMediaFile>;
    try {
      mediaFile = mediaFileFor(linear, host);
    } catch (error) {
      return error instanceof VastError ? fail(error.code, error.message) : fail(403, String(error));
    }
    tracker = trackerFor(options, mediaFile.url);
    if (options.muted !== undefined) tracker.setMuted(options.muted);
    duration = linear.duration;
    options.onState({
      duration,
      currentTime: 0,
      remaining: duration,
      skippableIn: skipAt(),
      clickThroughUrl: safeClickThrough(linear.videoClicks.clickThrough),
      playing: false,
      paused: false,
    });
    arm();
    try {
      host.play(mediaFile, {
        signal: controller.signal,
        onProgress(time, mediaDuration) {
          if (settled || !Number.isFinite(time)) return;
          if (mediaDuration !== undefined && Number.isFinite(mediaDuration) && mediaDuration > 0)
            duration = mediaDuration;
          currentTime = time;
          if (!started) {
            started = true;
            tracker.impression();
          }
          tracker.progress(time, duration);
          if (!paused) arm();
          const skipOffset = skipAt();
          options.onState({
            playing: true,
            currentTime: time,
            duration,
            remaining: duration === undefined ? undefined : Math.max(0, duration - time),
            skippableIn: skipOffset === undefined ? undefined : Math.max(0, skipOffset - time),
          });
        },
        onEnded() {
          if (settled) return;
          if (!started) return fail(400, 'the media ended before its first frame');
          tracker.complete();
          finish({ ok: true, skipped: false });
        },
        onError(code) {
          fail(code, 'the player reported a playback error');
        },
      });
    } catch (error) {
      fail(400, error instanceof Error ? error.message : String(error));
    }
  };
  begin();

  return {
    done,
    skip() {
      const skipOffset = skipAt();
      if (settled || !started || skipOffset === undefined || currentTime < skipOffset) return false;
      tracker.skip();
      finish({ ok: true, skipped: true });
      return true;
    },
    click() {
      if (settled) return undefined;
      // The click happened (ClickTracking counts it); only the opening of the target is refused.
      const target = tracker.click();
      if (target === undefined) return undefined;
      const checked = checkClickThrough(target);
      if (checked.ok) return checked.url;
      tracker.error(checked.code);
      options.onClickRefused?.(checked.code, checked.message);
      return undefined;
    },
    pause() {
      if (settled || paused) return;
      paused = true;
      disarm();
      tracker.pause();
      host.pause?.();
      options.onState({ paused: true });
    },
    resume() {
      if (settled || !paused) return;
      paused = false;
      arm();
      tracker.resume();
      host.resume?.();
      options.onState({ paused: false });
    },
    setMuted(muted) {
      if (!settled) tracker.setMuted(muted);
    },
    stop() {
      finish({ ok: true, skipped: true });
    },
  };
}
