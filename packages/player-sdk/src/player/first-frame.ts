/**
 * Why: time to first frame is the startup figure viewers feel. `requestVideoFrameCallback` fires when a frame is
 * actually presented; where it is missing, 'loadeddata' (first frame decoded) is the closest signal.
 */
type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

export function watchFirstFrame(video: HTMLVideoElement, signal: AbortSignal, onFrame: () => void): void {
  const frameVideo = video as FrameVideo;
  if (typeof frameVideo.requestVideoFrameCallback === 'function') {
    const handle = frameVideo.requestVideoFrameCallback(() => {
      if (!signal.aborted) onFrame();
    });
    signal.addEventListener('abort', () => frameVideo.cancelVideoFrameCallback?.(handle), { once: true });
    return;
  }
  video.addEventListener('loadeddata', () => onFrame(), { once: true, signal });
}
