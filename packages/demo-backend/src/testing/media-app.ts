// Test support for suites that need the real media routes (createApp over the committed media, encrypted
// into a temporary cache): the app on a clock the suite moves, a guest's token, and a close that cleans up.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type DemoBackend } from '../app';
import { DEFAULT_MEDIA_ROOT } from '../paths';
import { guestToken } from './api-fixture';

export interface MediaApp {
  backend: DemoBackend;
  /** A guest's access token, as a client gets one at startup. */
  token: string;
  close(): Promise<void>;
}

export async function mediaApp(now: () => number): Promise<MediaApp> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'onair-media-app-'));
  const backend = await createApp({ mediaRoot: DEFAULT_MEDIA_ROOT, cacheDir, now });
  await backend.app.ready();
  return {
    backend,
    token: await guestToken(backend.app),
    async close() {
      await backend.app.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
