import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAST_CONNECT_RETRY } from '../timings';
import { CAST_SENDER_URL, type CastGlobals, connectCastSender } from './cast-sender';
import { browserTimers } from './policies/timers';

/**
 * A fake of the parts of Google's `cast.framework` and `chrome.cast` the sender uses, written for these tests:
 * devices come and go by `setState`, the picker answers what `nextSession` says, the session records loads.
 */
function fakeCast() {
  const log: string[] = [];
  let state = 'NOT_CONNECTED';
  let listener: ((event: { castState: string }) => void) | null = null;
  const control = {
    log,
    nextSession: 'connect' as 'connect' | 'cancel' | 'session_error',
    loadFails: false,
    setState(next: string) {
      state = next;
      listener?.({ castState: next });
    },
  };
  const session = {
    loadMedia: async (request: {
      media: { url: string; type: string; streamType: string };
      currentTime?: number;
    }) => {
      log.push(
        `load ${request.media.url} ${request.media.type} ${request.media.streamType} at ${request.currentTime ?? '-'}`,
      );
      if (control.loadFails) throw 'load_failed';
    },
  };
  let connected = false;
  const context = {
    setOptions: (o: { receiverApplicationId: string; autoJoinPolicy: string }) =>
      log.push(`options ${o.receiverApplicationId} ${o.autoJoinPolicy}`),
    getCastState: () => state,
    addEventListener: (type: string, l: (event: { castState: string }) => void) => {
      log.push(`listen ${type}`);
      listener = l;
    },
    removeEventListener: () => {
      listener = null;
    },
    requestSession: async () => {
      log.push('picker');
      if (control.nextSession !== 'connect') throw control.nextSession;
      connected = true;
    },
    getCurrentSession: () => (connected ? session : null),
  };
  class MediaInfo {
    streamType = 'BUFFERED';
    constructor(
      readonly url: string,
      readonly type: string,
    ) {}
  }
  class LoadRequest {
    currentTime?: number;
    autoplay?: boolean;
    constructor(readonly media: MediaInfo) {}
  }
  const globals = {
    cast: {
      framework: {
        CastContext: { getInstance: () => context },
        CastContextEventType: { CAST_STATE_CHANGED: 'caststatechanged' },
        CastState: { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE' },
      },
    },
    chrome: {
      cast: {
        AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
        media: {
          DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
          StreamType: { BUFFERED: 'BUFFERED', LIVE: 'LIVE' },
          MediaInfo,
          LoadRequest,
        },
      },
    },
  } as unknown as CastGlobals;
  return { globals, control };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The sender script "loads": its framework shows up on the page only after `afterPolls` looks. */
function scriptThatInstalls(target: CastGlobals, fake: CastGlobals, afterPolls: number) {
  const loaded: string[] = [];
  return {
    loaded,
    load: async (src: string) => {
      loaded.push(src);
      if (afterPolls === 0) Object.assign(target, fake);
      else setTimeout(() => Object.assign(target, fake), afterPolls * CAST_CONNECT_RETRY.intervalMs);
    },
  };
}

describe('the Cast sender (001 §2, §7, §9)', () => {
  it('loads Google’s sender script at run time and waits for its framework, 250 ms at a time', async () => {
    const { globals } = fakeCast();
    const page: CastGlobals = {};
    const script = scriptThatInstalls(page, globals, 3);
    const pending = connectCastSender({
      timers: browserTimers,
      signal: new AbortController().signal,
      globals: page,
      load: script.load,
    });
    await vi.advanceTimersByTimeAsync(3 * CAST_CONNECT_RETRY.intervalMs);
    const sender = await pending;
    expect(script.loaded).toEqual([CAST_SENDER_URL]);
    expect(sender).not.toBeNull();
    sender?.destroy();
  });

  it('gives up after 20 looks (5 s) when the framework never arrives, so Remote Playback stays', async () => {
    const page: CastGlobals = {};
    let settled: unknown = 'pending';
    void connectCastSender({
      timers: browserTimers,
      signal: new AbortController().signal,
      globals: page,
      load: async () => undefined,
    }).then((s) => {
      settled = s;
    });
    await vi.advanceTimersByTimeAsync((CAST_CONNECT_RETRY.attempts - 1) * CAST_CONNECT_RETRY.intervalMs);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(CAST_CONNECT_RETRY.intervalMs);
    expect(settled).toBeNull();
  });

  it('is null when the script cannot be loaded (blocked, offline) or the player went away', async () => {
    const failing = connectCastSender({
      timers: browserTimers,
      signal: new AbortController().signal,
      globals: {},
      load: async () => Promise.reject(new Error('offline')),
    });
    await expect(failing).resolves.toBeNull();
    const gone = new AbortController();
    gone.abort();
    await expect(
      connectCastSender({
        timers: browserTimers,
        signal: gone.signal,
        globals: {},
        load: async () => undefined,
      }),
    ).resolves.toBeNull();
  });

  it('sets the receiver, follows device availability, and casts the stream the player chose', async () => {
    const { globals, control } = fakeCast();
    const sender = await connectCastSender({
      timers: browserTimers,
      signal: new AbortController().signal,
      globals,
      load: async () => undefined,
    });
    expect(control.log.slice(0, 2)).toEqual(['options CC1AD845 origin_scoped', 'listen caststatechanged']);
    const seen: boolean[] = [];
    sender!.onAvailability((a) => seen.push(a));
    control.setState('NO_DEVICES_AVAILABLE');
    expect(sender!.available()).toBe(false);
    control.setState('NOT_CONNECTED');
    expect(seen).toEqual([false, true]);

    await expect(
      sender!.cast({ url: 'https://cdn.test/vod.m3u8', protocol: 'hls', live: false, currentTime: 42 }),
    ).resolves.toBe('casting');
    await expect(
      sender!.cast({ url: 'https://cdn.test/live.mpd', protocol: 'dash', live: true }),
    ).resolves.toBe('casting');
    expect(control.log.filter((l) => l.startsWith('load'))).toEqual([
      'load https://cdn.test/vod.m3u8 application/x-mpegURL BUFFERED at 42',
      'load https://cdn.test/live.mpd application/dash+xml LIVE at -',
    ]);
    sender!.destroy();
  });

  it('answers the §8 texts: no source, a failed connection, a failed load; a closed picker is no error', async () => {
    const { globals, control } = fakeCast();
    const sender = (await connectCastSender({
      timers: browserTimers,
      signal: new AbortController().signal,
      globals,
      load: async () => undefined,
      receiverApplicationId: 'OPERATOR1',
    }))!;
    expect(control.log[0]).toBe('options OPERATOR1 origin_scoped');
    const media = { url: 'https://cdn.test/a.m3u8', protocol: 'hls' as const, live: true };
    await expect(sender.cast(null)).resolves.toBe('cast_no_source');
    control.nextSession = 'cancel';
    await expect(sender.cast(media)).resolves.toBe('cancelled');
    control.nextSession = 'session_error';
    await expect(sender.cast(media)).resolves.toBe('cast_connect_failed');
    control.nextSession = 'connect';
    control.loadFails = true;
    await expect(sender.cast(media)).resolves.toBe('cast_connect_failed');
    sender.destroy();
  });

  it('keeps a host’s own __onGCastApiAvailable handler working', async () => {
    const { globals } = fakeCast();
    const own = vi.fn();
    const page: CastGlobals = { __onGCastApiAvailable: own };
    await connectCastSender({
      timers: browserTimers,
      signal: new AbortController().signal,
      globals: page,
      load: async () => {
        Object.assign(page, globals);
        page.__onGCastApiAvailable?.(true);
      },
    });
    expect(own).toHaveBeenCalledWith(true);
  });
});
