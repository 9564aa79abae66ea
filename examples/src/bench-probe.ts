/**
 * What the benchmark harness (scripts/bench) and the perf browser tests read from a page, measured the
 * same way for OnAir and for the bare engines: the first presented frame (requestVideoFrameCallback)
 * after navigation, after a switch, and after a seek.
 *
 * Why one frame loop, started with the page and running on every page alike: Chromium reports a frame to
 * a callback registered after that frame was presented only if the element was already being watched.
 * The old probe asked for "the next frame" once 'seeked' had fired; the seeked frame is usually presented
 * before 'seeked' is dispatched, so on a page without a loop of its own (OnAir's) every seek was charged
 * one more frame interval (≈ 60 ms at 25 fps), while the bare pages, which watched frames for their status
 * line, were not. Each wait now starts at the call and picks the frame by what it shows.
 *
 * Every wait has a deadline so a page that never shows the frame fails the sample instead of hanging the run.
 */
export interface BenchActions {
  zap(url: string): void | Promise<void>;
  seek(seconds: number): void | Promise<void>;
  /** Tear the player down the way an integrator would when the view goes away. */
  destroy(): void;
  /** OnAir only: a source with a skippable pre-roll; resolves at the content's first frame. */
  adBreak?(): Promise<void>;
}

export interface BenchProbe {
  firstFrameAt: number | null;
  /** The height of the first presented frame: which rendition each side decoded (the tables say it). */
  firstFrameHeight: number | null;
  /** Frames presented since the page opened (all sources). */
  presented: number;
  rebuffers: number;
  /**
   * Switches to `url` after `pauseMs` and times the switch from then. Why the pause: a switch started in the
   * same task that saw the previous channel's first frame is in lockstep with the compositor, and such back-to-back
   * switches settle on one of two levels a whole frame apart for the rest of the page (≈ 45 or ≈ 80 ms at
   * 25 fps, on every side alike, measured 2026-11-26); a viewer's key press lands at any phase of the frame.
   */
  zap(url: string, pauseMs?: number): Promise<number>;
  seek(seconds: number): Promise<number>;
  adBreak(): Promise<number>;
  destroy(): void;
}

declare global {
  interface Window {
    bench?: BenchProbe;
  }
}

const DEADLINE_MS = 20_000;
/**
 * A seek's frame is the first one showing the target: at most a frame before it (the engine may land on
 * the previous frame's timestamp) and at most a second after it (a target inside a gap lands on the next
 * buffered frame). The scenarios scrub at least 30 s, so a frame of the old position never qualifies.
 */
export const SEEK_FRAME_WINDOW_S = { before: 0.05, after: 1 } as const;

export function showsSeekTarget(mediaTime: number, target: number): boolean {
  return mediaTime >= target - SEEK_FRAME_WINDOW_S.before && mediaTime <= target + SEEK_FRAME_WINDOW_S.after;
}

function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer = 0;
  const late = new Promise<never>((_, reject) => {
    timer = window.setTimeout(
      () => reject(new Error(`${what}: nothing after ${DEADLINE_MS} ms`)),
      DEADLINE_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function once(target: EventTarget, type: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}

/**
 * `now` is the time the page saw the frame (performance.now() in the frame callback), not the callback's
 * own timestamp: Chromium stamps a rendering step with its begin-frame time, which can come before the
 * call being timed (a seek measured at −27 ms), and presentationTime jumps around in headless Chromium.
 * Any work the page does before the callback runs is charged to its side.
 */
type FrameWaiter = (now: number, meta: VideoFrameCallbackMetadata) => boolean;

export function installBenchProbe(
  getVideo: () => HTMLVideoElement | null,
  actions: BenchActions,
): BenchProbe {
  const video = (): HTMLVideoElement => {
    const v = getVideo();
    if (!v) throw new Error('the page has no video');
    return v;
  };
  const waiters = new Set<FrameWaiter>();
  /** Resolves with the callback time of the first presented frame `accept` takes. */
  const frameWhere = (accept: FrameWaiter): Promise<number> =>
    new Promise((resolve) => {
      const waiter: FrameWaiter = (now, meta) => {
        if (!accept(now, meta)) return false;
        waiters.delete(waiter);
        resolve(now);
        return true;
      };
      waiters.add(waiter);
    });

  const probe: BenchProbe = {
    firstFrameAt: null,
    firstFrameHeight: null,
    presented: 0,
    rebuffers: 0,
    async zap(url, pauseMs = 0) {
      if (pauseMs > 0) await new Promise((resolve) => window.setTimeout(resolve, pauseMs));
      const before = video();
      const t0 = performance.now();
      // The old source is dropped ('emptied') before the new one shows: a frame counts only after that.
      let dropped = false;
      const emptied = once(before, 'emptied').then(() => {
        dropped = true;
      });
      const frame = frameWhere(() => dropped);
      await within(
        'zap',
        Promise.resolve(actions.zap(url)).then(() => emptied),
      );
      return (await within('zap frame', frame)) - t0;
    },
    async seek(seconds) {
      const v = video();
      const t0 = performance.now();
      const seeked = once(v, 'seeked');
      const frame = frameWhere((_now, meta) => showsSeekTarget(meta.mediaTime, seconds));
      await within(
        'seek',
        Promise.resolve(actions.seek(seconds)).then(() => seeked),
      );
      return (await within('seek frame', frame)) - t0;
    },
    async adBreak() {
      if (!actions.adBreak) throw new Error('this page has no ads');
      const t0 = performance.now();
      await within('ad break', actions.adBreak());
      return performance.now() - t0;
    },
    destroy() {
      // Neither the pending frame callback nor this probe may keep the element alive: the memory scenario
      // counts it after destroy.
      stopWatching();
      stopWatching = () => {};
      actions.destroy();
    },
  };
  let stopWatching = () => {};

  const watch = () => {
    const v = getVideo();
    if (!v) {
      requestAnimationFrame(watch);
      return;
    }
    v.addEventListener('waiting', () => {
      if (probe.firstFrameAt !== null) probe.rebuffers += 1;
    });
    let handle = 0;
    const onFrame = (_stamp: number, meta: VideoFrameCallbackMetadata) => {
      const now = performance.now();
      probe.presented += 1;
      if (probe.firstFrameAt === null) {
        probe.firstFrameAt = now;
        probe.firstFrameHeight = meta.height;
      }
      for (const waiter of [...waiters]) waiter(now, meta);
      handle = v.requestVideoFrameCallback(onFrame);
    };
    handle = v.requestVideoFrameCallback(onFrame);
    stopWatching = () => v.cancelVideoFrameCallback(handle);
  };
  watch();
  window.bench = probe;
  return probe;
}
