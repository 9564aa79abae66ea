/**
 * `@onair/player-sdk/react`: the player as a React component, with hooks for skins and host apps.
 * React is an optional peer dependency of the SDK; only this entry imports it.
 */

// The host's episode menu names the same next episode the player will move to (001 §4).
export { type EpisodeEntry, type NextEpisodeOutcome, pickNextEpisode } from '../stats/next-episode';
export type { EpisodeItem } from './ControlBar';
export { PlayerContext } from './context';
export { copyToClipboard } from './DiagnosticsModal';
export { usePlayer, usePlayerState } from './hooks';
export {
  DEFAULT_MESSAGES,
  EN as MESSAGES_EN,
  type MessageKey,
  type Messages,
  RU as MESSAGES_RU,
} from './messages';
export { Player, type PlayerProps } from './Player';
export { PlayerSkin, type PlayerSkinProps } from './PlayerSkin';
export { browserTimers, type SkinTimers } from './policies/timers';
export type {
  PackshotState,
  PlaybackPoint,
  PlaybackPointState,
  SkinAdState,
  SkinCommands,
  SkinPlayer,
  SkinState,
} from './skin-state';
export { injectSkinStyles, SKIN_CSS, SKIN_STYLE_ID } from './styles';
export { createTranslator, type TranslateVars, type Translator } from './translate';
