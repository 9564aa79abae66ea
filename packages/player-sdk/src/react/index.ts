/**
 * `@onair/player-sdk/react`: the player as a React component, with hooks for skins and host apps.
 * React is an optional peer dependency of the SDK; only this entry imports it. The skin's behaviour is
 * framework-free (../skin/) and shared with `@onair/player-sdk/element`.
 */

export type { CastOptions } from '../skin/cast-sender';
export type { EpisodeItem } from '../skin/control-bar';
export { copyToClipboard } from '../skin/diagnostics-view';
export { type SkinLanguage, skinLanguage } from '../skin/languages';
export { EN as MESSAGES_EN, type MessageKey, type Messages } from '../skin/messages';
export { createTranslator, DEFAULT_MESSAGES } from '../skin/messages-all';
export { KK as MESSAGES_KK } from '../skin/messages-kk';
export { RU as MESSAGES_RU } from '../skin/messages-ru';
export { UZ as MESSAGES_UZ } from '../skin/messages-uz';
export { browserTimers, type SkinTimers } from '../skin/policies/timers';
export type {
  PackshotState,
  PlaybackPoint,
  PlaybackPointState,
  SkinAdState,
  SkinCommands,
  SkinPlayer,
  SkinState,
} from '../skin/skin-state';
export { injectSkinStyles, SKIN_CSS, SKIN_STYLE_ID } from '../skin/styles';
export type { TranslateVars, Translator } from '../skin/translate';
// The host's episode menu names the same next episode the player will move to (001 §4).
export { type EpisodeEntry, type NextEpisodeOutcome, pickNextEpisode } from '../stats/next-episode';
export * as timings from '../timings';
export { PlayerContext } from './context';
export { usePlayer, usePlayerState } from './hooks';
export { type AdoptedPlayer, Player, type PlayerProps } from './Player';
export { PlayerSkin, type PlayerSkinProps } from './PlayerSkin';
export { useSettled } from './use-settled';
