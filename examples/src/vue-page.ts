/**
 * The Vue page: a guest session as the web app starts one, then the component with the API, the token and
 * what to play (`?channel=ID`, `?content=ID`, `&lang=`).
 */
import { createApp } from 'vue';
import ChannelPlayer from './ChannelPlayer.vue';
import component from './ChannelPlayer.vue?raw';
import { examplesConfig } from './config';
import { guestToken } from './guest';
import { setStatus, showSource } from './show-source';

showSource(component);

const query = new URLSearchParams(location.search);
const { apiBase } = examplesConfig();

guestToken(apiBase).then(
  (token) =>
    createApp(ChannelPlayer, {
      apiBase,
      token,
      lang: query.get('lang') ?? 'en',
      channel: query.get('content') ? null : (query.get('channel') ?? '1'),
      content: query.get('content'),
    }).mount('#app'),
  (error: unknown) => {
    document.querySelector('#app')!.innerHTML = '<p id="status" class="status" role="status"></p>';
    setStatus('error', String(error));
  },
);
