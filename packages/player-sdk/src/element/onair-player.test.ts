import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromiumCapabilities } from '../../test/fixtures';
import { scriptedFactory } from '../../test/scripted-engine';
import type { OperatorApi } from '../api/operator-api';
import { createMemoryStorage } from '../storage/storage';
import type { OnAirPlayer, PlayerState } from '../types/player';
import { defineOnAirPlayer, OnAirPlayerElement } from './index';

vi.setConfig({ testTimeout: 30_000 });

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

let engines: ReturnType<typeof scriptedFactory>;
beforeEach(() => {
  vi.stubGlobal('MediaSource', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  engines = scriptedFactory();
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** An element with test engines, created (not yet in the document) so a test can set attributes first. */
function element(attributes: Record<string, string> = {}): OnAirPlayerElement {
  defineOnAirPlayer();
  const el = document.createElement('onair-player');
  el.options = {
    engineFactory: engines.factory,
    probeCapabilities: async () => chromiumCapabilities({ nativeHls: false }),
    storage: createMemoryStorage(),
    connectivityBaseUrl: 'http://backend',
    fetch: vi.fn<typeof fetch>(async () => new Response('', { status: 404 })),
    statsApi: false,
  };
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** Appends the element and returns its player with loadChannel/loadContent recorded. */
async function connect(el: OnAirPlayerElement): Promise<{ player: OnAirPlayer; calls: unknown[][] }> {
  const calls: unknown[][] = [];
  let player: OnAirPlayer | null = null;
  el.addEventListener('ready', (event) => {
    player = event.detail;
    vi.spyOn(player, 'loadChannel').mockImplementation(async (...args) => {
      calls.push(['loadChannel', ...args]);
    });
    vi.spyOn(player, 'loadContent').mockImplementation(async (...args) => {
      calls.push(['loadContent', ...args]);
    });
  });
  document.body.append(el);
  await settle();
  if (!player) throw new Error('no ready event');
  return { player, calls };
}

describe('<onair-player>', () => {
  it('is defined by the import and known to TypeScript by its tag', () => {
    defineOnAirPlayer();
    const el = document.createElement('onair-player');
    expect(el.constructor.name).toBe('OnAirPlayerElement');
    expect(customElements.get('onair-player')).toBe(el.constructor);
  });

  it('loads a channel (and its archive at ts) once per change, however many attributes were set', async () => {
    const el = element({ 'channel-id': '1', muted: '', autoplay: '' });
    const { calls, player } = await connect(el);
    expect(calls).toEqual([['loadChannel', 1, {}]]);
    expect(player.getState().muted).toBe(true);
    // A framework's bare `muted` arrives as '' (present), a bound false as false.
    el.muted = false;
    expect(player.getState().muted).toBe(false);
    (el as unknown as { muted: string }).muted = '';
    expect(player.getState().muted).toBe(true);
    el.setAttribute('channel-id', '2');
    el.setAttribute('ts', '1700000000');
    await settle();
    el.setAttribute('ts', '1700000000');
    await settle();
    expect(calls).toEqual([
      ['loadChannel', 1, {}],
      ['loadChannel', 2, { ts: 1700000000 }],
    ]);
    el.removeAttribute('channel-id');
    el.removeAttribute('ts');
    el.contentId = 'film-slug';
    el.setAttribute('library-id', '3');
    await settle();
    expect(calls.at(-1)).toEqual(['loadContent', 'film-slug', { libraryId: 3 }]);
  });

  it('refuses a bad attribute with a clear error and keeps playing what it had', async () => {
    const el = element({ 'channel-id': '1' });
    const { calls } = await connect(el);
    // The browser reports an exception of an attribute callback (as jsdom does) rather than throw it at the caller.
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      reported.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    el.setAttribute('ts', 'yesterday');
    window.removeEventListener('error', onError);
    expect(String(reported[0])).toBe('RangeError: <onair-player>: ts="yesterday" is not a number of seconds');
    await settle();
    expect(calls).toEqual([['loadChannel', 1, {}]]);
  });

  it('plays a ready source through the engine and tells the page: ready, sourcechange, statechange', async () => {
    const el = element();
    const seen: string[] = [];
    el.addEventListener('sourcechange', (e) => seen.push(`sourcechange ${e.detail.kind}`));
    const states: PlayerState[] = [];
    el.addEventListener('statechange', (e) => states.push(e.detail));
    document.body.append(el);
    el.source = { kind: 'content', contentId: 9, stream: { hls: 'http://media/9.m3u8' } };
    await vi.waitFor(() => expect(engines.engines[0]?.calls).toContain('load http://media/9.m3u8'));
    expect(seen).toEqual(['sourcechange content']);
    expect(states.at(-1)?.source?.contentId).toBe(9);
    el.setVolume(0.5);
    expect(el.getState().volume).toBe(0.5);
    expect(states.at(-1)?.volume).toBe(0.5);
  });

  it('sends a stream nothing can play to the error event with its stable code', async () => {
    const el = element();
    document.body.append(el);
    const error = new Promise<string>((resolve) =>
      el.addEventListener('error', (e) => resolve(e.detail.code)),
    );
    el.source = { kind: 'content', contentId: 9, stream: {} };
    expect(await error).toBe('source.no_playable_stream');
  });

  it('draws the whole skin in an open shadow root, labelled in the language of lang or the page', async () => {
    const el = element({ 'content-id': '5', lang: 'kk' });
    await connect(el);
    const shadow = within(el.shadowRoot as unknown as HTMLElement);
    await vi.waitFor(() => expect(shadow.getByRole('button', { name: 'Толық экран' })).toBeTruthy());
    expect(shadow.getByRole('region', { name: 'Бейнеплеер' })).toBeTruthy();
    expect(shadow.getByRole('group', { name: 'Плеерді басқару' })).toBeTruthy();
    el.setAttribute('lang', 'uz');
    await vi.waitFor(() => expect(shadow.getByRole('button', { name: 'Butun ekran' })).toBeTruthy());
    el.removeAttribute('lang');
    document.documentElement.lang = 'ru';
    el.setAttribute('lang', '');
    await vi.waitFor(() => expect(shadow.getByRole('button', { name: 'Во весь экран' })).toBeTruthy());
    document.documentElement.removeAttribute('lang');
    el.messages = { fullscreen_enter: 'Big screen' };
    await settle();
    expect(shadow.getByRole('button', { name: 'Big screen' })).toBeTruthy();
    expect(el.shadowRoot?.querySelector('[part~="control-bar"]')).toBeTruthy();
    expect(el.shadowRoot?.querySelector('video')?.getAttribute('part')).toBe('video');
  });

  it('offers the back button and the episodes as requests to the page', async () => {
    const el = element({ 'content-id': '5', 'back-button': '' });
    await connect(el);
    el.episodes = [
      { id: 1, title: 'Pilot' },
      { id: 2, title: 'Second' },
    ];
    el.currentEpisodeId = 1;
    el.nextEpisode = { id: 2, title: 'Second' };
    const asked: string[] = [];
    el.addEventListener('back', () => asked.push('back'));
    el.addEventListener('selectepisode', (e) => asked.push(`episode ${e.detail.id}`));
    el.addEventListener('nextepisode', () => asked.push('next'));
    await settle();
    const shadow = within(el.shadowRoot as unknown as HTMLElement);
    shadow.getByRole('button', { name: 'Back' }).click();
    shadow.getByRole('button', { name: 'Next episode: Second' }).click();
    shadow.getByRole('button', { name: 'Episodes' }).click();
    await settle();
    shadow.getByRole('menuitemradio', { name: 'Second' }).click();
    expect(asked).toEqual(['back', 'next', 'episode 2']);
  });

  it('keeps its player when moved in the page and destroys it a tick after it leaves', async () => {
    const el = element({ 'channel-id': '1' });
    const { player } = await connect(el);
    const destroy = vi.spyOn(player, 'destroy');
    const other = document.createElement('div');
    document.body.append(other);
    other.append(el);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(destroy).not.toHaveBeenCalled();
    expect(el.player).toBe(player);
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(el.player).toBeNull();
    expect(() => el.play()).toThrow(/no player/);
  });

  it('starts a new player on a new API and loads again through it', async () => {
    const el = element({ 'channel-id': '1', 'api-base': 'http://api.example/v2' });
    const first = await connect(el);
    const readies: OnAirPlayer[] = [];
    el.addEventListener('ready', (e) => readies.push(e.detail));
    const api = { channelStream: vi.fn() } as unknown as OperatorApi;
    el.api = api;
    expect(readies).toHaveLength(1);
    expect(readies[0]).not.toBe(first.player);
    expect(el.player).toBe(readies[0]);
  });
});

describe('<onair-player> set up before it is defined', () => {
  it('keeps the properties a page set on the plain element and loads through them once defined', async () => {
    // A tag of its own, so this element starts undefined as on a page whose script ran before the import.
    class LateElement extends OnAirPlayerElement {}
    const el = document.createElement('onair-late-player') as unknown as OnAirPlayerElement;
    const token = 'token-set-early';
    Object.assign(el, {
      accessToken: token,
      options: {
        engineFactory: engines.factory,
        probeCapabilities: async () => chromiumCapabilities({ nativeHls: false }),
        storage: createMemoryStorage(),
        connectivityBaseUrl: 'http://backend',
        statsApi: false,
      },
      source: { kind: 'content', contentId: 3, stream: { hls: 'http://media/3.m3u8' } },
    });
    document.body.append(el);
    customElements.define('onair-late-player', LateElement);
    expect(el).toBeInstanceOf(LateElement);
    expect(el.accessToken).toBe(token);
    await vi.waitFor(() => expect(engines.engines[0]?.calls).toContain('load http://media/3.m3u8'));
  });
});
