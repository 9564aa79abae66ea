/**
 * Reports decoded frames on the page so a person (and the browser tests) can see playback is real:
 * `requestVideoFrameCallback` counts frames actually presented, not just a moving currentTime.
 */
export interface FrameStats {
  presented: number;
  firstFrameAt: number | null;
}

export function watchFrames(video: HTMLVideoElement, signal: AbortSignal): FrameStats {
  const stats: FrameStats = { presented: 0, firstFrameAt: null };
  if (!('requestVideoFrameCallback' in video)) return stats;
  const onFrame = () => {
    if (signal.aborted) return;
    stats.presented += 1;
    stats.firstFrameAt ??= performance.now();
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
  return stats;
}
