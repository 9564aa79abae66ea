/**
 * The iframe side of the embed protocol: answers the partner page's commands and forwards
 * playback events to it.
 *
 * Why these rules: an embed runs on any partner's page, so it must only obey its own parent
 * (`event.source === window.parent`), only from origins the provider allows, and only ever post
 * to the parent's origin so another frame cannot eavesdrop. The parent's origin comes from
 * `location.ancestorOrigins` or the referrer; failing both, from the first allowed `hello`.
 * Playback that began before the handshake is announced with one `play` right after `ready`.
 * Malformed messages are ignored, never thrown on.
 */
import {
  CONTROL_METHODS,
  EMBED_EVENTS,
  type EmbedEventName,
  type EmbedLoadTarget,
  type EmbedMessage,
  type EmbedMethod,
  type EmbedState,
  isControlMethod,
  type OriginAllowList,
  originAllowed,
  PROTOCOL_VERSION,
  parseHostMessage,
  READ_METHODS,
  type ReadyData,
} from './protocol';

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

export interface EmbedBridgeOptions {
  target: EmbedTarget;
  window?: Window;
  /** Per-provider allow-lists; both default to any origin. */
  allow?: { control?: OriginAllowList; read?: OriginAllowList };
}

export interface EmbedBridge {
  readonly parentOrigin: string | null;
  destroy(): void;
}

class CommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function knownParentOrigin(win: Window): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] && ancestors[0] !== 'null') return ancestors[0];
  try {
    const referrer = win.document.referrer;
    return referrer ? new URL(referrer).origin : null;
  } catch {
    return null;
  }
}

function finiteNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new CommandError('embed.bad_arguments', `${name} must be a number from ${min} to ${max}`);
  }
  return value;
}

function loadTarget(value: unknown): EmbedLoadTarget {
  const v = value as Record<string, unknown> | null;
  const id = (x: unknown) =>
    (typeof x === 'number' && Number.isFinite(x)) || (typeof x === 'string' && x !== '');
  if (v && typeof v === 'object' && id(v.channelId)) {
    const ts = v.ts === undefined ? undefined : finiteNumber(v.ts, 'ts', 0, Number.MAX_SAFE_INTEGER);
    return ts === undefined
      ? { channelId: v.channelId as string | number }
      : { channelId: v.channelId as string | number, ts };
  }
  if (v && typeof v === 'object' && id(v.contentId)) return { contentId: v.contentId as string | number };
  throw new CommandError('embed.bad_arguments', 'load takes { channelId, ts? } or { contentId }');
}

async function perform(target: EmbedTarget, method: EmbedMethod, args: unknown[]): Promise<unknown> {
  switch (method) {
    case 'play':
      await target.play();
      return null;
    case 'pause':
      await target.pause();
      return null;
    case 'seek':
      await target.seek(finiteNumber(args[0], 'seconds', 0, Number.MAX_SAFE_INTEGER));
      return null;
    case 'setVolume':
      await target.setVolume(finiteNumber(args[0], 'volume', 0, 1));
      return null;
    case 'mute':
      await target.setMuted(true);
      return null;
    case 'unmute':
      await target.setMuted(false);
      return null;
    case 'load':
      await target.load(loadTarget(args[0]));
      return null;
    case 'getState':
      return target.getState();
  }
}

export function createEmbedBridge({
  target,
  window: win = window,
  allow = {},
}: EmbedBridgeOptions): EmbedBridge {
  const controller = new AbortController();
  const { signal } = controller;
  const control = allow.control ?? '*';
  const read = allow.read ?? '*';
  const parent = win.parent;
  let parentOrigin = parent && parent !== win ? knownParentOrigin(win) : null;
  let announced = false;

  const post = (message: EmbedMessage) => {
    if (signal.aborted || !parentOrigin || !parent || parent === win) return;
    if (!originAllowed(parentOrigin, read)) return;
    parent.postMessage(message, parentOrigin);
  };

  const announce = () => {
    const data: ReadyData = {
      version: PROTOCOL_VERSION,
      capabilities: [
        ...READ_METHODS,
        ...(parentOrigin && originAllowed(parentOrigin, control) ? CONTROL_METHODS : []),
      ],
      events: [...EMBED_EVENTS],
    };
    post({ onair: 1, kind: 'event', event: 'ready', data });
    announced = true;
  };
  // Muted autoplay often starts before the partner listens: events posted before its first hello
  // may be lost, so that hello is answered with `ready` and, if playing, one catch-up `play`.
  let heardHello = false;

  win.addEventListener(
    'message',
    (event: MessageEvent) => {
      if (!parent || parent === win || event.source !== parent) return;
      const message = parseHostMessage(event.data);
      if (!message) return;
      if (parentOrigin && event.origin !== parentOrigin) return;
      if (!parentOrigin) {
        if (!originAllowed(event.origin, read)) return;
        parentOrigin = event.origin;
      }
      if (message.kind === 'hello') {
        announce();
        if (!heardHello) {
          heardHello = true;
          const state = target.getState();
          if (!state.paused && !state.ended) post({ onair: 1, kind: 'event', event: 'play', data: null });
        }
        return;
      }
      const allowList = isControlMethod(message.method) ? control : read;
      if (!originAllowed(event.origin, allowList)) return;
      perform(target, message.method, message.args).then(
        (result) => post({ onair: 1, kind: 'response', id: message.id, ok: true, result }),
        (error: unknown) =>
          post({
            onair: 1,
            kind: 'response',
            id: message.id,
            ok: false,
            error:
              error instanceof CommandError
                ? { code: error.code, message: error.message }
                : { code: 'embed.failed', message: error instanceof Error ? error.message : String(error) },
          }),
      );
    },
    { signal },
  );

  target.onEvent((event, data) => {
    if (event === 'ready') return;
    if (announced) post({ onair: 1, kind: 'event', event, data });
  }, signal);

  if (parentOrigin) announce();

  return {
    get parentOrigin() {
      return parentOrigin;
    },
    destroy() {
      controller.abort();
    },
  };
}
