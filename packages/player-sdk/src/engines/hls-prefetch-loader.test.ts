import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, PlaylistLoaderContext } from 'hls.js';
import { LoadStats } from 'hls.js';
import { prefetchingPlaylistLoader } from './hls-prefetch-loader';
import type { PrefetchedManifest } from './manifest-prefetch';

const MASTER = 'http://media/vod/master.m3u8';
const manifest: PrefetchedManifest = { url: 'http://cdn/vod/master.m3u8', status: 200, text: '#EXTM3U\n' };

/** Stands in for hls.js's XHR loader: records what went to the network. */
const network: string[] = [];
const created: NetworkLoader[] = [];
class NetworkLoader implements Loader<PlaylistLoaderContext> {
  context: PlaylistLoaderContext | null = null;
  stats = new LoadStats();
  aborted = false;
  constructor() {
    created.push(this);
  }
  load(context: PlaylistLoaderContext) {
    this.context = context;
    network.push(`${context.type} ${context.url}`);
  }
  abort() {
    this.aborted = true;
  }
  destroy() {}
}

const context = (type: 'manifest' | 'level', url = MASTER): PlaylistLoaderContext => ({
  url,
  // hls.js types the context type as a const enum it does not export at runtime; the values are these strings.
  type: type as PlaylistLoaderContext['type'],
  responseType: 'text',
  level: null,
  id: null,
  deliveryDirectives: null,
  levelOrTrack: null,
});
const loaderConfig = {} as LoaderConfiguration;
const config = {} as HlsConfig;

function callbacks() {
  return {
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onTimeout: vi.fn(),
  } satisfies LoaderCallbacks<PlaylistLoaderContext>;
}

beforeEach(() => {
  network.length = 0;
  created.length = 0;
});

describe('prefetchingPlaylistLoader', () => {
  it('answers the first manifest request with the prefetched text and the URL after redirects', async () => {
    const Loader = prefetchingPlaylistLoader(Promise.resolve(manifest), NetworkLoader, () => 42);
    const loader = new Loader(config);
    const cb = callbacks();
    loader.load(context('manifest'), loaderConfig, cb);
    await vi.waitFor(() => expect(cb.onSuccess).toHaveBeenCalledOnce());
    const [response, stats] = cb.onSuccess.mock.calls[0]!;
    expect(response).toEqual({ url: manifest.url, data: manifest.text, code: 200 });
    expect(stats).toMatchObject({ loaded: manifest.text.length, loading: { start: 42, first: 42, end: 42 } });
    expect(network).toEqual([]);
  });

  it('serves the prefetch once: a reload and level playlists go to the network', async () => {
    const Loader = prefetchingPlaylistLoader(Promise.resolve(manifest), NetworkLoader);
    new Loader(config).load(context('manifest'), loaderConfig, callbacks());
    new Loader(config).load(context('level', 'http://media/vod/v720.m3u8'), loaderConfig, callbacks());
    new Loader(config).load(context('manifest'), loaderConfig, callbacks());
    expect(network).toEqual(['level http://media/vod/v720.m3u8', `manifest ${MASTER}`]);
  });

  it('falls back to the network when the prefetch failed, so hls.js reports its own errors', async () => {
    const Loader = prefetchingPlaylistLoader(Promise.resolve(null), NetworkLoader);
    const loader = new Loader(config);
    const cb = callbacks();
    loader.load(context('manifest'), loaderConfig, cb);
    await vi.waitFor(() => expect(network).toEqual([`manifest ${MASTER}`]));
    expect(cb.onSuccess).not.toHaveBeenCalled();
    expect(loader.stats).toBe(created[0]?.stats);
    loader.abort();
    expect(created[0]?.aborted).toBe(true);
  });

  it('says nothing after abort or destroy', async () => {
    let release: (m: PrefetchedManifest) => void = () => undefined;
    const later = new Promise<PrefetchedManifest>((resolve) => {
      release = resolve;
    });
    const Loader = prefetchingPlaylistLoader(later, NetworkLoader);
    const loader = new Loader(config);
    const cb = callbacks();
    loader.load(context('manifest'), loaderConfig, cb);
    loader.destroy();
    release(manifest);
    await later;
    await Promise.resolve();
    expect(cb.onSuccess).not.toHaveBeenCalled();
    expect(network).toEqual([]);
  });
});
