import { describe, expect, it, vi } from 'vitest';
import { chromiumCapabilities, liveSource, playerDomPerTest } from '../../test/fixtures';
import { type ScriptedEngine, scriptedFactory } from '../../test/scripted-engine';
import type { EngineFactory, EngineName } from '../engines/engine';
import { createMemoryStorage } from '../storage/storage';
import { createPlayer } from './create-player';

const chromium = chromiumCapabilities({ nativeHls: false });

const live = (channelId: number) => liveSource(channelId, 'hls_mbr');

const container = playerDomPerTest();

/** The scripted factory, made to preload like the built-in one and to report a bandwidth estimate. */
function setup(preloads = true, estimate: number | null = 3_000_000) {
  const scripted = scriptedFactory();
  const preload = vi.fn<(name: EngineName, protocol?: string, playlist?: Promise<string | null>) => void>();
  const create: EngineFactory = async (name, context) => {
    const engine = await scripted.factory(name, context);
    return Object.assign(engine, { bandwidthEstimate: () => estimate });
  };
  const factory: EngineFactory = preloads ? Object.assign(create, { preload }) : create;
  const probe = vi.fn(async () => chromium);
  const fetcher = vi.fn<typeof fetch>(async (input) => new Response(`#EXTM3U ${String(input)}`));
  const player = createPlayer({
    container: container(),
    storage: createMemoryStorage(),
    engineFactory: factory,
    probeCapabilities: probe,
    fetch: fetcher,
    connectivityBaseUrl: 'http://backend',
  });
  return { player, engines: scripted.engines as ScriptedEngine[], preload, probe, fetcher };
}

