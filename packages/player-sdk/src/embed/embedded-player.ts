/**
 * The partner page's handle on an OnAir iframe: `new EmbeddedPlayer(iframe)`, Promise-returning
 * commands, and events in the order the embed sent them.
 *
 * Why a handshake: the iframe may still be loading when the partner's script runs, and the embed
 * only talks to a parent it has heard from, so we say `hello` until it answers `ready` (and again
 * whenever the iframe reloads). Commands issued before that wait for it; each command has a
 * timeout so a partner never awaits forever.
 */
import {
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
}

const HELLO_INTERVAL_MS = 250;

export class EmbeddedPlayer {
  readonly #iframe: HTMLIFrameElement;
  readonly #origin: string;
  readonly #timeoutMs: number;
  readonly #window: Window;
  readonly #controller = new AbortController();
  readonly #listeners = new Map<EmbedEventName, Set<Listener>>();
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #ready: Promise<ReadyData>;
  #resolveReady!: (data: ReadyData) => void;
  #rejectReady!: (error: Error) => void;
  #readyData: ReadyData | null = null;
  #helloTimer: ReturnType<typeof setInterval> | null = null;

  constructor(iframe: HTMLIFrameElement, options: EmbeddedPlayerOptions = {}) {
    this.#iframe = iframe;
    this.#window = options.window ?? window;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#origin = options.origin ?? new URL(iframe.src, this.#window.location.href).origin;
    this.#ready = this.#newReadyPromise();
    const { signal } = this.#controller;
    this.#window.addEventListener('message', (event) => this.#onMessage(event), { signal });
    iframe.addEventListener('load', () => this.#startHello(), { signal });
    this.#startHello();
  }

  /** Resolves with the embed's version and capabilities once it has answered the handshake. */
  ready(): Promise<ReadyData> {
    return this.#ready;
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
    if (!this.#readyData) this.#rejectReady(error);
    this.#listeners.clear();
  }

  #newReadyPromise(): Promise<ReadyData> {
    const promise = new Promise<ReadyData>((resolve, reject) => {
      this.#resolveReady = resolve;
      this.#rejectReady = reject;
    });
    promise.catch(() => {});
    return promise;
  }

  #startHello() {
    if (this.#controller.signal.aborted) return;
    this.#stopHello();
    const hello = () => this.#post({ onair: PROTOCOL_VERSION, kind: 'hello' });
    hello();
    const started = Date.now();
    this.#helloTimer = setInterval(() => {
      if (this.#readyData || Date.now() - started > this.#timeoutMs) {
        this.#stopHello();
        if (!this.#readyData) {
          this.#rejectReady(new EmbedCommandError('embed.timeout', 'The embed did not answer the handshake'));
        }
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
    await this.#ready;
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new EmbedCommandError('embed.timeout', `The embed did not answer ${method} in time`));
      }, this.#timeoutMs);
      this.#pending.set(id, { resolve, reject, timer });
      this.#post({ onair: PROTOCOL_VERSION, kind: 'command', id, method, args });
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
      const first = !this.#readyData;
      this.#readyData = data;
      this.#stopHello();
      if (first) this.#resolveReady(data);
    }
    for (const listener of this.#listeners.get(message.event) ?? []) listener(message.data);
  }
}
