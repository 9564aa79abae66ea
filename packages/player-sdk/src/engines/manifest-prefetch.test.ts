import { MANIFEST_PREFETCH_MAX_AGE_MS } from '../constants';
import { createManifestPrefetch } from './manifest-prefetch';

const MASTER = 'http://media/vod/master.m3u8';

function setup(respond: (url: string) => Promise<Response> = async () => new Response('#EXTM3U')) {
  let clock = 1000;
  const seen: { url: string; signal: AbortSignal | null | undefined }[] = [];
  const fetcher = vi.fn<typeof fetch>(async (input, init) => {
    seen.push({ url: String(input), signal: init?.signal });
    return respond(String(input));
  });
  const prefetch = createManifestPrefetch(fetcher, () => clock);
  return { prefetch, fetcher, seen, advance: (ms: number) => (clock += ms) };
}

describe('createManifestPrefetch', () => {
  it('hands the fetched manifest to the first taker of its URL, once', async () => {
    const { prefetch, fetcher } = setup();
    prefetch.start(MASTER);
    const taken = prefetch.take(MASTER);
    expect(taken).not.toBeNull();
    expect(await taken).toEqual({ url: MASTER, status: 200, text: '#EXTM3U' });
    expect(prefetch.take(MASTER)).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('answers null for another URL and keeps the entry for its own', async () => {
    const { prefetch } = setup();
    prefetch.start(MASTER);
    expect(prefetch.take('http://media/other.m3u8')).toBeNull();
    expect(await prefetch.take(MASTER)).not.toBeNull();
  });

  it('does not fetch twice when the same URL is warmed again', () => {
    const { prefetch, fetcher } = setup();
    prefetch.start(MASTER);
    prefetch.start(MASTER);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a newer manifest aborts the older request', () => {
    const { prefetch, seen } = setup(() => new Promise<Response>(() => undefined));
    prefetch.start(MASTER);
    prefetch.start('http://media/live/2.m3u8');
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(seen[1]?.signal?.aborted).toBe(false);
    expect(prefetch.take(MASTER)).toBeNull();
  });

  it('leaves a refused or failed fetch to the engine (null), so its own errors are reported', async () => {
    const refused = setup(async () => new Response('gone', { status: 404 }));
    refused.prefetch.start(MASTER);
    expect(await refused.prefetch.take(MASTER)).toBeNull();
    const failed = setup(async () => {
      throw new TypeError('network down');
    });
    failed.prefetch.start(MASTER);
    expect(await failed.prefetch.take(MASTER)).toBeNull();
  });

  it('drops a manifest older than the max age (a live window moves on) and refetches on the next start', () => {
    const { prefetch, fetcher, seen, advance } = setup(() => new Promise<Response>(() => undefined));
    prefetch.start(MASTER);
    advance(MANIFEST_PREFETCH_MAX_AGE_MS + 1);
    expect(prefetch.take(MASTER)).toBeNull();
    expect(seen[0]?.signal?.aborted).toBe(true);
    prefetch.start(MASTER);
    advance(MANIFEST_PREFETCH_MAX_AGE_MS + 1);
    prefetch.start(MASTER);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(prefetch.take(MASTER)).not.toBeNull();
  });

  it('cancel aborts the request and forgets it', () => {
    const { prefetch, seen } = setup(() => new Promise<Response>(() => undefined));
    prefetch.start(MASTER);
    prefetch.cancel();
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(prefetch.take(MASTER)).toBeNull();
  });
});

describe('createManifestPrefetch: what follows the manifest', () => {
  it('loads the continuation beside the manifest and hands its startup files over with the manifest', async () => {
    const { prefetch } = setup();
    const startup = { levelUrl: 'http://media/vod/v360.m3u8', take: () => null };
    const seen: string[] = [];
    prefetch.start(MASTER, async () => (manifest, signal) => {
      seen.push(`${manifest.text} ${signal.aborted}`);
      return startup;
    });
    expect(await prefetch.take(MASTER)).toEqual({ url: MASTER, status: 200, text: '#EXTM3U', startup });
    expect(seen).toEqual(['#EXTM3U false']);
  });

  it('still hands the manifest over when the continuation failed to load', async () => {
    const { prefetch } = setup();
    prefetch.start(MASTER, () => Promise.reject(new Error('chunk failed')));
    expect(await prefetch.take(MASTER)).toEqual({ url: MASTER, status: 200, text: '#EXTM3U' });
  });
});
