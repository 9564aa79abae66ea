import { useEffect, useState } from 'react';
import { apiBase } from './config';

interface ChannelSummary {
  id: number;
  name: string;
}

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; channels: ChannelSummary[] };

/**
 * The host app's first screen until the web-app issue lands: it proves the app reaches the
 * configured API by listing the operator's channels, and says clearly when it cannot.
 */
export function ChannelsPreview() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const base = apiBase();

  useEffect(() => {
    if (!base) {
      setLoad({ state: 'error', message: 'No API base configured (add ?customapi=<url>).' });
      return;
    }
    const controller = new AbortController();
    fetch(`${base}/channels`, { signal: controller.signal })
      .then(async (res) => {
        const body: unknown = await res.json().catch(() => null);
        if (!res.ok) throw new Error(`The API answered ${res.status}`);
        const list = (body as { data?: unknown } | null)?.data ?? body;
        if (!Array.isArray(list)) throw new Error('The API sent a channel list in an unexpected shape');
        setLoad({ state: 'ready', channels: list as ChannelSummary[] });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setLoad({ state: 'error', message: error instanceof Error ? error.message : String(error) });
        }
      });
    return () => controller.abort();
  }, [base]);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, maxWidth: 960, margin: '0 auto' }}>
      <h1>OnAir TV</h1>
      <p>API: {base ?? 'not configured'}</p>
      {load.state === 'loading' && <p role="status">Loading channels…</p>}
      {load.state === 'error' && <p role="alert">Could not load channels: {load.message}</p>}
      {load.state === 'ready' && (
        <ul aria-label="Channels">
          {load.channels.map((channel) => (
            <li key={channel.id}>{channel.name}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
