import { createHttpOperatorApi, createPlayer, type PlayerState } from '@onair/player-sdk';
import { examplesConfig } from './config';
import { guestToken } from './guest';
import { setStatus, showSource } from './show-source';
import source from './vanilla.ts?raw';

showSource(source);

const mode = new URLSearchParams(location.search).get('mode') ?? 'live';
const { apiBase } = examplesConfig();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function main() {
  const token = await guestToken(apiBase);
  const player = createPlayer({
    container: $('player'),
    api: createHttpOperatorApi({ baseUrl: apiBase, accessToken: token }),
    accessToken: token,
    muted: true, // browsers allow autoplay only without sound
    autoplay: true,
  });

  if (mode === 'vod') {
    await player.loadContent(103); // a clear film with several qualities, audio tracks and subtitles
  } else if (mode === 'archive') {
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    await player.loadChannel(1, { ts: hourAgo }); // the programme that aired an hour ago
  } else {
    await player.loadChannel(1);
  }

  $('play').onclick = () => (player.getState().paused ? void player.play() : player.pause());
  $('mute').onclick = () => player.toggleMute();
  $<HTMLSelectElement>('quality').onchange = (e) => {
    const value = (e.target as HTMLSelectElement).value;
    player.setQuality(value === 'auto' ? 'auto' : Number(value));
  };
  $<HTMLSelectElement>('audio').onchange = (e) =>
    player.setAudioLanguage((e.target as HTMLSelectElement).value);
  $<HTMLSelectElement>('subtitles').onchange = (e) => {
    const value = (e.target as HTMLSelectElement).value;
    player.setSubtitleLanguage(value === '' ? null : value);
  };

  player.subscribe((state) => {
    renderSelectors(state);
    if (state.error) setStatus('error', `${state.error.code}: ${state.error.message}`);
    else setStatus(state.playing ? 'playing' : 'loading', `${mode}: ${describe(state)}`);
  });
}

function describe(s: PlayerState): string {
  const level = s.qualityLevels.find((l) => l.id === s.activeLevel);
  return `${s.playing ? 'playing' : 'waiting'} at ${s.currentTime.toFixed(1)} s, ${level ? `${level.height}p` : 'auto'} via ${s.engine ?? '…'}`;
}

function fill(select: HTMLSelectElement, options: Array<[string, string]>, chosen: string) {
  const key = JSON.stringify(options);
  if (select.dataset.key !== key) {
    select.dataset.key = key;
    select.replaceChildren(...options.map(([value, label]) => new Option(label, value)));
  }
  select.value = chosen;
}

function renderSelectors(s: PlayerState) {
  fill(
    $('quality'),
    [['auto', 'Auto'], ...s.qualityLevels.map((l): [string, string] => [String(l.id), `${l.height}p`])],
    String(s.quality),
  );
  const audio = s.audioTracks.map((t): [string, string] => [t.language, t.name]);
  fill($('audio'), audio, s.audioTracks.find((t) => t.enabled)?.language ?? '');
  const subtitles = s.subtitleTracks.map((t): [string, string] => [t.language, t.name]);
  fill($('subtitles'), [['', 'Off'], ...subtitles], s.subtitleTracks.find((t) => t.enabled)?.language ?? '');
}

main().catch((error: unknown) => setStatus('error', error instanceof Error ? error.message : String(error)));
