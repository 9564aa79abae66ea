/**
 * The bare hls.js baseline: hls.js used the way its README shows (`new Hls()`, `loadSource`, `attachMedia`).
 *   ?config=onair  hls.js gets OnAir's own settings (buffer limits, startFragPrefetch), so the benchmark can tell
 *                  what OnAir's configuration buys from what its code costs.
 *   ?cap=none      Auto may climb to any level. By default Auto is capped the way OnAir caps it (no level above
 *                  the offered list), so both sides decode the same rendition of the demo film.
 *   ?zap=recreate  each switch destroys and recreates hls.js; by default one instance is reused with loadSource.
 */
import Hls from 'hls.js';
import { hlsAutoLevelCapping } from '../../packages/player-sdk/src/engines/auto-quality-cap';
import { ONAIR_HLS_SETTINGS } from '../../packages/player-sdk/src/engines/hls-settings';
import { installBenchProbe } from './bench-probe';
import { apiOrigin } from './config';

const video = document.querySelector<HTMLVideoElement>('#video')!;
const status = document.querySelector<HTMLElement>('#status')!;
const params = new URLSearchParams(location.search);
const src = params.get('src') ?? '/media/live/live1/master.m3u8';
const url = new URL(src, apiOrigin()).href;
const fatal: string[] = [];
const settings = params.get('config') === 'onair' ? ONAIR_HLS_SETTINGS : {};
const capped = params.get('cap') !== 'none';
const recreate = params.get('zap') === 'recreate';

function createHls(source: string): Hls {
  const instance = new Hls({ ...settings });
  instance.on(Hls.Events.ERROR, (_e, data) => {
    if (data.fatal) fatal.push(`${data.type}/${data.details}`);
  });
  if (capped) {
    const cap = () => {
      instance.autoLevelCapping = hlsAutoLevelCapping(instance.levels ?? []);
    };
    instance.on(Hls.Events.MANIFEST_PARSED, cap);
    instance.on(Hls.Events.LEVELS_UPDATED, cap);
  }
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
