/**
 * One play attempt of a conformance stream: "plays" means a first frame (or, for audio-only streams, running
 * time) and then half a second of progress, before a deadline and without a fatal error. The bare engines are
 * used the way their READMEs show, with their default settings, each on a fresh <video>.
 */
import Hls from 'hls.js';
import shaka from 'shaka-player';

export interface CorpusEntry {
  id: string;
  type: 'hls' | 'dash' | (string & {});
  url: string;
  audioOnly?: boolean;
  /** Watch OnAir to the end, not just 0.5 s: for streams whose trouble comes later (interstitials). */
  playThrough?: boolean;
  drm?: { keySystem: string; licence: string };
  note?: string;
}

export interface Outcome {
  ok: boolean;
  /** Milliseconds to the first frame (or first running time, audio only). */
  firstFrameMs?: number;
  /** Why it did not play: the engine's fatal error, or what the deadline saw. */
  failure?: string;
}

export const PROGRESS_SEC = 0.5;
/**
 * Every stream plays at double speed: the check is about media time (frames decoded, time advancing), and the
 * whole corpus must fit the test budget. OnAir gets the same rate through its public `setRate`.
 */
export const CHECK_RATE = 2;

type FrameVideo = HTMLVideoElement & { requestVideoFrameCallback?: (cb: () => void) => number };

/**
 * Resolves when `video` has shown a frame and then advanced PROGRESS_SEC (or, with `toEnd`, reached its end),
 * or with the failure `failed()` reports, or at the deadline. Polls on animation frames.
 */
export function watchPlayback(
  video: HTMLVideoElement,
  options: { audioOnly?: boolean; toEnd?: boolean; deadlineMs: number; failed: () => string | null },
): Promise<Outcome> {
  const started = performance.now();
  const controller = new AbortController();
  let frameAt: number | null = null;
  let frameTime = 0;
  const framed = () => {
    if (frameAt !== null) return;
    frameAt = performance.now();
    frameTime = video.currentTime;
  };
  const frameVideo = video as FrameVideo;
  if (options.audioOnly) {
    video.addEventListener('timeupdate', () => video.currentTime > 0 && framed(), controller);
  } else if (frameVideo.requestVideoFrameCallback) {
    frameVideo.requestVideoFrameCallback(() => !controller.signal.aborted && framed());
  } else {
    video.addEventListener('loadeddata', framed, controller);
  }
  return new Promise<Outcome>((resolve) => {
    const finish = (outcome: Outcome) => {
      controller.abort();
      resolve(outcome);
    };
    const check = () => {
      const failure = options.failed();
      if (failure) return finish({ ok: false, failure });
      const done = options.toEnd
        ? video.ended || (video.duration > 0 && video.currentTime >= video.duration - 0.25)
        : video.currentTime >= frameTime + PROGRESS_SEC;
      if (frameAt !== null && done) {
        return finish({ ok: true, firstFrameMs: Math.round(frameAt - started) });
      }
      if (performance.now() - started > options.deadlineMs) {
        const state = `readyState ${video.readyState}, currentTime ${video.currentTime.toFixed(2)}`;
        return finish({
          ok: false,
          failure: `no ${frameAt === null ? 'first frame' : 'progress'} (${state})`,
        });
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

function freshVideo(host: HTMLElement): HTMLVideoElement {
  host.replaceChildren();
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.defaultPlaybackRate = CHECK_RATE;
  video.playbackRate = CHECK_RATE;
  host.append(video);
  return video;
}

export async function playBareHls(
  host: HTMLElement,
  entry: CorpusEntry,
  deadlineMs: number,
): Promise<Outcome> {
  if (!Hls.isSupported()) return { ok: false, failure: 'hls.js is not supported here' };
  const video = freshVideo(host);
  const hls = new Hls();
  let fatal: string | null = null;
  hls.on(Hls.Events.ERROR, (_e, data) => {
    if (data.fatal) fatal ??= `hls.js ${data.type}/${data.details}`;
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => {}));
  hls.loadSource(entry.url);
  hls.attachMedia(video);
  try {
    return await watchPlayback(video, { audioOnly: entry.audioOnly, deadlineMs, failed: () => fatal });
  } finally {
    hls.destroy();
  }
}

let polyfilled = false;

export async function playBareShaka(
  host: HTMLElement,
  entry: CorpusEntry,
  deadlineMs: number,
): Promise<Outcome> {
  if (!polyfilled) {
    shaka.polyfill.installAll();
    polyfilled = true;
  }
  const video = freshVideo(host);
  const player = new shaka.Player();
  let fatal: string | null = null;
  const failedWith = (error: unknown) => {
    fatal ??= `shaka ${(error as { code?: number }).code ?? String(error)}`;
  };
  player.addEventListener('error', (event) => failedWith((event as CustomEvent).detail));
  if (entry.drm) player.configure({ drm: { servers: { [entry.drm.keySystem]: entry.drm.licence } } });
  try {
    await player.attach(video);
    player
      .load(entry.url)
      .then(() => video.play())
      .catch(failedWith);
    return await watchPlayback(video, { audioOnly: entry.audioOnly, deadlineMs, failed: () => fatal });
  } finally {
    await player.destroy();
  }
}
