/**
 * The postMessage protocol between a partner page and an OnAir iframe embed.
 *
 * Why a protocol of our own: partners need Promise-returning commands and ordered events across
 * origins (the Vimeo player.js and open player.js protocols are the models). Every message is a
 * plain JSON-safe object tagged `onair: 1` so our messages never collide with other frames', and
 * anything that does not parse as one of ours is ignored without an error.
 */

export const PROTOCOL_VERSION = 1;

/** Commands that change playback: gated by the provider's control allow-list. */
export const CONTROL_METHODS = ['play', 'pause', 'seek', 'setVolume', 'mute', 'unmute', 'load'] as const;
/** Commands that only read: gated by the (usually open) read-only allow-list. */
export const READ_METHODS = ['getState'] as const;

/** The error code of the embed's answer to an origin outside its allow-lists. */
export const EMBED_FORBIDDEN = 'embed.forbidden';

export type ControlMethod = (typeof CONTROL_METHODS)[number];
export type ReadMethod = (typeof READ_METHODS)[number];
export type EmbedMethod = ControlMethod | ReadMethod;

export const EMBED_EVENTS = [
  'ready',
  'play',
  'pause',
  'timeupdate',
  'ended',
  'error',
  'adstart',
  'adend',
] as const;
export type EmbedEventName = (typeof EMBED_EVENTS)[number];

/** What a partner may ask to load: a channel (live, or archive at `ts` unix seconds) or a content item. */
export type EmbedLoadTarget = { channelId: string | number; ts?: number } | { contentId: string | number };

export interface EmbedState {
  paused: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  live: boolean;
  ended: boolean;
  /** Wall-clock position for live/archive TV, unix ms; null for VOD. */
  wallClockMs: number | null;
  adPlaying: boolean;
  error: { code: string; message: string } | null;
}

export interface ReadyData {
  version: number;
  capabilities: EmbedMethod[];
  events: EmbedEventName[];
}

export type HostMessage =
  | { onair: 1; kind: 'hello' }
  | { onair: 1; kind: 'command'; id: number; method: EmbedMethod; args: unknown[] };

export type EmbedMessage =
  | { onair: 1; kind: 'response'; id: number; ok: true; result: unknown }
  | { onair: 1; kind: 'response'; id: number; ok: false; error: { code: string; message: string } }
  | { onair: 1; kind: 'event'; event: EmbedEventName; data: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMethod(value: unknown): value is EmbedMethod {
  return (
    typeof value === 'string' &&
    ((CONTROL_METHODS as readonly string[]).includes(value) ||
      (READ_METHODS as readonly string[]).includes(value))
  );
}

/** Reads a message arriving in the iframe; anything that is not a well-formed host message is null. */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isRecord(data) || data.onair !== PROTOCOL_VERSION) return null;
  if (data.kind === 'hello') return { onair: 1, kind: 'hello' };
  if (data.kind !== 'command') return null;
  if (typeof data.id !== 'number' || !Number.isSafeInteger(data.id) || !isMethod(data.method)) return null;
  const args = data.args === undefined ? [] : data.args;
  if (!Array.isArray(args) || args.length > 4) return null;
  return { onair: 1, kind: 'command', id: data.id, method: data.method, args };
}

/** Reads a message arriving on the partner page from the embed; anything else is null. */
export function parseEmbedMessage(data: unknown): EmbedMessage | null {
  if (!isRecord(data) || data.onair !== PROTOCOL_VERSION) return null;
  if (data.kind === 'event') {
    if (typeof data.event !== 'string' || !(EMBED_EVENTS as readonly string[]).includes(data.event))
      return null;
    return { onair: 1, kind: 'event', event: data.event as EmbedEventName, data: data.data };
  }
  if (data.kind !== 'response' || typeof data.id !== 'number') return null;
  if (data.ok === true) return { onair: 1, kind: 'response', id: data.id, ok: true, result: data.result };
  if (data.ok === false && isRecord(data.error)) {
    const code = typeof data.error.code === 'string' ? data.error.code : 'embed.unknown';
    const message =
      typeof data.error.message === 'string' ? data.error.message : 'The embed refused the command';
    return { onair: 1, kind: 'response', id: data.id, ok: false, error: { code, message } };
  }
  return null;
}

export function isControlMethod(method: EmbedMethod): method is ControlMethod {
  return (CONTROL_METHODS as readonly string[]).includes(method);
}

/** An allow-list of origins: `'*'` for any, or exact origins such as `https://partner.example`. */
export type OriginAllowList = '*' | readonly string[];

export function originAllowed(origin: string, allow: OriginAllowList): boolean {
  if (allow === '*') return true;
  return allow.includes(origin);
}

/** What the embed page gives the bridge: its player, seen through the commands partners may use. */
export interface EmbedTarget {
  play(): unknown;
  pause(): unknown;
  seek(seconds: number): unknown;
  setVolume(volume: number): unknown;
  setMuted(muted: boolean): unknown;
  load(target: EmbedLoadTarget): unknown;
  getState(): EmbedState;
  /** Calls `listener` for each playback happening until `signal` aborts. */
  onEvent(listener: (event: EmbedEventName, data: unknown) => void, signal: AbortSignal): void;
}
