/**
 * `<onair-player>` for the product-to-product benchmark against Video.js, Vidstack and Media Chrome: the element
 * autoplaying muted on a page without engine hints. A zap sets its `source` property (what a channel list on a
 * plain page does), a seek calls its `seek`, destroy takes the element out of the page.
 */
import type { PlayerSource } from '@onair/player-sdk';
import '@onair/player-sdk/element';
import { installBenchProbe } from './bench-probe';
import { apiOrigin } from './config';

const origin = apiOrigin();
const status = document.querySelector<HTMLElement>('#status')!;
const first = new URLSearchParams(location.search).get('src') ?? '/media/live/live1/master.m3u8';
let element: HTMLElementTagNameMap['onair-player'] | null = document.querySelector('onair-player')!;

function sourceFor(src: string): PlayerSource {
  const kind = src.includes('/archive-') ? 'archive' : src.includes('/live/') ? 'live' : 'content';
  return { kind, stream: { hls_mbr: new URL(src, origin).href } };
}

function current(): HTMLElementTagNameMap['onair-player'] {
  if (!element) throw new Error('the player was destroyed');
  return element;
}

current().source = sourceFor(first);
current().addEventListener('error', (e) => {
  status.textContent = `error ${e.detail.code}: ${e.detail.message}`;
});

installBenchProbe(() => element?.player?.video ?? null, {
  zap: (next) => {
    current().source = sourceFor(next);
  },
  seek: (seconds) => current().seek(seconds),
  destroy: () => {
    element?.remove();
    element = null;
  },
});
