import { EmbeddedPlayer, type EmbedEventName } from '@onair/player-sdk/embed';
import { webAppOrigin } from './config';
import source from './embed-partner.ts?raw';
import { setStatus, showSource } from './show-source';

showSource(source);

const iframe = document.querySelector<HTMLIFrameElement>('#embed')!;
const channel = new URLSearchParams(location.search).get('channel') ?? '1';
iframe.src = `${webAppOrigin()}/channel_embed/${encodeURIComponent(channel)}`;

const player = new EmbeddedPlayer(iframe);
const received: Array<{ event: EmbedEventName; data: unknown }> = [];
const list = document.querySelector('#events')!;

for (const event of ['play', 'pause', 'ended', 'error', 'adstart', 'adend', 'timeupdate'] as const) {
  player.on(event, (data) => {
    received.push({ event, data });
    if (event === 'timeupdate' && list.firstElementChild?.textContent?.startsWith('timeupdate')) {
      list.firstElementChild.textContent = `timeupdate ${JSON.stringify(data)}`;
      return;
    }
    const item = document.createElement('li');
    item.textContent = `${event} ${data == null ? '' : JSON.stringify(data)}`;
    list.prepend(item);
  });
}

const commands: Record<string, () => Promise<unknown>> = {
  play: () => player.play(),
  pause: () => player.pause(),
  seek: () => player.seek(30),
  mute: () => player.mute(),
  unmute: () => player.unmute(),
  archive: () => player.load({ channelId: 1, ts: Math.floor(Date.now() / 1000) - 3600 }),
  state: () => player.getState(),
};
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-command]')) {
  const run = commands[button.dataset.command ?? ''];
  button.onclick = () =>
    run?.().then(
      (result) => setStatus('ok', `${button.dataset.command} → ${JSON.stringify(result ?? 'done')}`),
      (error: Error) => setStatus('error', `${button.dataset.command} refused: ${error.message}`),
    );
}

player.ready().then(
  (ready) => setStatus('ready', `embed ready; it accepts: ${ready.capabilities.join(', ')}`),
  (error: Error) => setStatus('error', error.message),
);

// The browser tests drive the same object the buttons use.
Object.assign(window, { onairPartner: { player, received } });
