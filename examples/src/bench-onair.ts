import {
  createPlayer,
  loadEngine,
  type OnAirPlayer,
  type SourceKind,
  type StreamResponse,
} from '@onair/player-sdk';
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

function kindOf(src: string): SourceKind {
  if (src.includes('/archive-')) return 'archive';
  return src.includes('/live/') ? 'live' : 'content';
}

// The HLS host page hints `hls`: it plays streams that need hls.js's full build (the film's alternate audio), so it
// asks for that build up front as the web app does, and a live channel the light build could play takes it too
// instead of downloading a second hls.js beside the one its modulepreload links fetched (engines/hls-library.ts).
const hint = document.querySelector<HTMLMetaElement>('meta[name="onair-preload-engine"]')?.content ?? '';
if (hint.split(',').some((name) => name.trim() === 'hls')) loadEngine.preload?.('hls', 'hls');

const container = document.querySelector<HTMLElement>('#player')!;
const status = document.querySelector<HTMLElement>('#status')!;
const src = params.get('src') ?? '/media/live/live1/master.m3u8';
// Only this binding holds the player, and destroy clears it, as an integrator's view would let go:
// whatever stays alive after that is held by the SDK itself (the memory benchmark counts it).
let player: OnAirPlayer | null = createPlayer({
  container,
  muted: true,
  autoplay: true,
  connectivityBaseUrl: origin,
});

function current(): OnAirPlayer {
  if (!player) throw new Error('the player was destroyed');
  return player;
}

current()
  .load({ kind: kindOf(src), stream: streamFor(src) })
  .catch(() => {});
current().subscribe((s) => {
  status.textContent = `engine ${s.engine ?? '…'}  time ${s.currentTime.toFixed(1)}${s.error ? `\nerror ${s.error.code}: ${s.error.message}` : ''}`;
});

/**
 * One ad break as a viewer meets it: a content whose pre-roll is a skippable VAST ad from the demo
 * ad server, skipped as soon as the ad allows, done at the content's first frame.
 */
async function adBreak(): Promise<void> {
  const p = current();
  const vast = new URL('/vast/inline?skipoffset=0&tag=pre_roll', origin).href;
  const stream: StreamResponse = {
    hls_mbr: new URL('/media/vod/feature/master.m3u8', origin).href,
    ad: { pre_roll: [{ url: vast, step: 1 }], max_advertising: 1 },
  };
  let sawAd = false;
  const stopSkipping = p.subscribe((state) => {
    if (state.ad?.playing) sawAd = p.skipAd() || sawAd;
  });
  const contentFrame = new Promise<void>((resolve) => {
    const onFrame = () => {
      p.off('firstframe', onFrame);
      resolve();
    };
    p.on('firstframe', onFrame);
  });
  try {
    await p.load({ kind: 'content', stream });
    await contentFrame;
  } finally {
    stopSkipping();
  }
  if (!sawAd) throw new Error('the pre-roll never played');
}

installBenchProbe(() => player?.video ?? null, {
  zap: (next) => current().load({ kind: kindOf(next), stream: streamFor(next) }),
  seek: (seconds) => current().seek(seconds),
  destroy: () => {
    player?.destroy();
    player = null;
  },
  adBreak,
});
