import {
  constants,
  createHttpOperatorApi,
  createPlayer,
  type OperatorApi,
  type PlaybackPointSlice,
  type PlayerState,
  type StreamResponse,
} from '@onair/player-sdk';
import { examplesConfig } from './config';
import { guestToken } from './guest';
import source from './packshots.ts?raw';
import { setStatus, showSource } from './show-source';

showSource(source);

const FILM = 101; // the demo backend's film with packshots and playback points
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** What each §3 button action does when the viewer presses it. */
const ACTION_EFFECT: Record<PlaybackPointSlice['button']['action'], string> = {
  skip: 'jumps to the end of the point',
  start: 'restarts the content at 0',
  next: 'goes to the next episode (a series only; a film has none)',
  finish: 'jumps to the end of the content',
};

async function main() {
  const { apiBase } = examplesConfig();
  const token = await guestToken(apiBase);
  const http = createHttpOperatorApi({ baseUrl: apiBase, accessToken: token });
  const api: OperatorApi = {
    ...http,
    async contentStream(id, options) {
      // The film's rolls would play between the packshots and the film: the ads example covers them.
      const { ad: _rolls, ...stream } = await http.contentStream(id, options);
      renderStream(stream);
      return stream;
    },
  };
  const player = createPlayer({
    container: $('player'),
    api,
    accessToken: token,
    muted: true, // browsers allow autoplay only without sound
    autoplay: true,
  });

  $('play').onclick = () => (player.getState().paused ? void player.play() : player.pause());
  $('replay').onclick = () => void player.loadContent(FILM, { startPosition: 0 }); // packshots precede every load
  $('points').onclick = (event) => {
    const seconds = (event.target as HTMLElement).closest('button')?.dataset.seek;
    if (seconds !== undefined) player.seek(Number(seconds));
  };
  // The point's own button, shown only while the film is inside its window (state.playbackPoint.active).
  $('point-buttons').onclick = (event) => {
    const id = (event.target as HTMLElement).closest('button')?.dataset.point;
    const point = player.getState().playbackPoint?.active.find((p) => String(p.id) === id);
    if (!point) return;
    const before = player.getState().currentTime.toFixed(1);
    log(`pressed “${point.button.label}” at ${before} s: ${ACTION_EFFECT[point.button.action]}`);
    if (point.button.action !== 'next') {
      const landed = () => log(`landed at ${(player.video?.currentTime ?? 0).toFixed(1)} s`);
      player.video?.addEventListener('seeked', landed, { once: true });
    }
    player.seekToPlaybackPoint(point.id);
  };

  let shown = '';
  player.subscribe((s) => {
    const key = describe(s);
    if (key !== shown) log(key);
    shown = key;
    renderPointButtons(s);
    if (s.error) setStatus('error', `${s.error.code}: ${s.error.message}`);
    else if (s.packshot?.active) setStatus('packshot', key);
    else if (s.playbackPoint?.active.length) setStatus('point', `${key} at ${s.currentTime.toFixed(1)} s`);
    else setStatus(s.playing ? 'playing' : 'loading', `${key} at ${s.currentTime.toFixed(1)} s`);
  });
  await player.loadContent(FILM);
}

/** One line per phase: which packshot, the film, or which playback point is current. */
function describe(s: PlayerState): string {
  const p = s.packshot;
  if (p?.active) return `packshot ${p.index} of ${p.count}`;
  const points = s.playbackPoint?.active ?? [];
  if (points.length > 0)
    return `inside ${points.map((pt) => `“${pt.type}” (${pt.button.label})`).join(', ')}`;
  if (s.ended) return 'the film ended';
  return s.playing ? 'the film plays' : 'waiting';
}

let buttonsKey = '';
function renderPointButtons(s: PlayerState) {
  const active = s.playbackPoint?.active ?? [];
  const key = active.map((p) => p.id).join(',');
  if (key === buttonsKey) return;
  buttonsKey = key;
  $('point-buttons').replaceChildren(
    ...active.map((p) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.point = String(p.id);
      button.textContent = p.button.label;
      button.title = `${p.button.action}: ${ACTION_EFFECT[p.button.action]}`;
      return button;
    }),
  );
}

function renderStream(stream: StreamResponse) {
  $('packshots').replaceChildren(
    ...(stream.packshots ?? []).map((p) => {
      const item = document.createElement('li');
      item.textContent = new URL(p.url).pathname;
      return item;
    }),
  );
  $('points').replaceChildren(
    ...(stream.playback_points ?? []).map((point) => {
      const end = point.end ?? point.start + constants.DEFAULT_HIGHLIGHT_MS; // §3: end defaults to start + 8 s
      const row = document.createElement('tr');
      const action = point.button?.action ?? '';
      const effect = ACTION_EFFECT[action as keyof typeof ACTION_EFFECT] ?? 'unknown action: ignored';
      for (const text of [
        point.type,
        `${(point.start / 1000).toFixed(1)}–${(end / 1000).toFixed(1)} s`,
        `${point.button?.label ?? point.type} (${action}: ${effect})`,
      ]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      const seek = document.createElement('button');
      seek.type = 'button';
      seek.dataset.seek = String(point.start / 1000 + 0.5);
      seek.textContent = `Seek to ${(point.start / 1000).toFixed(0)} s`;
      const cell = document.createElement('td');
      cell.append(seek);
      row.append(cell);
      return row;
    }),
  );
}

function log(text: string) {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  $('log').append(item);
}

main().catch((error: unknown) => setStatus('error', error instanceof Error ? error.message : String(error)));
