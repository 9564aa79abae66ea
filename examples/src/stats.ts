import { createHttpOperatorApi, createPlayer } from '@onair/player-sdk';
import { apiOrigin, examplesConfig } from './config';
import { guestToken } from './guest';
import { setStatus, showSource } from './show-source';
import source from './stats.ts?raw';

showSource(source);

interface SinkCall {
  seq: number;
  kind: string;
  method: string;
  path: string;
  body: unknown;
}

const rows = document.querySelector('#calls')!;
let since: number | null = null;
let seen = 0;

/** The stat sink keeps every call; `since` asks only for the ones after the last we showed. */
async function poll() {
  const res = await fetch(`${apiOrigin()}/sink/calls${since === null ? '' : `?since=${since}`}`);
  if (!res.ok) throw new Error(`answered ${res.status}`);
  const { calls, last_seq } = (await res.json()) as { calls: SinkCall[]; last_seq: number };
  const first = since === null;
  since = last_seq;
  // The first answer is history from before this page opened: it only sets where to start.
  if (first) return;
  for (const call of calls) {
    seen += 1;
    const row = document.createElement('tr');
    for (const text of [
      String(call.seq),
      call.kind,
      `${call.method} ${call.path}`,
      JSON.stringify(call.body ?? ''),
    ]) {
      const cell = document.createElement('td');
      cell.textContent = text;
      row.append(cell);
    }
    rows.prepend(row);
  }
}

async function main() {
  const { apiBase } = examplesConfig();
  const token = await guestToken(apiBase);
  const player = createPlayer({
    container: document.getElementById('player')!,
    api: createHttpOperatorApi({ baseUrl: apiBase, accessToken: token }),
    accessToken: token,
    muted: true,
    autoplay: true,
  });
  await poll();
  player.loadChannel(1).catch((error: Error) => setStatus('error', error.message));
  const tick = async () => {
    await poll().catch((error: Error) => setStatus('error', `stat sink: ${error.message}`));
    const s = player.getState();
    setStatus(
      seen > 0 ? 'calls' : 'polling',
      `${s.playing ? 'playing' : 'waiting'}; ${seen} stat calls so far`,
    );
  };
  await tick();
  setInterval(() => void tick(), 1000);
}

main().catch((error: unknown) => setStatus('error', error instanceof Error ? error.message : String(error)));
