/**
 * `@onair/player-sdk/element`: importing it defines `<onair-player>`, the player with its whole skin as a
 * custom element, for any page or framework. On a server (no `customElements`) the import defines nothing and
 * touches no browser global, so a page that renders on the server can import it as it is.
 */
import { OnAirPlayerElement } from './onair-player';

export type { PlayerError } from '../errors/catalogue';
export type { EpisodeItem } from '../skin/control-bar';
export type { SkinLanguage } from '../skin/languages';
export type { MessageKey, Messages } from '../skin/messages';
export type { OnAirPlayer, PlayerEvents, PlayerSource, PlayerState } from '../types/player';
export type { OnAirPlayerEventDetails, OnAirPlayerEventMap } from './events';
export { OnAirPlayerElement, type OnAirPlayerOptions } from './onair-player';

export const TAG_NAME = 'onair-player';

/** Defines `<onair-player>` once (importing this module already did, where custom elements exist). */
export function defineOnAirPlayer(): void {
  if (typeof customElements === 'undefined' || customElements.get(TAG_NAME)) return;
  customElements.define(TAG_NAME, OnAirPlayerElement);
}

defineOnAirPlayer();

declare global {
  interface HTMLElementTagNameMap {
    'onair-player': OnAirPlayerElement;
  }
}
