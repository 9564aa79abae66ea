import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromiumCapabilities, liveSource } from '../../test/fixtures';
import { scriptedFactory } from '../../test/scripted-engine';
import { createPlayer } from '../player/create-player';
import { createMemoryStorage } from '../storage/storage';
import type { Player as PlayerInstance } from '../types/player';
import { usePlayer, usePlayerState } from './hooks';
import { Player } from './Player';

const chromium = chromiumCapabilities();

const live = (channelId: number) => liveSource(channelId);

function testOptions() {
  const { factory, engines } = scriptedFactory();
  return {
    engines,
    options: {
      engineFactory: factory,
      probeCapabilities: async () => chromium,
      storage: createMemoryStorage(),
      connectivityBaseUrl: 'http://backend',
      fetch: vi.fn<typeof fetch>(async () => new Response('ok')),
    },
  };
}

/** Lets the player's async load (capability probe, engine factory) settle. */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Volume() {
  const player = usePlayer();
  const volume = usePlayerState((s) => s.volume);
  return (
    <button type="button" onClick={() => player?.setVolume(0.25)}>
      volume {volume}
    </button>
  );
}

/** Notes each render that has the player, to order them against the player's first request. */
function RenderLog({ log }: { log: string[] }) {
  const player = usePlayer();
  if (player) log.push('render with player');
  return null;
}

