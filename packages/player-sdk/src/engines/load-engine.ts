/**
 * Why: hls.js (~180 KB gzip, ~115 KB in its light build) and shaka (~180 KB gzip) must stay out of the core
 * chunk. Each engine module is reached only through a dynamic import when a plan selects it, so a page that only
 * ever plays HLS never downloads shaka, and a server-side import never evaluates either.
 */
import type { PlaybackPlan } from '../selection/select-playback';
import type { Engine, EngineContext, EngineFactory, EngineName } from './engine';
import { loadShakaLibrary } from './shaka-library';

const chunks = {
  hls: () => import('./hls-engine'),
  shaka: () => import('./shaka-engine'),
  native: () => import('./native-engine'),
} as const;

async function create(name: EngineName, context: EngineContext): Promise<Engine> {
  switch (name) {
    case 'hls':
      return (await chunks.hls()).createHlsEngine(context);
    case 'shaka':
      return (await chunks.shaka()).createShakaEngine(context);
    case 'native':
      return (await chunks.native()).createNativeEngine(context);
  }
}

export const loadEngine: EngineFactory = Object.assign(create, {
  preload(
    name: EngineName,
    protocol: PlaybackPlan['protocol'] = 'dash',
    playlist?: Promise<string | null>,
  ): void {
    // The module cache makes the later import() of the same chunk resolve at once; a failed preload shows up
    // (and is reported) when the engine is created from it.
    const chunk = chunks[name]();
    chunk.catch(() => undefined);
    // shaka's library is a chunk of its own per protocol (./shaka-library): fetch the one the plan will load.
    if (name === 'shaka') loadShakaLibrary(protocol).catch(() => undefined);
    // hls.js too, per build: the engine's chunk knows the rule (./hls-build), so the core does not carry it.
    if (name === 'hls')
      chunks.hls().then(
        (engine) => engine.preloadHlsLibrary(playlist),
        () => undefined,
      );
  },
});
