import type {
  FragmentLoaderContext,
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  PlaylistLoaderContext,
} from 'hls.js';
import { LoadStats } from 'hls.js';
import { prefetchingLoaders } from './hls-prefetch-loader';

/** The playlist loader alone, for the manifest hand-off. */
const prefetchingPlaylistLoader = (...args: Parameters<typeof prefetchingLoaders>) =>
  prefetchingLoaders(...args).pLoader;

import type { PrefetchedFile, PrefetchedManifest, StartupMedia } from './manifest-prefetch';

const MASTER = 'http://media/vod/master.m3u8';
const manifest: PrefetchedManifest = { url: 'http://cdn/vod/master.m3u8', status: 200, text: '#EXTM3U\n' };

/** Stands in for hls.js's XHR loader: records what went to the network. */
const network: string[] = [];
const created: NetworkLoader[] = [];
class NetworkLoader implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats = new LoadStats();
  aborted = false;
  constructor() {
    created.push(this);
  }
  load(context: LoaderContext) {
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

function callbacks<T extends LoaderContext = PlaylistLoaderContext>() {
  return {
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onTimeout: vi.fn(),
  } satisfies LoaderCallbacks<T>;
}

beforeEach(() => {
  network.length = 0;
  created.length = 0;
});

describe('prefetchingPlaylistLoader', () => {
  it('answers the first manifest request with the prefetched text and the URL after redirects', async () => {
    const Loader = prefetchingPlaylistLoader(
      Promise.resolve(manifest),
      { Fallback: NetworkLoader, Stats: LoadStats },
      () => 42,
    );
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
    const Loader = prefetchingPlaylistLoader(Promise.resolve(manifest), {
      Fallback: NetworkLoader,
      Stats: LoadStats,
    });
    new Loader(config).load(context('manifest'), loaderConfig, callbacks());
    new Loader(config).load(context('level', 'http://media/vod/v720.m3u8'), loaderConfig, callbacks());
    new Loader(config).load(context('manifest'), loaderConfig, callbacks());
    expect(network).toEqual(['level http://media/vod/v720.m3u8', `manifest ${MASTER}`]);
  });

  it('falls back to the network when the prefetch failed, so hls.js reports its own errors', async () => {
    const Loader = prefetchingPlaylistLoader(Promise.resolve(null), {
      Fallback: NetworkLoader,
      Stats: LoadStats,
    });
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
    const Loader = prefetchingPlaylistLoader(later, { Fallback: NetworkLoader, Stats: LoadStats });
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

describe('prefetchingLoaders: the startup files', () => {
  const LEVEL = 'http://cdn/vod/v360/index.m3u8';
  const SEGMENT = 'http://cdn/vod/v360/seg-1.m4s';
  const file = (url: string, data: string | ArrayBuffer): PrefetchedFile => ({
    url,
    status: 200,
    data,
    timing: { start: 5, first: 8, end: 20 },
  });

  function withStartup() {
    const files = new Map<string, Promise<PrefetchedFile | null>>([
      [LEVEL, Promise.resolve(file(LEVEL, '#EXTM3U level'))],
      [SEGMENT, Promise.resolve(file(SEGMENT, new ArrayBuffer(1000)))],
    ]);
    const startup: StartupMedia = {
      levelUrl: LEVEL,
      take(url) {
        const found = files.get(url) ?? null;
        files.delete(url);
        return found;
      },
    };
    return prefetchingLoaders(
      Promise.resolve({ ...manifest, startup }),
      { Fallback: NetworkLoader, Stats: LoadStats },
      () => 42,
    );
  }

  const fragment = (
    url: string,
    range: { rangeStart: number; rangeEnd: number } = { rangeStart: 0, rangeEnd: 0 },
  ) =>
    ({
      url,
      type: 'fragment',
      responseType: 'arraybuffer',
      frag: {},
      part: null,
      ...range,
    }) as unknown as FragmentLoaderContext;

  it('knows the start rendition only once the manifest was served, then serves its playlist and segment once', async () => {
    const loaders = withStartup();
    expect(loaders.startup()).toBeNull();
    const manifestDone = callbacks();
    new loaders.pLoader(config).load(context('manifest'), loaderConfig, manifestDone);
    await vi.waitFor(() => expect(manifestDone.onSuccess).toHaveBeenCalledOnce());
    expect(loaders.startup()?.levelUrl).toBe(LEVEL);

    const levelDone = callbacks();
    new loaders.pLoader(config).load(context('level', LEVEL), loaderConfig, levelDone);
    await vi.waitFor(() => expect(levelDone.onSuccess).toHaveBeenCalledOnce());
    expect(levelDone.onSuccess.mock.calls[0]![0]).toEqual({ url: LEVEL, data: '#EXTM3U level', code: 200 });

    const segmentDone = callbacks<FragmentLoaderContext>();
    const loader = new loaders.fLoader(config);
    loader.load(fragment(SEGMENT), loaderConfig, segmentDone);
    await vi.waitFor(() => expect(segmentDone.onSuccess).toHaveBeenCalledOnce());
    const [response, stats] = segmentDone.onSuccess.mock.calls[0]!;
    expect(response.data).toBeInstanceOf(ArrayBuffer);
    // The download's own times, so hls.js's bandwidth estimate sees the real speed, not a memory copy.
    expect(stats).toMatchObject({ loaded: 1000, total: 1000, loading: { start: 5, first: 8, end: 20 } });
    expect(stats).toBe(loader.stats);

    new loaders.fLoader(config).load(fragment(SEGMENT), loaderConfig, callbacks<FragmentLoaderContext>());
    expect(network).toEqual([`fragment ${SEGMENT}`]);
  });

  it('sends byte ranges, other segments and a missed prefetch to the network, sharing one stats object', async () => {
    const loaders = withStartup();
    const manifestDone = callbacks();
    new loaders.pLoader(config).load(context('manifest'), loaderConfig, manifestDone);
    await vi.waitFor(() => expect(manifestDone.onSuccess).toHaveBeenCalledOnce());
    const ranged = new loaders.fLoader(config);
    ranged.load(
      fragment(SEGMENT, { rangeStart: 100, rangeEnd: 900 }),
      loaderConfig,
      callbacks<FragmentLoaderContext>(),
    );
    new loaders.fLoader(config).load(
      fragment('http://cdn/vod/v360/seg-2.m4s'),
      loaderConfig,
      callbacks<FragmentLoaderContext>(),
    );
    expect(network).toEqual([`fragment ${SEGMENT}`, 'fragment http://cdn/vod/v360/seg-2.m4s']);
    expect(created[0]?.stats).toBe(ranged.stats);
  });
});
