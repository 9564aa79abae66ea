/**
 * Hooks over the player's external store. `useSyncExternalStore` keeps React in step with the
 * SDK's immutable snapshots without tearing; on the server (and before the player exists) the
 * snapshot is the player's initial state, so a skin renders the same shell on both sides.
 */
import { useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { initialState } from '../player/initial-state';
import type { Player, PlayerState } from '../types/player';
import { PlayerContext } from './context';

const SERVER_STATE: PlayerState = Object.freeze(initialState(1, false));
const noopUnsubscribe = () => {};

/** The nearest `<Player>`'s instance, or null until it has mounted in the browser. */
export function usePlayer(): Player | null {
  return useContext(PlayerContext);
}

/**
 * Selects a slice of the player state; the component re-renders only when the slice changes
 * (compared with `Object.is`, or `isEqual` when given — for selectors that build new objects).
 */
export function usePlayerState<T>(
  selector: (state: PlayerState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const player = usePlayer();
  const subscribe = useCallback(
    (onChange: () => void) => (player ? player.subscribe(onChange) : noopUnsubscribe),
    [player],
  );
  // Cached per state and selector: a selector that closes over props or local state (a new function each
  // render) is re-run when they change, yet repeated reads within one render return the same value.
  const last = useRef<{ state: PlayerState; selector: unknown; value: T } | null>(null);
  const select = (state: PlayerState): T => {
    const previous = last.current;
    if (previous && previous.state === state && previous.selector === selector) return previous.value;
    const value = selector(state);
    if (previous && isEqual(previous.value, value)) {
      last.current = { state, selector, value: previous.value };
      return previous.value;
    }
    last.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(
    subscribe,
    () => select(player ? player.getState() : SERVER_STATE),
    () => select(SERVER_STATE),
  );
}
