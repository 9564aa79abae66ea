/**
 * Why: the postMessage bridge lives as long as the embed page, while players come and go (a `load`
 * command, a lock view with no player at all). The hub is the bridge's one stable target: it forwards
 * commands to whichever player is attached, turns that player's snapshots into partner events
 * (embed-events.ts), and refuses commands clearly when nothing is playing. The clock is injected.
 */
import type { Player } from '@onair/player-sdk';
import type { EmbedEventName, EmbedLoadTarget, EmbedState, EmbedTarget } from '@onair/player-sdk/embed';
import { createEventTracker, toEmbedState } from './embed-events';

export interface EmbedHub extends EmbedTarget {
  /** The player now on screen (null when the embed shows a lock, PIN or message view). */
  attach(player: Player | null): void;
  /** Sends an event that does not come from a snapshot (a refused load, the embed's own error). */
  emit(event: EmbedEventName, data: unknown): void;
  /** What the partner's `getState` sees when no player is attached. */
  setIdleError(error: { code: string; message: string } | null): void;
  destroy(): void;
}

export interface EmbedHubOptions {
  now: () => number;
  /** Loads another channel or content in this embed; rejects with the reason it cannot. */
  load: (target: EmbedLoadTarget) => Promise<void>;
}

const IDLE: EmbedState = {
  paused: true,
  currentTime: 0,
  duration: 0,
  volume: 1,
  muted: true,
  live: false,
  ended: false,
  wallClockMs: null,
  adPlaying: false,
  error: null,
};

export function createEmbedHub({ now, load }: EmbedHubOptions): EmbedHub {
  const listeners = new Set<(event: EmbedEventName, data: unknown) => void>();
  const tracker = createEventTracker();
  let player: Player | null = null;
  let unsubscribe: (() => void) | null = null;
  let idleError: { code: string; message: string } | null = null;

  const emit = (event: EmbedEventName, data: unknown) => {
    for (const listener of [...listeners]) listener(event, data);
  };
  const current = (): Player => {
    if (!player) {
      throw new Error(idleError ? `Nothing is playing: ${idleError.message}` : 'Nothing is playing yet');
    }
    return player;
  };

  return {
    attach(next) {
      if (next === player) return;
      unsubscribe?.();
      unsubscribe = null;
      tracker.reset();
      player = next;
      if (next) {
        idleError = null;
        unsubscribe = next.subscribe((state) => {
          for (const [event, data] of tracker.next(state, now())) emit(event, data);
        });
      }
    },
    emit,
    setIdleError(error) {
      idleError = error;
    },
    play: () => current().play(),
    pause: () => current().pause(),
    seek: (seconds) => current().seek(seconds),
    setVolume: (volume) => current().setVolume(volume),
    setMuted(muted) {
      const p = current();
      if (p.getState().muted !== muted) p.toggleMute();
    },
    load,
    getState() {
      if (!player) return { ...IDLE, error: idleError };
      return toEmbedState(player.getState());
    },
    onEvent(listener, signal) {
      if (signal.aborted) return;
      listeners.add(listener);
      signal.addEventListener('abort', () => listeners.delete(listener), { once: true });
    },
    destroy() {
      unsubscribe?.();
      unsubscribe = null;
      player = null;
      listeners.clear();
    },
  };
}
