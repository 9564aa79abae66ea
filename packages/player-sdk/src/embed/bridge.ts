/**
 * The iframe side of the embed protocol: answers the partner page's commands and forwards
 * playback events to it.
 *
 * Why these rules: an embed runs on any partner's page, so it must only obey its own parent
 * (`event.source === window.parent`), only from origins the provider allows (none but its own unless
 * the operator lists partners), and only ever post to the parent's origin so another frame cannot
 * eavesdrop. A parent outside the lists gets an explicit `embed.forbidden` answer, never silence.
 * The parent's origin comes from `location.ancestorOrigins` or the referrer; failing both, from the
 * first allowed `hello`. Playback that began before the handshake is announced with one `play` right
 * after `ready`. Malformed messages and other frames' messages are ignored, never thrown on.
 */
import { CommandError, perform } from './commands';
import {
  CONTROL_METHODS,
  EMBED_EVENTS,
  EMBED_FORBIDDEN,
  type EmbedMessage,
  type EmbedTarget,
  type HostMessage,
  isControlMethod,
  type OriginAllowList,
  originAllowed,
  PROTOCOL_VERSION,
  parseHostMessage,
  READ_METHODS,
  type ReadyData,
} from './protocol';

export interface EmbedBridgeOptions {
  target: EmbedTarget;
  window?: Window;
  /** The provider's allow-lists; an absent list admits only the embed's own origin. */
  allow?: EmbedAllow;
}

export interface EmbedAllow {
  control?: OriginAllowList;
  read?: OriginAllowList;
}

export interface EmbedBridge {
  readonly parentOrigin: string | null;
  /** Replaces the allow-lists (the provider became known after the bridge opened). */
  setAllow(allow: EmbedAllow): void;
  destroy(): void;
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

export function createEmbedBridge({
  target,
  window: win = window,
  allow = {},
}: EmbedBridgeOptions): EmbedBridge {
  const controller = new AbortController();
  const { signal } = controller;
  let lists: EmbedAllow = allow;
  const ownOrigin = win.location.origin;
  // Closed unless opened: an unlisted kind of call is allowed to the embed's own origin only. Who may
  // control may also read (it needs the answers).
  const allowed = (origin: string, kind: 'control' | 'read') =>
    origin === ownOrigin ||
    originAllowed(origin, lists.control ?? []) ||
    (kind === 'read' && originAllowed(origin, lists.read ?? []));
  const parent = win.parent;
  let parentOrigin = parent && parent !== win ? knownParentOrigin(win) : null;
  let announced = false;

  const post = (message: EmbedMessage) => {
    if (signal.aborted || !parentOrigin || !parent || parent === win) return;
    if (!allowed(parentOrigin, 'read')) return;
    parent.postMessage(message, parentOrigin);
  };
  // A refusal goes to the asking origin only and carries nothing but the reason, so a partner that is not
  // (yet) listed learns why instead of waiting for a timeout.
  const refuse = (origin: string, message: HostMessage) => {
    if (signal.aborted || !parent) return;
    const error = {
      code: EMBED_FORBIDDEN,
      message: `${origin} is not allowed to ${message.kind === 'hello' ? 'talk to' : `call ${message.method} on`} this embed; the operator lists partner origins in its embed configuration`,
    };
    parent.postMessage(
      message.kind === 'hello'
        ? { onair: 1, kind: 'event', event: 'error', data: error }
        : { onair: 1, kind: 'response', id: message.id, ok: false, error },
      origin,
    );
  };

  const announce = () => {
    const data: ReadyData = {
      version: PROTOCOL_VERSION,
      capabilities: [
        ...READ_METHODS,
        ...(parentOrigin && allowed(parentOrigin, 'control') ? CONTROL_METHODS : []),
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
      const kind = message.kind === 'command' && isControlMethod(message.method) ? 'control' : 'read';
      if ((parentOrigin && event.origin !== parentOrigin) || !allowed(event.origin, kind)) {
        refuse(event.origin, message);
        return;
      }
      parentOrigin ??= event.origin;
      if (message.kind === 'hello') {
        announce();
        if (!heardHello) {
          heardHello = true;
          const state = target.getState();
          if (!state.paused && !state.ended) post({ onair: 1, kind: 'event', event: 'play', data: null });
        }
        return;
      }
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
    setAllow(next) {
      lists = next;
      // A partner that already heard `ready` learns its capabilities under the operator's lists.
      if (announced) announce();
    },
    destroy() {
      controller.abort();
    },
  };
}
