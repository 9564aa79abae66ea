/**
 * `@onair/player-sdk/react`: the player as a React component, with hooks for skins and host apps.
 * React is an optional peer dependency of the SDK; only this entry imports it.
 */
export { PlayerContext } from './context';
export { usePlayer, usePlayerState } from './hooks';
export { Player, type PlayerProps } from './Player';
