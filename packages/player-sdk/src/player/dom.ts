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
  const position = doc.defaultView?.getComputedStyle(wrapper).position;
  if (position === 'static' || position === '') wrapper.style.position = 'relative';
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
