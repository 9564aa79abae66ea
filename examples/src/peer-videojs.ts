/**
 * Video.js 8 as its README shows: its stylesheet, `videojs(element, options)`, `player.src({ src, type })`.
 * HLS and DASH play through its built-in VHS (http-streaming), no plugin. A zap is `player.src()` with the next
 * channel, a seek `player.currentTime()`, the calls a Video.js host makes.
 */
import 'video.js/dist/video-js.css';
import videojs from 'video.js';
import { startPeer, typeOf } from './peer-page';

const fatal: string[] = [];
const player = videojs('player', { autoplay: 'muted', muted: true, fluid: true });
player.on('error', () => {
  const error = player.error();
  fatal.push(`${error?.code ?? '?'} ${error?.message ?? ''}`);
});

startPeer(
  {
    // The tech's `<video>`: Video.js wraps it in its own element.
    video: () => player.el()?.querySelector('video') ?? null,
    play: (url) => player.src({ src: url, type: typeOf(url) }),
    seek: (seconds) => player.currentTime(seconds),
    destroy: () => player.dispose(),
  },
  fatal,
);
