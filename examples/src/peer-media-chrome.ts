/**
 * Media Chrome + hls.js as Media Chrome's README shows: its elements (`import 'media-chrome'`) around a media
 * element in the `media` slot, here `<hls-video>` (hls-video-element, the same authors' hls.js element, which
 * Mux Player itself is built on; Mux Player was left out because it reports every view to Mux's servers).
 * A zap sets `src`, a seek `currentTime`, as such a host does.
 */
import 'media-chrome';
import 'media-chrome/menu';
import 'hls-video-element';
import { startPeer } from './peer-page';

/** The part of `<hls-video>` this page uses: a media element whose `<video>` is in its shadow root. */
interface HlsVideoElement extends HTMLElement {
  src: string;
  currentTime: number;
  readonly nativeEl: HTMLVideoElement | null;
  readonly error: MediaError | null;
}

const fatal: string[] = [];
const media = document.querySelector<HlsVideoElement>('#media')!;
media.addEventListener('error', () =>
  fatal.push(`${media.error?.code ?? '?'} ${media.error?.message ?? ''}`),
);

startPeer(
  {
    video: () => media.nativeEl ?? null,
    play(url) {
      media.src = url;
    },
    seek(seconds) {
      media.currentTime = seconds;
    },
    destroy: () => document.querySelector('#controller')?.remove(),
  },
  fatal,
);
