import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbedBridge, type EmbedTarget } from './bridge';
import { EmbeddedPlayer } from './embedded-player';
import type { EmbedEventName, EmbedState } from './protocol';
import { parseHostMessage } from './protocol';

const PARTNER = 'https://partner.example';
const EMBED = 'https://tv.example';

function messageEvent(data: unknown, origin: string, source: unknown): Event {
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  });
  return event;
}

/** Two fake windows wired like a partner page and its iframe, delivering messages asynchronously. */
function wire(
  options: {
    partnerOrigin?: string;
    ancestor?: string | null;
    allow?: Parameters<typeof createEmbedBridge>[0]['allow'];
  } = {},
) {
  const partnerOrigin = options.partnerOrigin ?? PARTNER;
  const partnerWin = Object.assign(new EventTarget(), { location: { href: `${partnerOrigin}/page` } });
  const iframeWin = new EventTarget() as EventTarget & Record<string, unknown>;
  const deliveries: Array<{ to: 'partner' | 'iframe'; data: unknown; targetOrigin: string }> = [];
  const parentProxy = {
    postMessage(data: unknown, targetOrigin: string) {
      deliveries.push({ to: 'partner', data, targetOrigin });
      if (targetOrigin !== partnerOrigin) return;
      queueMicrotask(() =>
        partnerWin.dispatchEvent(messageEvent(structuredClone(data), EMBED, contentWindow)),
      );
    },
  };
  const contentWindow = {
    postMessage(data: unknown, targetOrigin: string) {
      deliveries.push({ to: 'iframe', data, targetOrigin });
      if (targetOrigin !== EMBED) return;
      queueMicrotask(() =>
        iframeWin.dispatchEvent(messageEvent(structuredClone(data), partnerOrigin, parentProxy)),
      );
    },
  };
  Object.assign(iframeWin, {
    parent: parentProxy,
    location: { ancestorOrigins: options.ancestor === null ? [] : [options.ancestor ?? partnerOrigin] },
    document: { referrer: '' },
  });
  const iframe = Object.assign(new EventTarget(), { src: `${EMBED}/channel_embed/1`, contentWindow });
  return { partnerWin, iframeWin, parentProxy, contentWindow, iframe, deliveries };
}