describe('<Player>', () => {
  it('under StrictMode builds one player and one engine, and loads once', async () => {
    const { engines, options } = testOptions();
    const onReady = vi.fn();
    render(
      <StrictMode>
        <Player {...options} source={live(1)} onReady={onReady} />
      </StrictMode>,
    );
    await settle();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(engines).toHaveLength(1);
    expect(engines[0]!.calls.filter((c) => c.startsWith('load'))).toEqual(['load http://media/live/1.m3u8']);
    expect(document.querySelectorAll('video')).toHaveLength(1);
  });

  it('asks for what to play as it creates the player, before the render its state change causes', async () => {
    const { options } = testOptions();
    const asked: string[] = [];
    render(
      <Player
        {...options}
        channelId={7}
        onReady={(p) => {
          // (No operator API here: the call is recorded, not carried out.)
          p.loadChannel = async (id) => {
            asked.push(`loadChannel ${id}`);
          };
        }}
      >
        <RenderLog log={asked} />
      </Player>,
    );
    await settle();
    expect(asked[0]).toBe('loadChannel 7');
    expect(asked.filter((a) => a.startsWith('loadChannel'))).toHaveLength(1);
  });

  it('destroys the player and removes its video on unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { engines, options } = testOptions();
    let instance: PlayerInstance | null = null;
    const { unmount } = render(<Player {...options} source={live(1)} onReady={(p) => (instance = p)} />);
    await settle();
    const destroy = vi.spyOn(instance!, 'destroy');
    unmount();
    vi.runOnlyPendingTimers();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(engines[0]!.destroyed).toBe(true);
    expect(document.querySelectorAll('video')).toHaveLength(0);
  });

  it('takes over a player the host started, under StrictMode: its video moved in, not loaded again, destroyed on unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { engines, options } = testOptions();
    const container = document.createElement('div');
    const early = createPlayer({ ...options, container });
    await early.load(live(1));
    const adopt = vi.fn(() => ({ player: early, container }));
    const onReady = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <Player {...options} source={live(1)} adopt={adopt} onReady={onReady}>
          <Volume />
        </Player>
      </StrictMode>,
    );
    await settle();
    expect(adopt).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(early);
    expect(engines).toHaveLength(1);
    expect(engines[0]!.calls.filter((c) => c.startsWith('load'))).toEqual(['load http://media/live/1.m3u8']);
    const videos = document.querySelectorAll('.onair-react-player__media video');
    expect(videos).toHaveLength(1);
    expect(videos[0]).toBe(early.video);
    expect(container.childNodes).toHaveLength(0);
    // Its state reaches the children as the component's own player's does.
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('volume 0.25');
    unmount();
    vi.runOnlyPendingTimers();
    expect(engines[0]!.destroyed).toBe(true);
    expect(document.querySelectorAll('video')).toHaveLength(0);
  });

  it('takes over a player whose box is in the document: the video never out of it at a checkpoint, not paused, not loaded again', async () => {
    const { engines, options } = testOptions();
    const container = document.createElement('div');
    document.body.append(container);
    const early = createPlayer({ ...options, container });
    await early.load(live(1));
    const video = early.video!;
    const pause = vi.spyOn(video, 'pause');
    const reload = vi.spyOn(video, 'load');
    // HTML pauses a media element removed from a document if it is still out at the next stable state: every
    // microtask checkpoint the move could have crossed is seen by this observer.
    const connectedAtCheckpoints: boolean[] = [];
    const observer = new MutationObserver(() => connectedAtCheckpoints.push(video.isConnected));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<Player {...options} source={live(1)} adopt={() => ({ player: early, container })} />);
    await settle();
    observer.disconnect();
    expect(connectedAtCheckpoints.length).toBeGreaterThan(0);
    expect(connectedAtCheckpoints.every(Boolean)).toBe(true);
    expect(document.querySelector('.onair-react-player__media video')).toBe(video);
    expect(container.isConnected).toBe(false);
    expect(pause).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(engines).toHaveLength(1);
    expect(engines[0]!.calls.filter((c) => c.startsWith('load'))).toEqual(['load http://media/live/1.m3u8']);
  });

  it('reports the first frame a taken-over player had outside the page once its box has been painted', async () => {
    const { options } = testOptions();
    const container = document.createElement('div');
    const early = createPlayer({ ...options, container });
    const onFirstFrame = vi.fn();
    // A frame of our own: the workers share one jsdom (vitest.config.ts, isolate: false), and a file that called
    // requestAnimationFrame under fake timers leaves jsdom's frame interval dead for every later file.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
    );
    render(
      <Player
        {...options}
        source={live(1)}
        adopt={() => ({ player: early, container, firstFrame: { ms: 250, picture: false } })}
        onFirstFrame={onFirstFrame}
      />,
    );
    expect(onFirstFrame).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onFirstFrame).toHaveBeenCalledWith({ ms: 250, picture: false }));
    expect(onFirstFrame).toHaveBeenCalledTimes(1);
  });

  it('creates its own player when the host has none to hand over', async () => {
    const { engines, options } = testOptions();
    render(<Player {...options} source={live(2)} adopt={() => null} />);
    await settle();
    expect(engines.map((e) => e.plan?.url)).toEqual(['http://media/live/2.m3u8']);
  });

  it('reloads only when what to play changes', async () => {
    const { engines, options } = testOptions();
    const { rerender } = render(<Player {...options} source={live(1)} />);
    await settle();
    rerender(<Player {...options} source={live(1)} />);
    await settle();
    expect(engines).toHaveLength(1);
    rerender(<Player {...options} source={live(2)} />);
    await settle();
    expect(engines.map((e) => e.plan?.url)).toEqual(['http://media/live/1.m3u8', 'http://media/live/2.m3u8']);
    expect(engines[0]!.destroyed).toBe(true);
  });

  it('waits 600 ms on a change of channel, so zapping asks only for the channel stayed on (001 §4)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { options } = testOptions();
    const asked: string[] = [];
    const record = (p: PlayerInstance) => {
      p.loadChannel = async (id, o) => {
        asked.push(`channel ${id}${o?.ts ? ` at ${o.ts}` : ''}`);
      };
    };
    const { rerender } = render(<Player {...options} channelId={1} onReady={record} />);
    await settle();
    expect(asked).toEqual(['channel 1']);
    rerender(<Player {...options} channelId={2} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<Player {...options} channelId={3} />);
    act(() => vi.advanceTimersByTime(599));
    expect(asked).toEqual(['channel 1']);
    act(() => vi.advanceTimersByTime(1));
    expect(asked).toEqual(['channel 1', 'channel 3']);
    // A new archive position on the same channel loads at once; zapDelayMs={0} turns the wait off.
    rerender(<Player {...options} channelId={3} ts={1000} />);
    expect(asked).toEqual(['channel 1', 'channel 3', 'channel 3 at 1000']);
    rerender(<Player {...options} channelId={4} zapDelayMs={0} />);
    expect(asked.at(-1)).toBe('channel 4');
  });

  it('gives children the player and a selected slice of its state', async () => {
    const { options } = testOptions();
    render(
      <Player {...options} source={live(1)}>
        <Volume />
      </Player>,
    );
    await settle();
    expect(screen.getByRole('button').textContent).toBe('volume 1');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('volume 0.25');
  });

  it('passes the episodes on, and a next episode the player moved to is not loaded again by the host', async () => {
    const { engines, options } = testOptions();
    const stream = (id: number) => ({ hls: `http://media/vod/${id}.m3u8` });
    const contentStream = vi.fn(async (id: string | number) => stream(Number(id)));
    const api = { channelStream: vi.fn(), contentStream, schedule: vi.fn(async () => []), stat: vi.fn() };
    const episodes = [
      { id: 1, season: 1, series: 1 },
      { id: 2, season: 1, series: 2 },
    ];
    let instance: PlayerInstance | null = null;
    const { rerender } = render(
      <Player
        {...options}
        statsApi={false}
        api={api}
        contentId={1}
        episodes={episodes}
        onReady={(p) => (instance = p)}
      />,
    );
    await vi.waitFor(() => expect(instance!.getState().source).toMatchObject({ contentId: 1, episodes }));
    expect(contentStream).toHaveBeenCalledTimes(1);
    await act(async () => {
      await instance!.load({ kind: 'content', contentId: 2, stream: stream(2), startType: 'next_episode' });
    });
    rerender(<Player {...options} statsApi={false} api={api} contentId={2} episodes={episodes} />);
    await settle();
    expect(contentStream).toHaveBeenCalledTimes(1);
    expect(engines.map((e) => e.plan?.url)).toEqual(['http://media/vod/1.m3u8', 'http://media/vod/2.m3u8']);
    // A real change of content still loads.
    rerender(<Player {...options} statsApi={false} api={api} contentId={1} episodes={episodes} />);
    await vi.waitFor(() => expect(contentStream).toHaveBeenCalledTimes(2));
  });

  it('talks to an apiBase through the HTTP operator API with its access token, as the element does', async () => {
    const { options } = testOptions();
    const api = vi.fn<typeof fetch>(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', api);
    try {
      render(
        <Player
          {...options}
          statsApi={false}
          apiBase="http://api.example/v2"
          accessToken="tok"
          contentId={4}
        />,
      );
      await vi.waitFor(() => expect(api).toHaveBeenCalled());
      const url = new URL(String(api.mock.calls[0]?.[0]));
      expect(`${url.origin}${url.pathname}`).toMatch(/^http:\/\/api\.example\/v2\/contents\/4\//);
      expect(url.searchParams.get('access_token')).toBe('tok');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('forwards errors to onError', async () => {
    const { options } = testOptions();
    const onError = vi.fn();
    render(<Player {...options} source={{ kind: 'live', stream: {}, channelId: 9 }} onError={onError} />);
    await settle();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'source.no_playable_stream' }));
  });
});

describe('<Player> on the server', () => {
  it('renders the poster shell without touching window', () => {
    const html = renderToString(
      <Player channelId={5} poster="/poster.jpg" aria-label="Channel 5">
        <span>skin</span>
      </Player>,
    );
    expect(html).toContain('aria-label="Channel 5"');
    expect(html).toContain('/poster.jpg');
    expect(html).toContain('skin');
  });
});
