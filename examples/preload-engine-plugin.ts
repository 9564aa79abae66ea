/**
 * Why: OnAir's engines are lazy chunks (hls.js alone is ≈ 180 KB gzip), asked for once the core has run and
 * knows the stream type. A host page that already knows what it plays can have the browser fetch and compile
 * the engine beside the core instead: `<meta name="onair-preload-engine" content="hls">` in a page's head
 * makes this build step add `<link rel="modulepreload">` for the chunk holding the SDK's hls.js engine and the
 * chunks it imports. Chunk names are hashed, so only the build can write those links; the page still loads the
 * engine through the SDK (modulepreload fetches and compiles, it runs nothing), and a page without the tag gets
 * nothing. This is what a vite host does for a page that plays one kind of stream.
 */
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

// hls: the startup prefetch's chunk too (the start rendition's first files, fetched beside the engine) and
// hls.js's full build, which the engine imports once it has read the playlist; hls-light: the same with hls.js's
// light build, for a page whose streams need nothing more (packages/player-sdk/src/engines/hls-build.ts).
// shaka-dash: shaka's DASH-only build too, which the shaka engine imports only once a plan names DASH.
const HLS = ['/player-sdk/src/engines/hls-startup-prefetch.ts', '/player-sdk/src/engines/hls-engine.ts'];
const ENGINE_MODULES = {
  hls: [...HLS, '/player-sdk/src/engines/hls-full-library.ts'],
  'hls-light': [...HLS, '/player-sdk/src/engines/hls-light-library.ts'],
  shaka: ['/player-sdk/src/engines/shaka-engine.ts'],
  'shaka-dash': ['/player-sdk/src/engines/shaka-engine.ts', '/player-sdk/src/engines/shaka-dash-library.ts'],
} as const;

const META = /<meta\s+name="onair-preload-engine"\s+content="([a-z,\s-]+)"\s*\/?>/;

/** A chunk's file and those of every chunk it imports statically, each once. */
function closure(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const name of chunk.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') closure(bundle, next, files);
  }
  return files;
}

/** The chunk file holding `moduleEnd` and every chunk it imports statically, each once. */
export function chunkFilesFor(bundle: OutputBundle, moduleEnd: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const owner = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(moduleEnd)));
  return owner ? [...closure(bundle, owner)] : [];
}

export function preloadEngine(): Plugin {
  return {
    name: 'onair-preload-engine',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const wanted = META.exec(html)?.[1];
        if (!wanted || !ctx.bundle) return html;
        const names = wanted.split(',').map((n) => n.trim()) as (keyof typeof ENGINE_MODULES)[];
        const files = names.flatMap((name) => {
          const moduleEnds = ENGINE_MODULES[name];
          if (!moduleEnds) throw new Error(`onair-preload-engine: unknown engine "${name}"`);
          return moduleEnds.flatMap((end) => chunkFilesFor(ctx.bundle as OutputBundle, end));
        });
        if (files.length === 0) throw new Error(`onair-preload-engine: no chunk holds the ${wanted} engine`);
        // What the page's own entry imports is loaded by its script tags already.
        const own = ctx.chunk
          ? closure(ctx.bundle as OutputBundle, ctx.chunk as OutputChunk)
          : new Set<string>();
        return [...new Set(files)]
          .filter((file) => !own.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
