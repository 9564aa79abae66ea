/**
 * The partner page's handle on an OnAir iframe: `new EmbeddedPlayer(iframe)`, Promise-returning
 * commands, and events in the order the embed sent them.
 *
 * Why a handshake: the iframe may still be loading when the partner's script runs, and the embed
 * only talks to a parent it has heard from, so we say `hello` until it answers `ready`. A handshake
 * is never final: a reload of the iframe starts a new one (commands wait for the new page), a `ready`
 * that arrives after the time-out is still taken, and a command or `ready()` after a failed handshake
 * says `hello` again, so a slow embed or a reload never leaves the partner's handle broken. Each
 * command has a timeout so a partner never awaits forever; an embed that refuses this page's origin
 * (`embed.forbidden`) fails the handshake at once with the embed's reason.
 */
import {
  EMBED_FORBIDDEN,
  type EmbedEventName,
  type EmbedLoadTarget,
  type EmbedMethod,
  type EmbedState,
  type HostMessage,
  PROTOCOL_VERSION,
  parseEmbedMessage,
  type ReadyData,
} from './protocol';

export interface EmbeddedPlayerOptions {
  /** The embed's origin; defaults to the iframe's `src` origin. Messages from any other origin are ignored. */
  origin?: string;
  /** How long a command (and the first handshake) may take. */
  timeoutMs?: number;
  window?: Window;
}

export class EmbedCommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EmbedCommandError';
  }
}

type Listener = (data: unknown) => void;
interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
  message: HostMessage;
}

interface Handshake {
  promise: Promise<ReadyData>;
  resolve(data: ReadyData): void;
  reject(error: Error): void;
  state: 'waiting' | 'ready' | 'failed';
}

const HELLO_INTERVAL_MS = 250;

function handshake(): Handshake {
  let resolve!: (data: ReadyData) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<ReadyData>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  const h: Handshake = {
    promise,
    state: 'waiting',
    resolve(data) {
      if (h.state !== 'waiting') return;
      h.state = 'ready';
      resolve(data);
    },
    reject(error) {
      if (h.state !== 'waiting') return;
      h.state = 'failed';
      reject(error);
    },
  };
  return h;
}

export class EmbeddedPlayer {
  readonly #iframe: HTMLIFrameElement;
  readonly #origin: string;
  readonly #timeoutMs: number;
  readonly #window: Window;
  readonly #controller = new AbortController();
  readonly #listeners = new Map<EmbedEventName, Set<Listener>>();
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #handshake = handshake();
  #readyData: ReadyData | null = null;
  #helloTimer: ReturnType<typeof setInterval> | null = null;
  #reloaded = false;

