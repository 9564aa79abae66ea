import { createHttpOperatorApi, createPlayer } from '@onair/player-sdk';
import source from './clearkey.ts?raw';
import { examplesConfig } from './config';
import { guestToken } from './guest';
import { setStatus, showSource } from './show-source';

showSource(source);

async function main() {
  const { apiBase } = examplesConfig();
  const token = await guestToken(apiBase);
  const player = createPlayer({
    container: document.getElementById('player')!,
    api: createHttpOperatorApi({ baseUrl: apiBase, accessToken: token }),
    accessToken: token, // sent with licence requests
    muted: true,
    autoplay: true,
  });
  // A licence refusal arrives as its own event with the §8 'DRM Error' code and message.
  player.on('drmerror', (error) => setStatus('error', `DRM Error: ${error.code} ${error.message}`));
  player.subscribe((s) => {
    if (s.playing)
      setStatus('playing', `decrypting and playing at ${s.currentTime.toFixed(1)} s via ${s.engine}`);
  });
  await player.loadContent(102);
}

main().catch((error: unknown) => setStatus('error', error instanceof Error ? error.message : String(error)));
