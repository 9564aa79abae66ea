/**
 * `<onair-player>` as a plain page uses it: importing the element defines the tag, the page gives it its API,
 * a token and what to play, and listens to its events. `?channel=ID` (with `&ago=SECONDS` for the archive),
 * `?content=ID`, `&lang=ru|uz|kk`, `&theme=light`.
 */
import '@onair/player-sdk/element';
import { examplesConfig } from './config';
import source from './element.ts?raw';
import { guestToken } from './guest';
import { setStatus, showSource } from './show-source';

showSource(source);

const query = new URLSearchParams(location.search);
const { apiBase } = examplesConfig();
const player = document.querySelector('onair-player')!;
const events = document.querySelector('#events')!;

function log(text: string): void {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  events.prepend(item);
}

player.addEventListener('sourcechange', (e) => log(`sourcechange: ${e.detail.kind}`));
player.addEventListener('firstframe', (e) => {
  log(`firstframe after ${e.detail.ms} ms`);
  setStatus('playing', `playing (${player.state?.engine ?? '—'})`);
});
player.addEventListener('qualitychange', (e) => log(`qualitychange: ${e.detail.quality}`));
player.addEventListener('warning', (e) => log(`warning: ${e.detail.key}`));
player.addEventListener('error', (e) => {
  log(`error: ${e.detail.code}`);
  setStatus('error', `${e.detail.code}: ${e.detail.message}`);
});

async function main() {
  player.lang = query.get('lang') ?? 'en';
  if (query.get('theme') === 'light') player.theme = 'light';
  player.accessToken = await guestToken(apiBase);
  player.apiBase = apiBase;
  const content = query.get('content');
  const ago = Number(query.get('ago'));
  if (content) player.contentId = content;
  else {
    if (ago > 0) player.ts = Math.floor(Date.now() / 1000) - ago;
    player.channelId = query.get('channel') ?? '1';
  }
}

main().catch((error: unknown) => setStatus('error', String(error)));