describe('session warm-up (startup and zap)', () => {
  it('starts the manifest download as soon as the source is known; a clear HLS load imports hls.js itself', async () => {
    const { player, engines, preload, fetcher } = setup();
    await player.load(live(1));
    // Nothing holds this source, so hls.js's chunk is left to the load: it runs after the startup picture.
    expect(preload).not.toHaveBeenCalled();
    expect(engines[0]!.name).toBe('hls');
    expect(fetcher).toHaveBeenCalledWith('http://media/live/1/master.m3u8', expect.anything());
    const manifest = engines[0]!.context.takeManifest?.('http://media/live/1/master.m3u8');
    expect(await manifest).toMatchObject({ text: '#EXTM3U http://media/live/1/master.m3u8', status: 200 });
    // Handed out once: a second engine of the same source asks the network itself.
    expect(engines[0]!.context.takeManifest?.('http://media/live/1/master.m3u8')).toBeNull();
  });

  it('starts the engine chunk at once when a pre-roll or packshots hold the source first', async () => {
    // The packshot plays on the element meanwhile: jsdom has no play().
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    try {
      const { player, preload } = setup();
      const source = live(2);
      const held = {
        ...source,
        stream: { ...source.stream, packshots: [{ url: 'http://ads/packshot.png' }] },
      };
      void player.load(held);
      await vi.waitFor(() => expect(preload).toHaveBeenCalledWith('hls', 'hls', expect.any(Promise)));
      // The playlist on its way, so the preload fetches the hls.js build it needs (engines/hls-build.ts).
      const playlist = preload.mock.calls[0]?.[2] as unknown as Promise<string | null>;
      expect(await playlist).toBe(`#EXTM3U ${source.stream.hls ?? source.stream.hls_mbr}`);
      await vi.waitFor(() => expect(play).toHaveBeenCalled());
      player.destroy();
    } finally {
      play.mockRestore();
    }
  });

  it('probes the browser while packshots hold the source, even for a factory that cannot preload', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    try {
      const { player, probe } = setup(false);
      const source = live(3);
      void player.load({
        ...source,
        stream: { ...source.stream, packshots: [{ url: 'http://ads/packshot.png' }] },
      });
      await vi.waitFor(() => expect(play).toHaveBeenCalled());
      // The packshot is still on: only the warm-up can have asked.
      expect(probe).toHaveBeenCalledTimes(1);
      player.destroy();
    } finally {
      play.mockRestore();
    }
  });

  it('follows the manifest with the start rendition, choosing it from the estimate the last stream carried', async () => {
    const { player, engines, fetcher } = setup(true, 1_000_000);
    fetcher.mockImplementation(async (input) => {
      const url = String(input);
      if (!url.endsWith('master.m3u8')) return new Response('#EXTM3U\n#EXT-X-TARGETDURATION:2\n');
      const variants = [
        '#EXT-X-STREAM-INF:BANDWIDTH=150000',
        'low.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=900000',
        'high.m3u8',
      ];
      return new Response(['#EXTM3U', ...variants].join('\n'));
    });
    await player.load(live(1));
    const first = await engines[0]!.context.takeManifest?.('http://media/live/1/master.m3u8');
    // Nothing measured yet: hls.js's own 500 kbit/s guess admits only the low rendition.
    expect(first?.startup?.levelUrl).toBe('http://media/live/1/low.m3u8');
    await player.load(live(2));
    const second = await engines[1]!.context.takeManifest?.('http://media/live/2/master.m3u8');
    // The first engine measured 1 Mbit/s, which carries the high one.
    expect(second?.startup?.levelUrl).toBe('http://media/live/2/high.m3u8');
    expect(fetcher).toHaveBeenCalledWith('http://media/live/2/high.m3u8', expect.anything());
  });

  it('probes the browser once per player, not on every channel switch', async () => {
    const { player, probe } = setup();
    await player.load(live(1));
    await player.load(live(2));
    await player.load(live(3));
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('probes again after a failed probe', async () => {
    const { player, probe } = setup();
    probe.mockRejectedValueOnce(new Error('probe failed'));
    await player.load(live(1));
    await player.load(live(2));
    expect(probe).toHaveBeenCalledTimes(2);
    expect(player.getState().engine).toBe('hls');
  });

  it('carries the last bandwidth estimate into the next engine so a switch starts at a fitting rendition', async () => {
    const { player, engines } = setup();
    await player.load(live(1));
    expect(engines[0]!.context.bandwidthEstimate).toBeUndefined();
    await player.load(live(2));
    expect(engines[1]!.context.bandwidthEstimate).toBe(3_000_000);
  });

  it('does not fetch manifests for a factory that does not preload (its engines would not take them)', async () => {
    const { player, fetcher } = setup(false);
    await player.load(live(1));
    expect(fetcher).not.toHaveBeenCalledWith('http://media/live/1/master.m3u8', expect.anything());
  });

  it('does not prefetch a DASH manifest (shaka fetches its own) but still preloads its chunk', async () => {
    const { player, preload, fetcher } = setup();
    await player.load({
      kind: 'content',
      stream: {
        streams: [{ type: 'dash_clearkey', url: 'http://media/cenc.mpd' }],
        laClearkey: 'http://lic',
      },
    });
    expect(preload).toHaveBeenCalledWith('shaka', 'dash');
    expect(fetcher).not.toHaveBeenCalledWith('http://media/cenc.mpd', expect.anything());
  });

  it('aborts a pending prefetch when the player is destroyed', async () => {
    const { player, fetcher } = setup();
    let signal: AbortSignal | undefined;
    fetcher.mockImplementation(async (_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    void player.load(live(1));
    await vi.waitFor(() => expect(signal).toBeDefined());
    player.destroy();
    expect(signal?.aborted).toBe(true);
  });

  it('plays a clear stream without waiting for the key-system probe', async () => {
    const { player, engines, probe } = setup();
    probe.mockImplementation(() => new Promise<never>(() => undefined));
    await player.load(live(1));
    expect(engines[0]?.calls).toContain('load http://media/live/1/master.m3u8');
    expect(player.getState().engine).toBe('hls');
  });

  it('waits for the probe when the stream offers DRM (the answer decides the plan)', async () => {
    const { player, engines, probe } = setup();
    let answer: (caps: typeof chromium) => void = () => undefined;
    probe.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const loading = player.load({
      kind: 'content',
      stream: {
        streams: [{ type: 'dash_clearkey', url: 'http://media/cenc.mpd' }],
        laClearkey: 'http://lic',
      },
    });
    await Promise.resolve();
    expect(engines).toHaveLength(0);
    answer(chromium);
    await loading;
    expect(player.getState().engine).toBe('shaka');
  });
});
