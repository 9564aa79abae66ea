/**
 * Why: hls.js (~160 KB gzip) and shaka (~180 KB gzip) must stay out of the core chunk. Each engine module is
 * reached only through a dynamic import when a plan selects it, so a page that only ever plays HLS never
 * downloads shaka, and a server-side import never evaluates either.
 */
import type { Engine, EngineContext, EngineFactory, EngineName } from './engine';

export const loadEngine: EngineFactory = async (
  name: EngineName,
  context: EngineContext,
): Promise<Engine> => {
  switch (name) {
    case 'hls': {
      const { createHlsEngine } = await import('./hls-engine');
      return createHlsEngine(context);
    }
    case 'shaka': {
      const { createShakaEngine } = await import('./shaka-engine');
      return createShakaEngine(context);
    }
    case 'native': {
      const { createNativeEngine } = await import('./native-engine');
      return createNativeEngine(context);
    }
  }
};
