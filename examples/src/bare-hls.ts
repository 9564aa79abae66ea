import Hls from 'hls.js';
import { installBenchProbe } from './bench-probe';
import { apiOrigin } from './config';

const video = document.querySelector<HTMLVideoElement>('#video')!;
const status = document.querySelector<HTMLElement>('#status')!;
const src = new URLSearchParams(location.search).get('src') ?? '/media/live/live1/master.m3u8';
const url = new URL(src, apiOrigin()).href;
const fatal: string[] = [];

// `?zap=recreate` destroys and recreates hls.js on each switch; the default reuses it with loadSource.
const recreate = new URLSearchParams(location.search).get('zap') === 'recreate';

function createHls(source: string): Hls {
  const instance = new Hls();
  instance.on(Hls.Events.ERROR, (_e, data) => {
    if (data.fatal) fatal.push(`${data.type}/${data.details}`);
  });
  instance.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => {}));
  instance.loadSource(source);
  instance.attachMedia(video);
  return instance;
}

let hls: Hls | null = null;
if (Hls.isSupported()) hls = createHls(url);
else fatal.push('hls.js is not supported in this browser');

const probe = installBenchProbe(() => video, {
  zap(next) {
    const nextUrl = new URL(next, apiOrigin()).href;
    if (recreate || !hls) {
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
      hls = createHls(nextUrl);
    } else {
      hls.loadSource(nextUrl);
    }
  },
  seek(seconds) {
    video.currentTime = seconds;
  },
  destroy() {
    hls?.destroy();
    hls = null;
  },
});

Object.assign(window, { baseline: { video, fatal } });
setInterval(() => {
  status.textContent = `src ${url}\ncurrentTime ${video.currentTime.toFixed(2)}  frames ${probe.presented}${fatal.length ? `\nfatal ${fatal.join(', ')}` : ''}`;
}, 500);
