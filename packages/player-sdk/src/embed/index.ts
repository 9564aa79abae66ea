/**
 * `@onair/player-sdk/embed`: the partner-page library for OnAir iframe embeds, and the iframe-side
 * bridge the embed pages use. Neither touches `window` at import time.
 */
export {
  createEmbedBridge,
  type EmbedAllow,
  type EmbedBridge,
  type EmbedBridgeOptions,
} from './bridge';
export { EmbedCommandError, EmbeddedPlayer, type EmbeddedPlayerOptions } from './embedded-player';
export {
  CONTROL_METHODS,
  EMBED_EVENTS,
  EMBED_FORBIDDEN,
  type EmbedEventName,
  type EmbedLoadTarget,
  type EmbedMethod,
  type EmbedState,
  type EmbedTarget,
  type OriginAllowList,
  PROTOCOL_VERSION,
  READ_METHODS,
  type ReadyData,
} from './protocol';
