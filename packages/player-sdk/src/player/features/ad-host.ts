/**
 * Why: ads and packshots play in a `<video>` of their own laid over the content, so the content element keeps
 * its source, buffer and position and nothing has to be reloaded after a break. This is the player's
 * `AdMediaHost` for `@onair/ads-vast`: it reports progress, the end and §8 codes, and stops on its signal.
 * The error-code mappers come in from the lazily loaded ads chunk so none of it lands in the core.
 */
import type { AdMediaHost, AdPlayHandlers, VastMediaFile } from '@onair/ads-vast';

export interface AdCodeMappers {
  mediaErrorToAdCode(code: number | undefined): number;
  playRejectionToAdCode(error: unknown): number;
}

export interface AdSlot {
  readonly element: HTMLVideoElement;
  /** Plays one clip (an ad's media file or a packshot) over the content until it ends, fails or `signal` aborts. */
  playClip(url: string, handlers: AdPlayHandlers, codes: AdCodeMappers): void;
  pause(): void;
  resume(): void;
  remove(): void;
}

const PROGRESSIVE_TYPES = /^video\/(mp4|webm|ogg)$/i;

export function createAdSlot(wrapper: HTMLElement, muted: () => boolean, lifetime: AbortSignal): AdSlot {
  const element = wrapper.ownerDocument.createElement('video');
  element.className = 'onair-ad-video';
  element.playsInline = true;
  element.setAttribute('playsinline', '');
  element.setAttribute(
    'style',
    'position:absolute;inset:0;width:100%;height:100%;background:#000;display:none',
  );
  wrapper.append(element);

  const stop = (): void => {
    element.pause();
    element.removeAttribute('src');
    element.style.display = 'none';
    try {
      element.load();
    } catch {
      // jsdom and some browsers throw on load() of an empty element; it is already stopped.
    }
  };

  return {
    element,
    playClip(url, handlers, codes) {
      const { signal } = handlers;
      if (signal.aborted || lifetime.aborted) return;
      const on = (type: string, listener: () => void) => element.addEventListener(type, listener, { signal });
      on('playing', () => handlers.onProgress(element.currentTime, finite(element.duration)));
      on('timeupdate', () => handlers.onProgress(element.currentTime, finite(element.duration)));
      on('ended', () => handlers.onEnded());
      on('error', () => handlers.onError(codes.mediaErrorToAdCode(element.error?.code)));
      signal.addEventListener('abort', stop, { once: true });
      element.muted = muted();
      element.src = url;
      element.style.display = 'block';
      element.play().catch((error: unknown) => {
        if (!signal.aborted) handlers.onError(codes.playRejectionToAdCode(error));
      });
    },
    pause: () => element.pause(),
    resume: () => void element.play().catch(() => undefined),
    remove() {
      stop();
      element.remove();
    },
  };
}

/**
 * The AdMediaHost over the slot of the moment (the element exists only during a break): progressive files
 * the browser plays (HLS creatives are not offered).
 */
export function adMediaHost(slot: () => AdSlot, wrapper: HTMLElement, codes: AdCodeMappers): AdMediaHost {
  return {
    canPlay: (file: VastMediaFile) =>
      file.delivery !== 'streaming' &&
      PROGRESSIVE_TYPES.test(file.type) &&
      slot().element.canPlayType(file.type) !== '',
    size: () => ({ width: wrapper.clientWidth || 1280, height: wrapper.clientHeight || 720 }),
    play: (file, handlers) => slot().playClip(file.url, handlers, codes),
    pause: () => slot().pause(),
    resume: () => slot().resume(),
  };
}

function finite(value: number): number | undefined {
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
