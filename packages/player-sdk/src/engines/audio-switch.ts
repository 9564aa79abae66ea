/**
 * Why (001 §9 "HLS audio switch delay 30 ms"): hls.js flushes and refetches the audio buffer on every
 * audio-track switch. A choice is applied 30 ms after it is made, and of quick successive choices (arrow
 * keys through the audio menu, a saved language restored just as the viewer picks one) only the last, so
 * the buffer is switched once instead of several times.
 */
import { HLS_AUDIO_SWITCH_DELAY_MS } from '../timings';
import { browserSchedule, type Schedule } from '../tracks/track-polling';

export function delayedAudioSwitch(apply: (id: string) => void, schedule: Schedule = browserSchedule) {
  let cancel: (() => void) | null = null;
  return {
    select(id: string): void {
      cancel?.();
      cancel = schedule(() => {
        cancel = null;
        apply(id);
      }, HLS_AUDIO_SWITCH_DELAY_MS);
    },
    /** The engine goes away: a pending switch is dropped. */
    cancel(): void {
      cancel?.();
      cancel = null;
    },
  };
}
