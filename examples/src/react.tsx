/**
 * The React binding as an integrator uses it: `<Player>` with `<PlayerSkin>` for `?channel=ID` (live, or the
 * archive with `&ts=`) or `?content=ID`, through the SDK's HTTP OperatorApi and a guest session started the
 * way the web app starts one. `&lang=ru` switches the skin's text; `&fault=<spec>` asks the demo backend to
 * break the media (see the backend README) so the error overlays and diagnostics can be seen. `?corpus=ID`
 * plays a conformance corpus HLS stream (packages/demo-backend/media/conformance) as a plain `hls` stream
 * response, e.g. `?corpus=hls-interstitial` to see the skin show an HLS interstitial break.
 */
import { createHttpOperatorApi, type PlayerSource, type StreamResponse } from '@onair/player-sdk';
import { Player, PlayerSkin } from '@onair/player-sdk/react';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { examplesConfig } from './config';

const config = examplesConfig();
const query = new URLSearchParams(location.search);
const status = document.querySelector('#status')!;

async function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${config.apiBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A guest user, then device authorisation (session spec §4), as the web app does on first visit. */
async function guestToken(): Promise<string> {
  const deviceId = `example-${Math.random().toString(36).slice(2, 10)}`;
  await postJson('/users', { is_guest: true, username: deviceId, password: deviceId, app_version: 190 });
  const auth = await postJson('/auth/device', {
    device_id: deviceId,
    username: deviceId,
    password: deviceId,
  });
  const data = auth.data as { access_token?: string } | undefined;
  const token = (auth.access_token as string | undefined) ?? data?.access_token;
  if (!token) throw new Error('device authorisation gave no access_token');
  return token;
}

/** With `fault`, the stream is fetched here with the backend's knob and handed over as a ready source. */
async function faultySource(token: string, fault: string): Promise<PlayerSource> {
  const channel = query.get('channel');
  const content = query.get('content');
  const path = channel ? `/channels/${channel}/stream` : `/contents/${content}/stream`;
  const url = new URL(`${config.apiBase}${path}`);
  url.searchParams.set('fault', fault);
  url.searchParams.set('access_token', token);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  const body = (await res.json()) as { data?: StreamResponse } & StreamResponse;
  const stream = body.data ?? body;
  return channel
    ? { kind: 'live', channelId: Number(channel), stream }
    : { kind: 'content', contentId: Number(content), stream };
}

/** A corpus stream by id (letters, digits, dashes only), so the page plays only what the demo backend serves. */
function corpusSource(id: string): PlayerSource {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`not a corpus stream id: ${id}`);
  const url = new URL(`/media/conformance/streams/${id}/index.m3u8`, config.apiBase).href;
  return { kind: 'content', stream: { hls: url } };
}

function App({ token, source }: { token: string; source: PlayerSource | null }) {
  const api = useMemo(() => createHttpOperatorApi({ baseUrl: config.apiBase, accessToken: token }), [token]);
  const [message, setMessage] = useState('Player ready');
  useEffect(() => {
    status.textContent = message;
  }, [message]);
  const channel = query.get('channel');
  const content = query.get('content');
  const ts = query.get('ts');
  const what = source
    ? { source }
    : channel
      ? { channelId: Number(channel), ...(ts ? { ts: Number(ts) } : {}) }
      : { contentId: Number(content ?? 1) };
  return (
    <Player
      {...what}
      api={api}
      accessToken={token}
      autoplay
      muted={query.get('muted') !== '0'}
      connectivityBaseUrl={new URL(config.apiBase).origin}
      className="stage"
      aria-label="OnAir player"
      onError={(e) => setMessage(`Error: ${e.code}`)}
      onFirstFrame={(e) => setMessage(`First frame after ${e.ms} ms`)}
    >
      <PlayerSkin language={query.get('lang') ?? 'en'} onBack={() => setMessage('Back pressed')} />
    </Player>
  );
}

async function main() {
  const token = await guestToken();
  const fault = query.get('fault');
  const corpus = query.get('corpus');
  const source = corpus ? corpusSource(corpus) : fault ? await faultySource(token, fault) : null;
  createRoot(document.querySelector('#root')!).render(
    <StrictMode>
      <App token={token} source={source} />
    </StrictMode>,
  );
}

main().catch((error: unknown) => {
  status.textContent = `Could not start: ${error instanceof Error ? error.message : String(error)}`;
});
