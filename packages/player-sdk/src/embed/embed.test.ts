import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbedBridge } from './bridge';
import { EmbeddedPlayer } from './embedded-player';
import type { EmbedEventName, EmbedState, EmbedTarget } from './protocol';
import { parseHostMessage } from './protocol';

const PARTNER = 'https://partner.example';
const EMBED = 'https://tv.example';
/** What an operator's configuration opens for the partner in most tests. */
const PARTNER_LISTS = { control: [PARTNER], read: [PARTNER] };

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
    location: {
      origin: EMBED,
      ancestorOrigins: options.ancestor === null ? [] : [options.ancestor ?? partnerOrigin],
    },
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
    const bridge = createEmbedBridge({
      target,
      window: w.iframeWin as unknown as Window,
      allow: PARTNER_LISTS,
    });
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
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window, allow: PARTNER_LISTS });
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
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window, allow: PARTNER_LISTS });
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

  it('keeps control to the allow-list while the read list lets the partner read', async () => {
    const w = wire();
    const { target } = fakeTarget();
    createEmbedBridge({
      target,
      window: w.iframeWin as unknown as Window,
      allow: { control: ['https://trusted.example'], read: [PARTNER] },
    });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
      timeoutMs: 300,
    });
    const ready = await host.ready();
    expect(ready.capabilities).toEqual(['getState']);
    expect(await host.getState()).toMatchObject({ live: true });
    await expect(host.play()).rejects.toMatchObject({ code: 'embed.forbidden' });
    expect(target.play).not.toHaveBeenCalled();
  });

  it('tells a partner that connects after autoplay began that it is playing, once', async () => {
    const w = wire();
    const { target, state } = fakeTarget();
    state.paused = false;
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window, allow: PARTNER_LISTS });
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
    const bridge = createEmbedBridge({
      target,
      window: w.iframeWin as unknown as Window,
      allow: PARTNER_LISTS,
    });
    expect(bridge.parentOrigin).toBeNull();
    emit('timeupdate', { currentTime: 1 });
    expect(w.deliveries).toHaveLength(0);
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
    });
    await host.ready();
    expect(bridge.parentOrigin).toBe(PARTNER);
  });

  // Issue 21 item 7: before the fix both lists defaulted to '*', so any page that framed the embed could drive it.
  it('is closed unless opened: with no lists only its own origin is served, and a partner hears why', async () => {
    const w = wire();
    const { target } = fakeTarget();
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
      timeoutMs: 2000,
    });
    await expect(host.ready()).rejects.toMatchObject({ code: 'embed.forbidden' });
    w.contentWindow.postMessage({ onair: 1, kind: 'command', id: 9, method: 'play', args: [] }, EMBED);
    await flush();
    expect(target.play).not.toHaveBeenCalled();
    expect(w.deliveries).toContainEqual({
      to: 'partner',
      targetOrigin: PARTNER,
      data: expect.objectContaining({
        kind: 'response',
        id: 9,
        ok: false,
        error: expect.objectContaining({ code: 'embed.forbidden' }),
      }),
    });
    host.destroy();

    const own = wire({ partnerOrigin: EMBED });
    const ownTarget = fakeTarget().target;
    createEmbedBridge({ target: ownTarget, window: own.iframeWin as unknown as Window });
    const ownHost = new EmbeddedPlayer(own.iframe as unknown as HTMLIFrameElement, {
      window: own.partnerWin as unknown as Window,
    });
    await ownHost.play();
    expect(ownTarget.play).toHaveBeenCalledTimes(1);
  });

  // Issue 21 item 7: before the fix a command from an unlisted origin was dropped in silence (the partner timed out).
  it("answers a foreign origin's play with an explicit rejection and posts nothing else to it", async () => {
    const w = wire();
    const { target } = fakeTarget();
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window, allow: PARTNER_LISTS });
    const evil = 'https://evil.example';
    w.iframeWin.dispatchEvent(
      messageEvent({ onair: 1, kind: 'command', id: 3, method: 'play', args: [] }, evil, w.parentProxy),
    );
    await flush();
    expect(target.play).not.toHaveBeenCalled();
    const toEvil = w.deliveries.filter((d) => d.targetOrigin === evil);
    expect(toEvil).toHaveLength(1);
    expect(toEvil[0]?.data).toMatchObject({
      kind: 'response',
      id: 3,
      ok: false,
      error: { code: 'embed.forbidden' },
    });
  });

  // Issue 21 item 7: before the fix a timed-out handshake left the handle broken: every later command rejected.
  it('says hello again after a handshake time-out and connects to an embed that started late', async () => {
    const w = wire();
    const { target } = fakeTarget();
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
      timeoutMs: 300,
    });
    await expect(host.ready()).rejects.toMatchObject({ code: 'embed.timeout' });
    createEmbedBridge({ target, window: w.iframeWin as unknown as Window, allow: PARTNER_LISTS });
    await host.play();
    expect(target.play).toHaveBeenCalledTimes(1);
    await expect(host.ready()).resolves.toMatchObject({ version: 1 });
  });

  // Issue 21 item 7: before the fix a reload kept the old page's handshake, so commands went to a page not yet
  // listening and timed out.
  it("waits for the reloaded embed's new handshake before sending commands", async () => {
    const w = wire();
    const first = fakeTarget().target;
    const bridge = createEmbedBridge({
      target: first,
      window: w.iframeWin as unknown as Window,
      allow: PARTNER_LISTS,
    });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
      timeoutMs: 2000,
    });
    await host.ready();
    await flush(); // the old page's answers to earlier hellos arrive before it unloads
    bridge.destroy();
    w.iframe.dispatchEvent(new Event('load'));
    const playing = host.play();
    await new Promise((r) => setTimeout(r, 100));
    const second = fakeTarget().target;
    createEmbedBridge({ target: second, window: w.iframeWin as unknown as Window, allow: PARTNER_LISTS });
    await playing;
    expect(second.play).toHaveBeenCalledTimes(1);
    expect(first.play).not.toHaveBeenCalled();
  });

  // Issue 21 item 7: a command sent just before a reload reaches the dying page and is lost; the handle sends it
  // again to the reloaded page instead of timing out.
  it('sends a command lost in a reload again to the reloaded page', async () => {
    const w = wire();
    const first = fakeTarget().target;
    const bridge = createEmbedBridge({
      target: first,
      window: w.iframeWin as unknown as Window,
      allow: PARTNER_LISTS,
    });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
      timeoutMs: 2000,
    });
    await host.ready();
    await flush();
    bridge.destroy(); // the old page is unloading: it hears nothing any more
    const pausing = host.pause();
    await flush();
    w.iframe.dispatchEvent(new Event('load'));
    const second = fakeTarget().target;
    createEmbedBridge({ target: second, window: w.iframeWin as unknown as Window, allow: PARTNER_LISTS });
    await pausing;
    expect(second.pause).toHaveBeenCalledTimes(1);
  });

  it("re-announces its capabilities when the operator's lists arrive after it opened", async () => {
    const w = wire();
    const { target } = fakeTarget();
    const bridge = createEmbedBridge({
      target,
      window: w.iframeWin as unknown as Window,
      allow: { read: [PARTNER] },
    });
    const host = new EmbeddedPlayer(w.iframe as unknown as HTMLIFrameElement, {
      window: w.partnerWin as unknown as Window,
    });
    const seen: unknown[] = [];
    host.on('ready', (data) => seen.push((data as { capabilities: string[] }).capabilities));
    await host.ready();
    bridge.setAllow(PARTNER_LISTS);
    await flush();
    await flush();
    expect(seen[0]).toEqual(['getState']);
    expect(seen.at(-1)).toEqual(expect.arrayContaining(['getState', 'play', 'load']));
    await host.play();
    expect(target.play).toHaveBeenCalledTimes(1);
  });
});
