/**
 * The skin's transient alerts (timeline warnings such as "no archive, so live TV cannot be paused"): each
 * shows for 001 §9's default 3000 ms, then fades out for 300 ms before it leaves, so it never blinks away
 * mid-sentence. The same key shown again replaces the older one. Every delay runs on the injected timers.
 */
import type { MessageKey } from './messages';
import type { SkinTimers } from './policies/timers';

/** §9 (catalogue): an alert stays 3000 ms by default. */
export const ALERT_DEFAULT_DELAY_MS = 3000;
/** §9 (catalogue): and fades out in 300 ms. */
export const ALERT_FADE_MS = 300;

export interface AlertItem {
  id: number;
  key: MessageKey;
  /** Fading out: drawn with `data-leaving`, gone ALERT_FADE_MS later. */
  leaving?: boolean;
}

export function createAlerts(
  timers: SkinTimers,
  read: () => readonly AlertItem[],
  write: (alerts: readonly AlertItem[]) => void,
) {
  const handles = new Set<unknown>();
  let next = 1;
  const after = (ms: number, run: () => void) => {
    const handle = timers.setTimeout(() => {
      handles.delete(handle);
      run();
    }, ms);
    handles.add(handle);
  };
  return {
    show(key: MessageKey): void {
      const id = next++;
      write([...read().filter((a) => a.key !== key), { id, key }]);
      after(ALERT_DEFAULT_DELAY_MS, () => {
        write(read().map((a) => (a.id === id ? { ...a, leaving: true } : a)));
        after(ALERT_FADE_MS, () => write(read().filter((a) => a.id !== id)));
      });
    },
    clear(): void {
      for (const handle of handles) timers.clearTimeout(handle);
      handles.clear();
    },
  };
}