function fakeTarget() {
  const state: EmbedState = {
    paused: true,
    currentTime: 0,
    duration: 0,
    volume: 1,
    muted: true,
    live: true,
    ended: false,
    wallClockMs: null,
    adPlaying: false,
    error: null,
  };
  let emit: (event: EmbedEventName, data: unknown) => void = () => {};
  const target: EmbedTarget = {
    play: vi.fn(() => {
      state.paused = false;
      emit('play', null);
    }),
    pause: vi.fn(() => {
      state.paused = true;
      emit('pause', null);
    }),
    seek: vi.fn((s: number) => {
      state.currentTime = s;
    }),
    setVolume: vi.fn((v: number) => {
      state.volume = v;
    }),
    setMuted: vi.fn((m: boolean) => {
      state.muted = m;
    }),
    load: vi.fn(async () => {
      throw new Error('Channel 404 not found');
    }),
    getState: () => ({ ...state }),
    onEvent(listener, signal) {
      emit = (e, d) => {
        if (!signal.aborted) listener(e, d);
      };
    },
  };
  return { target, state, emit: (e: EmbedEventName, d: unknown) => emit(e, d) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('embed protocol', () => {
  it('accepts only well-formed host messages', () => {
    expect(parseHostMessage({ onair: 1, kind: 'command', id: 1, method: 'play' })).toEqual({
      onair: 1,
      kind: 'command',
      id: 1,
      method: 'play',
      args: [],
    });
    for (const bad of [
      null,
      'play',
      { kind: 'command', id: 1, method: 'play' },
      { onair: 2, kind: 'hello' },
      { onair: 1, kind: 'command', id: '1', method: 'play' },
      { onair: 1, kind: 'command', id: 1, method: 'eval' },
      { onair: 1, kind: 'command', id: 1, method: 'seek', args: 'x' },
    ]) {
      expect(parseHostMessage(bad)).toBeNull();
    }
  });
});

describe('EmbeddedPlayer ↔ embed bridge', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it('handshakes, then commands resolve and events arrive in order', async () => {
    const w = wire();
    const { target } = fakeTarget();
    const bridge = createEmbedBridge({ target, window: w.iframeWin as unknown as Window });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
    });
    const ready = await host.ready();
    expect(ready.capabilities).toEqual(expect.arrayContaining(['play', 'pause', 'seek', 'getState', 'load']));
    const events: string[] = [];
    host.on('play', () => events.push('play'));
    host.on('pause', () => events.push('pause'));
    await host.play();
    await host.seek(42);
    await host.setVolume(0.5);
    await host.unmute();
    await host.pause();
    await flush();
    expect(events).toEqual(['play', 'pause']);
    expect(await host.getState()).toMatchObject({ paused: true, currentTime: 42, volume: 0.5, muted: false });
    // Everything the embed sent went to the partner's origin only.
    expect(w.deliveries.filter((d) => d.to === 'partner').every((d) => d.targetOrigin === PARTNER)).toBe(
      true,
    );
    host.destroy();
    host.destroy();
    bridge.destroy();
  });

  it('rejects bad arguments and failed loads with the embed’s error', async () => {
    const w = wire();
    const { target } = fakeTarget();
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
    });
    await expect(host.setVolume(3)).rejects.toMatchObject({ code: 'embed.bad_arguments' });
    await expect(host.load({ channelId: 404 })).rejects.toMatchObject({
      code: 'embed.failed',
      message: 'Channel 404 not found',
    });
    expect(target.setVolume).not.toHaveBeenCalled();
  });

  it('ignores messages from a foreign frame or origin', async () => {
    const w = wire();
    const { target } = fakeTarget();
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window });
    const command = { onair: 1, kind: 'command', id: 7, method: 'play', args: [] };
    w.iframeWin.dispatchEvent(messageEvent(command, PARTNER, { postMessage() {} }));
    w.iframeWin.dispatchEvent(messageEvent(command, 'https://evil.example', w.parentProxy));
    w.iframeWin.dispatchEvent(messageEvent('{"onair":1', PARTNER, w.parentProxy));
    await flush();
    expect(target.play).not.toHaveBeenCalled();
    w.iframeWin.dispatchEvent(messageEvent(command, PARTNER, w.parentProxy));
    await flush();
    expect(target.play).toHaveBeenCalledTimes(1);
  });

  it('keeps control to the allow-list while read-only calls stay open', async () => {
    const w = wire();
    const { target } = fakeTarget();
    createEmbedBridge({
      target,
      window: w.iframeWin as unknown as Window,
      allow: { control: ['https://trusted.example'] },
    });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
      timeoutMs: 300,
    });
    const ready = await host.ready();
    expect(ready.capabilities).toEqual(['getState']);
    expect(await host.getState()).toMatchObject({ live: true });
    await expect(host.play()).rejects.toMatchObject({ code: 'embed.timeout' });
    expect(target.play).not.toHaveBeenCalled();
  });

  it('tells a partner that connects after autoplay began that it is playing, once', async () => {
    const w = wire();
    const { target, state } = fakeTarget();
    state.paused = false;
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
    });
    const events: string[] = [];
    host.on('play', () => events.push('play'));
    await host.ready();
    // A second hello (the partner retries until it hears ready) does not repeat it.
    w.contentWindow.postMessage({ onair: 1, kind: 'hello' }, EMBED);
    await flush();
    await flush();
    expect(events).toEqual(['play']);
  });

  it('learns the parent origin from an allowed hello when neither ancestorOrigins nor referrer tell it', async () => {
    const w = wire({ ancestor: null });
    const { target, emit } = fakeTarget();
    const bridge = createEmbedBridge({ target, window: w.iframeWin as unknown as Window });
    expect(bridge.parentOrigin).toBeNull();
    emit('timeupdate', { currentTime: 1 });
    expect(w.deliveries).toHaveLength(0);
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
    });
    await host.ready();
    expect(bridge.parentOrigin).toBe(PARTNER);
  });
});
