/**
 * Why (§4 Player): packshots are short clips the operator puts before the content, played one after another
 * with a countdown in the state. They are not ads (no VAST, no tracking), but like ads they must never keep
 * the viewer from the content: a clip that fails, or shows nothing within the media deadline, is passed over.
 */
import type { PackshotState } from '../../types/features';
import type { AdSlot } from './ad-host';
import type { FeatureTimers } from './context';

export interface PackshotRun {
  slot: AdSlot;
  urls: readonly { url: string; duration?: number }[];
  timers: FeatureTimers;
  /** A clip that shows no frame (or stalls) this long is passed over. */
  deadlineMs: number;
  signal: AbortSignal;
  publish(state: PackshotState | null): void;
}

/** Plays every packshot in order; resolves when they are done, failed or the signal aborted. Never rejects. */
export async function playPackshots(run: PackshotRun): Promise<void> {
  const count = run.urls.length;
  for (let i = 0; i < count && !run.signal.aborted; i++) {
    const item = run.urls[i];
    if (!item || typeof item.url !== 'string' || item.url === '') continue;
    await playOne(run, item, i + 1, count);
  }
  run.publish(null);
}

function playOne(
  run: PackshotRun,
  item: { url: string; duration?: number },
  index: number,
  count: number,
): Promise<void> {
  return new Promise((resolve) => {
    const clip = new AbortController();
    let timer: unknown = null;
    const finish = (): void => {
      if (timer !== null) run.timers.clearTimeout(timer);
      timer = null;
      if (!clip.signal.aborted) clip.abort();
      run.signal.removeEventListener('abort', finish);
      resolve();
    };
    const arm = (): void => {
      if (timer !== null) run.timers.clearTimeout(timer);
      timer = run.timers.setTimeout(finish, run.deadlineMs);
    };
    run.signal.addEventListener('abort', finish, { once: true });
    const declared = typeof item.duration === 'number' && item.duration > 0 ? item.duration : undefined;
    run.publish({ active: true, index, count, remaining: declared ?? 0 });
    arm();
    run.slot.playClip(
      item.url,
      {
        signal: clip.signal,
        onProgress(time, duration) {
          arm();
          const total = declared ?? duration ?? 0;
          run.publish({ active: true, index, count, remaining: Math.max(0, Math.ceil(total - time)) });
        },
        onEnded: finish,
        onError: finish,
      },
      // Packshots carry no VAST error codes: any failure just moves on.
      { mediaErrorToAdCode: () => 400, playRejectionToAdCode: () => 1205 },
    );
  });
}
