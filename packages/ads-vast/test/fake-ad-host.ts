/**
 * An AdMediaHost for tests: "plays" a media URL by reporting progress once a
 * second on the (fake) timers, or fails/hangs as told, like a video element would.
 */
import type { AdMediaHost } from '../src/roll/types';

export type MediaBehaviour = 'play' | 'hang' | { error: number; afterMs?: number };

export function createFakeHost(behaviours: Record<string, MediaBehaviour> = {}, durationS = 10) {
  const played: string[] = [];
  const signals: AbortSignal[] = [];
  let paused = false;
  const host: AdMediaHost = {
    canPlay: (file) => file.type === 'video/mp4' || file.type === 'video/webm',
    size: () => ({ width: 640, height: 360 }),
    play(file, handlers) {
      played.push(file.url);
      signals.push(handlers.signal);
      const behaviour = behaviours[file.url] ?? 'play';
      if (behaviour === 'hang') return;
      if (typeof behaviour === 'object') {
        setTimeout(() => handlers.onError(behaviour.error), behaviour.afterMs ?? 100);
        return;
      }
      let time = 0;
      const tick = () => {
        if (handlers.signal.aborted) return;
        if (!paused) {
          time += 1;
          if (time >= durationS) {
            handlers.onProgress(durationS, durationS);
            handlers.onEnded();
            return;
          }
          handlers.onProgress(time, durationS);
        }
        setTimeout(tick, 1000);
      };
      setTimeout(() => {
        if (handlers.signal.aborted) return;
        handlers.onProgress(0, durationS);
        setTimeout(tick, 1000);
      }, 200);
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
  };
  return { host, played, signals };
}
