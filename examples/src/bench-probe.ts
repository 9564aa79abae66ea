/**
 * What the benchmark harness (scripts/bench) reads from a page, measured the same way for OnAir
 * and for the bare engines: the first presented frame (requestVideoFrameCallback) after navigation,
 * after a switch, and after a seek. A switch counts from the call until a frame of the new source:
 * the old one is dropped first ('emptied'), so an old frame is never mistaken for a new one.
 * Every wait has a deadline so a page that never shows the frame fails the sample instead of
 * hanging the whole run.
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
  rebuffers: number;
  zap(url: string): Promise<number>;
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

function nextFrame(video: HTMLVideoElement): Promise<number> {
  return new Promise((resolve) => video.requestVideoFrameCallback((now) => resolve(now)));
}

function once(target: EventTarget, type: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}

export function installBenchProbe(
  getVideo: () => HTMLVideoElement | null,
  actions: BenchActions,
): BenchProbe {
  const video = (): HTMLVideoElement => {
    const v = getVideo();
    if (!v) throw new Error('the page has no video');
    return v;
  };
  const probe: BenchProbe = {
    firstFrameAt: null,
    rebuffers: 0,
    async zap(url) {
      const before = video();
      const t0 = performance.now();
      const dropped = once(before, 'emptied');
      await within(
        'zap',
        Promise.resolve(actions.zap(url)).then(() => dropped),
      );
      const at = await within('zap frame', nextFrame(getVideo() ?? before));
      return at - t0;
    },
    async seek(seconds) {
      const v = video();
      const t0 = performance.now();
      const seeked = once(v, 'seeked');
      await within(
        'seek',
        Promise.resolve(actions.seek(seconds)).then(() => seeked),
      );
      const at = await within('seek frame', nextFrame(v));
      return at - t0;
    },
    async adBreak() {
      if (!actions.adBreak) throw new Error('this page has no ads');
      const t0 = performance.now();
      await within('ad break', actions.adBreak());
      return performance.now() - t0;
    },
    destroy: () => actions.destroy(),
  };
  const watch = () => {
    const v = getVideo();
    if (!v) {
      requestAnimationFrame(watch);
      return;
    }
    let started = false;
    v.addEventListener('waiting', () => {
      if (started) probe.rebuffers += 1;
    });
    v.requestVideoFrameCallback((now) => {
      probe.firstFrameAt = now;
      started = true;
    });
  };
  watch();
  window.bench = probe;
  return probe;
}
