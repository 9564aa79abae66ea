/**
 * The Google Cast sender (001 §2 Player controls "casting"; §7 "a cast sender script from a third-party host
 * when supported"; §9 "cast connect retry up to 20 times at 250 ms"; §8 cast errors). Cast is Google's: its
 * sender SDK is loaded at run time with our own script loader (the one the IMA adapter uses), never bundled.
 * Once its script has run, the framework arrives a little later (the script fetches cast_framework.js itself
 * and then calls `__onGCastApiAvailable`), so we look for it every 250 ms, 20 times at most, before giving
 * up — the skin then keeps the browser's Remote Playback. This chunk is loaded only when a host asks for Cast.
 *
 * Tested against a fake `cast.framework` (cast-sender.test.ts), as the IMA adapter is against a fake
 * `google.ima`; no real Cast device or Google's real script can be reached from this project's machines, so
 * casting to a real receiver is untested here.
 */
import { loadScript } from '@onair/ads-vast';
import { CAST_CONNECT_RETRY } from '../timings';
import type { MessageKey } from './messages';
import type { SkinTimers } from './policies/timers';

export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
/** Not in §9: how long the sender script itself may take to arrive. */
export const CAST_SCRIPT_TIMEOUT_MS = 10_000;

interface CastStateEvent {
  castState: string;
}

interface CastSessionLike {
  loadMedia(request: unknown): Promise<unknown>;
}

interface CastContextLike {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void;
  getCastState(): string;
  addEventListener(type: string, listener: (event: CastStateEvent) => void): void;
  removeEventListener(type: string, listener: (event: CastStateEvent) => void): void;
  /** Resolves once a device is chosen and connected; rejects with an error code ('cancel' when closed). */
  requestSession(): Promise<unknown>;
  getCurrentSession(): CastSessionLike | null;
}

interface MediaInfoLike {
  streamType: string;
}

/** The parts of Google's globals the sender uses. */
export interface CastGlobals {
  cast?: {
    framework?: {
      CastContext: { getInstance(): CastContextLike };
      CastContextEventType: { CAST_STATE_CHANGED: string };
      CastState: { NO_DEVICES_AVAILABLE: string };
    };
  };
  chrome?: {
    cast?: {
      AutoJoinPolicy: { ORIGIN_SCOPED: string };
      media: {
        DEFAULT_MEDIA_RECEIVER_APP_ID: string;
        StreamType: { BUFFERED: string; LIVE: string };
        MediaInfo: new (url: string, contentType: string) => MediaInfoLike;
        LoadRequest: new (info: MediaInfoLike) => { currentTime?: number; autoplay?: boolean };
      };
    };
  };
  __onGCastApiAvailable?: (available: boolean) => void;
}

export interface CastOptions {
  /** The receiver application; Google's Default Media Receiver when absent. */
  receiverApplicationId?: string;
  /** Where the sender script comes from (a mirror, or a test page). */
  senderUrl?: string;
}

/** What to play on the device: the stream the player chose. */
export interface CastMedia {
  url: string;
  protocol: 'hls' | 'dash' | 'progressive';
  live: boolean;
  /** Where to start, for on-demand media. */
  currentTime?: number;
}

/** How a cast ended: playing on the device, the picker closed, or the §8 text to show. */
export type CastOutcome = 'casting' | 'cancelled' | MessageKey;

export interface CastSender {
  /** Cast devices are around (the framework's state is not NO_DEVICES_AVAILABLE). */
  available(): boolean;
  /** Tells when `available()` changes; returns the unsubscribe. */
  onAvailability(listener: (available: boolean) => void): () => void;
  /** Opens the device picker and plays `media` there. */
  cast(media: CastMedia | null): Promise<CastOutcome>;
  destroy(): void;
}

export interface ConnectOptions extends CastOptions {
  timers: SkinTimers;
  signal: AbortSignal;
  globals?: CastGlobals;
  load?: (src: string, options: { signal: AbortSignal; timeoutMs: number }) => Promise<void>;
}

const CONTENT_TYPES: Record<CastMedia['protocol'], string> = {
  hls: 'application/x-mpegURL',
  dash: 'application/dash+xml',
  progressive: 'video/mp4',
};

function wait(timers: SkinTimers, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const handle = timers.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        timers.clearTimeout(handle);
        resolve();
      },
      { once: true },
    );
  });
}

/** Loads the sender and waits for its framework (§9 retry); null when Cast cannot be had here. */
export async function connectCastSender(options: ConnectOptions): Promise<CastSender | null> {
  const globals = options.globals ?? (globalThis as unknown as CastGlobals);
  const { signal, timers } = options;
  if (signal.aborted) return null;
  // The sender calls this once its framework is ready; a host's own handler keeps being called.
  const previous = globals.__onGCastApiAvailable;
  globals.__onGCastApiAvailable = (available) => previous?.(available);
  try {
    await (options.load ?? loadScript)(options.senderUrl ?? CAST_SENDER_URL, {
      signal,
      timeoutMs: CAST_SCRIPT_TIMEOUT_MS,
    });
  } catch {
    return null;
  }
  for (let attempt = 0; !ready(globals); attempt += 1) {
    if (attempt >= CAST_CONNECT_RETRY.attempts || signal.aborted) return null;
    await wait(timers, CAST_CONNECT_RETRY.intervalMs, signal);
  }
  if (signal.aborted) return null;
  return createSender(globals, options);
}

function ready(globals: CastGlobals): boolean {
  return Boolean(globals.cast?.framework?.CastContext && globals.chrome?.cast?.media);
}

function createSender(globals: CastGlobals, options: CastOptions): CastSender {
  // ready() checked both.
  const framework = globals.cast?.framework as NonNullable<NonNullable<CastGlobals['cast']>['framework']>;
  const chromeCast = globals.chrome?.cast as NonNullable<NonNullable<CastGlobals['chrome']>['cast']>;
  const context = framework.CastContext.getInstance();
  context.setOptions({
    receiverApplicationId: options.receiverApplicationId ?? chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
    autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED,
  });
  const noDevices = framework.CastState.NO_DEVICES_AVAILABLE;
  const stateEvent = framework.CastContextEventType.CAST_STATE_CHANGED;
  const listeners = new Set<(available: boolean) => void>();
  const onState = (event: CastStateEvent) => {
    for (const listener of listeners) listener(event.castState !== noDevices);
  };
  context.addEventListener(stateEvent, onState);

  return {
    available: () => context.getCastState() !== noDevices,
    onAvailability(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async cast(media) {
      if (!media) return 'cast_no_source';
      try {
        await context.requestSession();
      } catch (code) {
        return code === 'cancel' ? 'cancelled' : 'cast_connect_failed';
      }
      const session = context.getCurrentSession();
      if (!session) return 'cast_connect_failed';
      const info = new chromeCast.media.MediaInfo(media.url, CONTENT_TYPES[media.protocol]);
      info.streamType = media.live ? chromeCast.media.StreamType.LIVE : chromeCast.media.StreamType.BUFFERED;
      const request = new chromeCast.media.LoadRequest(info);
      request.autoplay = true;
      if (!media.live && media.currentTime !== undefined) request.currentTime = media.currentTime;
      try {
        await session.loadMedia(request);
        return 'casting';
      } catch {
        return 'cast_connect_failed';
      }
    },
    destroy() {
      listeners.clear();
      context.removeEventListener(stateEvent, onState);
    },
  };
}
