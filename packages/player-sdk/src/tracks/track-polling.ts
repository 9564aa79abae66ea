/**
 * Why (001 §9 "audio track polling: 50 attempts at 100 ms after 50 ms; subtitle polling 100 ms; subtitle
 * disable interval 2 s"): a browser that plays HLS itself (Safari, iOS) fills the element's `audioTracks`
 * and `textTracks` late — after `loadedmetadata`, sometimes seconds later, with no event a page can count
 * on — so the native engine reads them again: 50 ms after the metadata, then every 100 ms, 50 times at
 * most, until audio tracks have appeared; the subtitle list is read on the same 100 ms ticks. Turning
 * subtitles off does not always stick there either: the browser switches a default text track back on
 * when its first cues arrive, so "off" is applied again every 100 ms for 2 s.
 */
import { AUDIO_TRACK_POLL, SUBTITLE_DISABLE_INTERVAL_MS, SUBTITLE_POLL_MS } from '../timings';

/** setTimeout-like; returns a cancel function. */
export type Schedule = (fn: () => void, ms: number) => () => void;

export const browserSchedule: Schedule = (fn, ms) => {
  const handle = setTimeout(fn, ms);
  return () => clearTimeout(handle);
};

export interface TrackCounts {
  audio: number;
  text: number;
}

/**
 * Reads the track lists on the §9 schedule and calls `changed` whenever what it reads differs from the last
 * reading; stops once audio tracks are there, after the last attempt, or when `signal` aborts.
 */
export function pollTracks(options: {
  read(): TrackCounts;
  changed(): void;
  signal: AbortSignal;
  schedule?: Schedule;
}): void {
  const schedule = options.schedule ?? browserSchedule;
  let last = options.read();
  let attempts = 0;
  let cancel: () => void = () => undefined;
  options.signal.addEventListener('abort', () => cancel(), { once: true });
  const tick = () => {
    if (options.signal.aborted) return;
    attempts += 1;
    const now = options.read();
    if (now.audio !== last.audio || now.text !== last.text) options.changed();
    last = now;
    if (now.audio > 0 || attempts >= AUDIO_TRACK_POLL.attempts) return;
    cancel = schedule(tick, AUDIO_TRACK_POLL.intervalMs);
  };
  if (!options.signal.aborted) cancel = schedule(tick, AUDIO_TRACK_POLL.initialDelayMs);
}

/**
 * Applies "subtitles off" now and again every 100 ms for 2 s. The returned function stops it (a new choice
 * of subtitles, or the engine going away).
 */
export function holdSubtitlesOff(apply: () => void, schedule: Schedule = browserSchedule): () => void {
  let elapsed = 0;
  let cancel: () => void = () => undefined;
  let stopped = false;
  const again = () => {
    if (stopped) return;
    apply();
    elapsed += SUBTITLE_POLL_MS;
    if (elapsed < SUBTITLE_DISABLE_INTERVAL_MS) cancel = schedule(again, SUBTITLE_POLL_MS);
  };
  apply();
  cancel = schedule(again, SUBTITLE_POLL_MS);
  return () => {
    stopped = true;
    cancel();
  };
}
