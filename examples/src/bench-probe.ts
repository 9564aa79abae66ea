/**
 * What the benchmark harness (scripts/bench) reads from a page, measured the same way for OnAir
 * and for the bare engines: the first presented frame (requestVideoFrameCallback) after navigation,
 * after a switch, and after a seek. A switch counts from the call until a frame of the new source:
 * the old one is dropped first ('emptied'), so an old frame is never mistaken for a new one.
 */
export interface BenchActions {
  zap(url: string): void | Promise<void>;
  seek(seconds: number): void | Promise<void>;
}

export interface BenchProbe {
  firstFrameAt: number | null;
  rebuffers: number;
  zap(url: string): Promise<number>;
  seek(seconds: number): Promise<number>;
  mediaCounts(): { videos: number };
}

declare global {
  interface Window {
    bench?: BenchProbe;
  }
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
  const probe: BenchProbe = {
    firstFrameAt: null,
    rebuffers: 0,
    async zap(url) {
      const video = getVideo();
      if (!video) throw new Error('no video');
      const t0 = performance.now();
      const dropped = once(video, 'emptied');
      await actions.zap(url);
      await dropped;
      const current = getVideo() ?? video;
      const at = await nextFrame(current);
      return at - t0;
    },
    async seek(seconds) {
      const video = getVideo();
      if (!video) throw new Error('no video');
      const t0 = performance.now();
      const seeked = once(video, 'seeked');
      await actions.seek(seconds);
      await seeked;
      const at = await nextFrame(video);
      return at - t0;
    },
    mediaCounts: () => ({ videos: document.querySelectorAll('video').length }),
  };
  const watch = () => {
    const video = getVideo();
    if (!video) {
      requestAnimationFrame(watch);
      return;
    }
    let started = false;
    video.addEventListener('waiting', () => {
      if (started) probe.rebuffers += 1;
    });
    video.requestVideoFrameCallback((now) => {
      probe.firstFrameAt = now;
      started = true;
    });
  };
  watch();
  window.bench = probe;
  return probe;
}
