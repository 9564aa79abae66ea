/**
 * Why: the player owns exactly one wrapper inside the integrator's container and touches nothing else there,
 * so a host page's own children and styles survive create/destroy cycles (React StrictMode mounts twice).
 */
export interface MountedVideo {
  wrapper: HTMLDivElement;
  video: HTMLVideoElement;
  unmount(): void;
}

export const WRAPPER_CLASS = 'onair-player';

export function mountVideo(container: HTMLElement, className?: string): MountedVideo {
  const doc = container.ownerDocument;
  const wrapper = doc.createElement('div');
  wrapper.className = className ? `${WRAPPER_CLASS} ${className}` : WRAPPER_CLASS;
  const video = doc.createElement('video');
  video.setAttribute('playsinline', '');
  video.playsInline = true;
  video.preload = 'auto';
  video.className = `${WRAPPER_CLASS}__video`;
  wrapper.append(video);
  container.append(wrapper);
  // The player's own layers (the ad and packshot element) sit over the video with position:absolute, so the
  // wrapper has to be their containing block; a host that positions the wrapper itself keeps its choice.
  // Read at the next frame, not now: the computed style forces a style pass over the host's whole page, ≈ 30 ms
  // on the web app's channel page in the middle of its first render (2026-11-26); the frame computes styles
  // anyway, and those layers come after a network round trip.
  const view = doc.defaultView;
  const place = () => {
    const position = wrapper.isConnected ? view?.getComputedStyle(wrapper).position : 'absolute';
    if (position === 'static' || position === '') wrapper.style.position = 'relative';
  };
  if (view?.requestAnimationFrame) view.requestAnimationFrame(place);
  else setTimeout(place, 0);
  return {
    wrapper,
    video,
    unmount() {
      try {
        video.pause();
        video.removeAttribute('src');
        video.load();
      } catch {
        // jsdom and detached elements may refuse load(); removal below is what matters.
      }
      wrapper.remove();
    },
  };
}
