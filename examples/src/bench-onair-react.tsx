/**
 * OnAir as a React host ships it, for the product-to-product benchmark against Video.js, Vidstack and Media
 * Chrome: `<Player>` with `<PlayerSkin>`, autoplaying muted. A zap changes the `source` prop (what a channel
 * list does), not a call on the player, so React's render is charged to OnAir's side like the peers' own work.
 */
import { loadEngine, type Player as OnAirPlayer, type PlayerSource } from '@onair/player-sdk';
import { Player, PlayerSkin } from '@onair/player-sdk/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installBenchProbe } from './bench-probe';
import { apiOrigin } from './config';

// This page hints `hls` (its modulepreload links fetch hls.js's full build: the film it plays needs it), and asks
// for that build up front as the web app does, so a live channel the light build could play takes the full one
// too instead of downloading a second hls.js (engines/hls-library.ts).
loadEngine.preload?.('hls', 'hls');

const origin = apiOrigin();
const status = document.querySelector<HTMLElement>('#status')!;
const first = new URLSearchParams(location.search).get('src') ?? '/media/live/live1/master.m3u8';

function sourceFor(src: string): PlayerSource {
  const kind = src.includes('/archive-') ? 'archive' : src.includes('/live/') ? 'live' : 'content';
  return { kind, stream: { hls_mbr: new URL(src, origin).href } };
}

let player: OnAirPlayer | null = null;
let show: (source: PlayerSource) => void = () => {};

function App() {
  const [source, setSource] = useState(() => sourceFor(first));
  show = setSource;
  return (
    <Player
      source={source}
      autoplay
      muted
      connectivityBaseUrl={origin}
      className="stage"
      aria-label="OnAir player"
      onReady={(p) => {
        player = p;
      }}
      onError={(e) => {
        status.textContent = `error ${e.code}: ${e.message}`;
      }}
    >
      <PlayerSkin language="en" />
    </Player>
  );
}

const root = createRoot(document.querySelector('#root')!);
root.render(<App />);

installBenchProbe(() => player?.video ?? null, {
  zap: (next) => show(sourceFor(next)),
  seek: (seconds) => player?.seek(seconds),
  destroy: () => {
    root.unmount();
    player = null;
  },
});
