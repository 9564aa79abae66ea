import Hls from 'hls.js';
import { apiOrigin } from './config';
import { watchFrames } from './frames';

const video = document.querySelector<HTMLVideoElement>('#video')!;
const status = document.querySelector<HTMLElement>('#status')!;
const src = new URLSearchParams(location.search).get('src') ?? '/media/live/live1/master.m3u8';
const url = new URL(src, apiOrigin()).href;
const frames = watchFrames(video, new AbortController().signal);
const fatal: string[] = [];

if (Hls.isSupported()) {
  const hls = new Hls();
  hls.on(Hls.Events.ERROR, (_e, data) => {
    if (data.fatal) fatal.push(`${data.type}/${data.details}`);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => {}));
} else {
  fatal.push('hls.js is not supported in this browser');
}

Object.assign(window, { baseline: { video, frames, fatal } });
setInterval(() => {
  status.textContent = `src ${url}\ncurrentTime ${video.currentTime.toFixed(2)}  frames ${frames.presented}${fatal.length ? `\nfatal ${fatal.join(', ')}` : ''}`;
}, 500);
