import { createPlayer, type StreamResponse } from '@onair/player-sdk';
import { installBenchProbe } from './bench-probe';
import { apiOrigin } from './config';

const params = new URLSearchParams(location.search);
const origin = apiOrigin();
const type = params.get('type') ?? 'hls';
const license = params.get('license');

/** The stream response an operator would send for this URL (§3 fields). */
function streamFor(src: string): StreamResponse {
  const url = new URL(src, origin).href;
  if (type === 'dash') return { streams: [{ type: 'dash', url }] };
  if (type === 'clearkey') {
    return { streams: [{ type: 'dash_clearkey', url }], laClearkey: new URL(license ?? '', origin).href };
  }
  return { hls_mbr: url };
}

const container = document.querySelector<HTMLElement>('#player')!;
const status = document.querySelector<HTMLElement>('#status')!;
const player = createPlayer({ container, muted: true, autoplay: true, connectivityBaseUrl: origin });
const src = params.get('src') ?? '/media/live/live1/master.m3u8';
const kind = src.includes('/live/') ? 'live' : 'content';

player.load({ kind, stream: streamFor(src) }).catch(() => {});
installBenchProbe(() => player.video, {
  zap: (next) => player.load({ kind, stream: streamFor(next) }),
  seek: (seconds) => player.seek(seconds),
});
Object.assign(window, { player });
player.subscribe((s) => {
  status.textContent = `engine ${s.engine ?? '…'}  time ${s.currentTime.toFixed(1)}${s.error ? `\nerror ${s.error.code}: ${s.error.message}` : ''}`;
});