  constructor(iframe: HTMLIFrameElement, options: EmbeddedPlayerOptions = {}) {
    this.#iframe = iframe;
    this.#window = options.window ?? window;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#origin = options.origin ?? new URL(iframe.src, this.#window.location.href).origin;
    const { signal } = this.#controller;
    this.#window.addEventListener('message', (event) => this.#onMessage(event), { signal });
    // A reloaded embed is a new page that has heard no hello and lost its state.
    iframe.addEventListener('load', () => this.#startHello(true), { signal });
    this.#startHello(false);
  }

  /** Resolves with the embed's version and capabilities once it has answered the handshake. */
  ready(): Promise<ReadyData> {
    if (this.#handshake.state === 'failed') this.#startHello(false);
    return this.#handshake.promise;
  }

  play(): Promise<void> {
    return this.#command('play') as Promise<void>;
  }
  pause(): Promise<void> {
    return this.#command('pause') as Promise<void>;
  }
  /** Seconds from the start of the stream (archive or VOD). */
  seek(seconds: number): Promise<void> {
    return this.#command('seek', seconds) as Promise<void>;
  }
  setVolume(volume: number): Promise<void> {
    return this.#command('setVolume', volume) as Promise<void>;
  }
  mute(): Promise<void> {
    return this.#command('mute') as Promise<void>;
  }
  unmute(): Promise<void> {
    return this.#command('unmute') as Promise<void>;
  }
  load(target: EmbedLoadTarget): Promise<void> {
    return this.#command('load', target) as Promise<void>;
  }
  getState(): Promise<EmbedState> {
    return this.#command('getState') as Promise<EmbedState>;
  }

  /** Subscribes to an embed event; returns the unsubscribe function. */
  on(event: EmbedEventName, listener: Listener): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener);
    if (event === 'ready' && this.#readyData) listener(this.#readyData);
    return () => this.off(event, listener);
  }

  off(event: EmbedEventName, listener: Listener): void {
    this.#listeners.get(event)?.delete(listener);
  }

  /** Stops listening and rejects whatever is still pending. Safe to call more than once. */
  destroy(): void {
    if (this.#controller.signal.aborted) return;
    this.#controller.abort();
    this.#stopHello();
    const error = new EmbedCommandError('embed.destroyed', 'The embedded player was destroyed');
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.#pending.delete(id);
    }
    this.#handshake.reject(error);
    this.#listeners.clear();
  }

  /** Says hello until the embed answers; `reloaded` forgets the previous page's handshake. */
  #startHello(reloaded: boolean) {
    if (this.#controller.signal.aborted) return;
    if (reloaded) {
      this.#readyData = null;
      this.#reloaded = true;
    }
    if (this.#handshake.state !== 'waiting' && (reloaded || this.#handshake.state === 'failed')) {
      this.#handshake = handshake();
    }
    this.#stopHello();
    const current = this.#handshake;
    const hello = () => this.#post({ onair: PROTOCOL_VERSION, kind: 'hello' });
    hello();
    const started = Date.now();
    this.#helloTimer = setInterval(() => {
      if (current.state !== 'waiting') return this.#stopHello();
      if (Date.now() - started > this.#timeoutMs) {
        this.#stopHello();
        current.reject(new EmbedCommandError('embed.timeout', 'The embed did not answer the handshake'));
        return;
      }
      hello();
    }, HELLO_INTERVAL_MS);
  }

  #stopHello() {
    if (this.#helloTimer) clearInterval(this.#helloTimer);
    this.#helloTimer = null;
  }

  #post(message: HostMessage) {
    this.#iframe.contentWindow?.postMessage(message, this.#origin);
  }

  async #command(method: EmbedMethod, ...args: unknown[]): Promise<unknown> {
    if (this.#controller.signal.aborted) {
      throw new EmbedCommandError('embed.destroyed', 'The embedded player was destroyed');
    }
    await this.ready();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new EmbedCommandError('embed.timeout', `The embed did not answer ${method} in time`));
      }, this.#timeoutMs);
      const message: HostMessage = { onair: PROTOCOL_VERSION, kind: 'command', id, method, args };
      this.#pending.set(id, { resolve, reject, timer, message });
      this.#post(message);
    });
  }

  #onMessage(event: MessageEvent) {
    if (event.origin !== this.#origin || event.source !== this.#iframe.contentWindow) return;
    const message = parseEmbedMessage(event.data);
    if (!message) return;
    if (message.kind === 'response') {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      clearTimeout(pending.timer);
      if (message.ok) pending.resolve(message.result);
      else pending.reject(new EmbedCommandError(message.error.code, message.error.message));
      return;
    }
    if (message.event === 'ready') {
      const data = message.data as ReadyData;
      this.#readyData = data;
      this.#stopHello();
      // A late answer after a timed-out handshake still connects: later calls use it.
      if (this.#handshake.state === 'failed') this.#handshake = handshake();
      const reconnected = this.#handshake.state === 'waiting' && this.#reloaded;
      this.#reloaded = false;
      this.#handshake.resolve(data);
      // Commands sent while the old page was unloading were lost with it: the new page gets them again.
      if (reconnected) for (const pending of this.#pending.values()) this.#post(pending.message);
    } else if (message.event === 'error' && this.#handshake.state === 'waiting') {
      const error = message.data as { code?: unknown; message?: unknown } | null;
      if (error?.code === EMBED_FORBIDDEN) {
        this.#stopHello();
        this.#handshake.reject(new EmbedCommandError(EMBED_FORBIDDEN, String(error.message)));
      }
    }
    for (const listener of this.#listeners.get(message.event) ?? []) listener(message.data);
  }
}
