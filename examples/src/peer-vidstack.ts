/**
 * Vidstack as its docs show for web components: its theme and video-layout styles, the player, layout and UI
 * elements, and hls.js for HLS. Vidstack fetches hls.js from a CDN unless the host hands it the library; its
 * docs' "load hls.js locally" step (the `provider-change` listener below) is what a site that serves its own
 * code does, and the only way it plays here. A zap sets `src`, a seek `currentTime`, as a Vidstack host does.
 */
import 'vidstack/player/styles/default/theme.css';
import 'vidstack/player/styles/default/layouts/video.css';
import 'vidstack/player';
import 'vidstack/player/layouts/default';
import 'vidstack/player/ui';
import { isHLSProvider } from 'vidstack';
import type { MediaPlayerElement } from 'vidstack/elements';
import { startPeer } from './peer-page';

const fatal: string[] = [];
const player = document.querySelector<MediaPlayerElement>('#player')!;
player.addEventListener('provider-change', (event) => {
  const provider = event.detail;
  if (isHLSProvider(provider)) provider.library = () => import('hls.js');
});
player.addEventListener('error', (event) => {
  fatal.push(`${event.detail.code ?? '?'} ${event.detail.message}`);
});

startPeer(
  {
    video: () => player.querySelector('video'),
    play(url) {
      player.src = url;
    },
    seek(seconds) {
      player.currentTime = seconds;
    },
    destroy: () => player.destroy(),
  },
  fatal,
);
