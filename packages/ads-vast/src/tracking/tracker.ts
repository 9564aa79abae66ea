/**
 * One ad's tracking: which pixels fire for which playback moment, and how often.
 * Impression, start, quartiles, progress offsets, complete, skip and error fire
 * at most once per ad (VAST 4 §2.3.4); pause/resume and mute/unmute fire on each
 * change of state, never twice in a row. The clock and the pixel sender are injected.
 */
import { offsetSeconds } from '../parser/time';
import type { VastInlineAd, VastLinear, VastTracking } from '../types';
import { fillMacros } from './macros';
import { createPixelSender, type SendPixel } from './send-pixel';

export type TrackerEvent =
  | 'impression'
  | 'creativeView'
  | 'start'
  | 'firstQuartile'
  | 'midpoint'
  | 'thirdQuartile'
  | 'complete'
  | 'pause'
  | 'resume'
  | 'mute'
  | 'unmute'
  | 'skip'
  | 'clickthrough'
  | 'progress'
  | 'error';

export interface TrackerOptions {
  ad: VastInlineAd;
  now: () => number;
  send?: SendPixel;
  random?: () => number;
  /** The media file being played, for [ASSETURI]. */
  assetUri?: string;
  /** Called after the pixels of an event went out (for analytics). */
  onEvent?: (event: TrackerEvent, detail?: { code?: number }) => void;
}

export interface Tracker {
  impression(): void;
  /** Feed playback time; fires start, quartiles and progress offsets as they are crossed. */
  progress(currentTime: number, duration?: number): void;
  complete(): void;
  pause(): void;
  resume(): void;
  setMuted(muted: boolean): void;
  skip(): void;
  /** Fires ClickTracking and returns the click-through URL to open, if any. */
  click(): string | undefined;
  error(code: number): void;
}

const VERIFICATION_NOT_SUPPORTED = 2;

const QUARTILES = [
  ['firstQuartile', 0.25],
  ['midpoint', 0.5],
  ['thirdQuartile', 0.75],
] as const;

export function firstLinear(ad: VastInlineAd): VastLinear | undefined {
  return ad.creatives.find((creative) => creative.linear)?.linear;
}

export function createTracker(options: TrackerOptions): Tracker {
  const { ad, now } = options;
  const send = options.send ?? createPixelSender();
  const linear = firstLinear(ad);
  const tracking = linear?.tracking ?? [];
  const fired = new Set<string>();
  const firedProgress = new Set<VastTracking>();
  let playhead = 0;
  let paused = false;
  let muted: boolean | undefined;

  const sendAll = (urls: string[], errorCode?: number): void => {
    for (const url of urls) {
      send(
        fillMacros(url, {
          now,
          ...(options.random ? { random: options.random } : {}),
          adPlayhead: playhead,
          ...(options.assetUri ? { assetUri: options.assetUri } : {}),
          ...(errorCode === undefined ? {} : { errorCode }),
        }),
      );
    }
  };
  const urlsFor = (event: string) => tracking.filter((t) => t.event === event).map((t) => t.url);
  const emit = (event: TrackerEvent, urls: string[], detail?: { code: number }): void => {
    sendAll(urls, detail?.code);
    options.onEvent?.(event, detail);
  };
  const once = (event: TrackerEvent, urls: () => string[]): void => {
    if (fired.has(event)) return;
    fired.add(event);
    emit(event, urls());
  };

  return {
    impression() {
      once('impression', () => ad.impressions);
      once('creativeView', () => urlsFor('creativeView'));
      if (fired.has('verificationNotExecuted')) return;
      fired.add('verificationNotExecuted');
      // We run no OMID/verification scripts; VAST 4.1 asks to say so with reason 2 (API not supported).
      for (const verification of ad.verifications) {
        for (const entry of verification.tracking) {
          if (entry.event !== 'verificationNotExecuted') continue;
          send(fillMacros(entry.url, { now, reason: VERIFICATION_NOT_SUPPORTED }));
        }
      }
    },
    progress(currentTime, duration) {
      if (!Number.isFinite(currentTime) || currentTime < 0) return;
      playhead = currentTime;
      once('start', () => urlsFor('start'));
      const total =
        duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : linear?.duration;
      if (total) {
        for (const [event, fraction] of QUARTILES) {
          if (currentTime >= total * fraction) once(event, () => urlsFor(event));
        }
      }
      for (const entry of tracking) {
        if (entry.event !== 'progress' || !entry.offset || firedProgress.has(entry)) continue;
        const at = offsetSeconds(entry.offset, total);
        if (at === undefined || currentTime < at) continue;
        firedProgress.add(entry);
        emit('progress', [entry.url]);
      }
    },
    complete() {
      once('complete', () => urlsFor('complete'));
    },
    pause() {
      if (paused || fired.has('complete')) return;
      paused = true;
      emit('pause', urlsFor('pause'));
    },
    resume() {
      if (!paused) return;
      paused = false;
      emit('resume', urlsFor('resume'));
    },
    setMuted(next) {
      if (muted === next) return;
      const initial = muted === undefined;
      muted = next;
      // The starting volume is not a viewer action: only changes are tracked.
      if (!initial) emit(next ? 'mute' : 'unmute', urlsFor(next ? 'mute' : 'unmute'));
    },
    skip() {
      if (fired.has('complete')) return;
      once('skip', () => urlsFor('skip'));
    },
    click() {
      emit('clickthrough', linear?.videoClicks.clickTracking ?? []);
      const target = linear?.videoClicks.clickThrough;
      return target
        ? fillMacros(target, {
            now,
            adPlayhead: playhead,
            ...(options.assetUri ? { assetUri: options.assetUri } : {}),
          })
        : undefined;
    },
    error(code) {
      if (fired.has('error')) return;
      fired.add('error');
      emit('error', ad.errors, { code });
    },
  };
}
