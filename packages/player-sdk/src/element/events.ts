/**
 * The events `<onair-player>` dispatches, typed: every SDK player event under its own name with the payload
 * as `detail`, `statechange` with each new state snapshot, `ready` with the player once it exists, and the
 * skin's requests to the page (`back`, `selectepisode`, `nextepisode`). None bubbles, like media events.
 */
import type { Id } from '../types/id';
import type { OnAirPlayer, PlayerEvents, PlayerState } from '../types/player';

export const PLAYER_EVENTS = [
  'error',
  'drmerror',
  'ended',
  'trackschange',
  'qualitychange',
  'sourcechange',
  'loadedsource',
  'firstframe',
  'offline',
  'online',
  'warning',
] as const satisfies readonly (keyof PlayerEvents)[];

export interface OnAirPlayerEventDetails extends PlayerEvents {
  statechange: PlayerState;
  ready: OnAirPlayer;
  /** The back button or Escape, when the `back-button` attribute is set. */
  back: undefined;
  /** A choice in the episodes menu (the `episodes` property). */
  selectepisode: { id: Id };
  /** The next-episode button (the `nextEpisode` property). */
  nextepisode: undefined;
}

export type OnAirPlayerEventMap = {
  [K in keyof OnAirPlayerEventDetails]: CustomEvent<OnAirPlayerEventDetails[K]>;
};

export function emit<K extends keyof OnAirPlayerEventDetails>(
  target: EventTarget,
  type: K,
  detail: OnAirPlayerEventDetails[K],
): void {
  target.dispatchEvent(new CustomEvent(type, { detail }));
}
