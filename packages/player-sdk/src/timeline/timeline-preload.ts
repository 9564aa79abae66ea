/**
 * Why: loading a channel waits for the timeline's code (a lazy chunk of its own) before it can ask for the
 * stream — on the web app's channel page that chunk was fetched only once the player existed, 20–35 ms on
 * localhost and a full round trip on a slow link, all before the first stream request. A host that knows a
 * channel is about to play starts the download early, as it does the engine's (loadEngine.preload); the module
 * cache hands the player's later import() the same module at once.
 */
export function preloadChannelCode(): void {
  import('./timeline-runtime').catch(() => undefined);
}
