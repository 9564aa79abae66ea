/**
 * Why (issue 38): a channel page's start needs a few lazy chunks the entry cannot name — the early player's, the
 * hls.js engine's, hls.js's light build, the startup prefetch's. The page used to `import()` the engine and
 * hls.js's full build from its preload (preload-engine.ts) to have them downloaded early, and an import also
 * runs the module: hls.js's full build was evaluated in the middle of the start, ≈ 25 ms of main thread between
 * the stream's playlist and the first frame in every traced returning visit (docs/performance.md, session 19) —
 * work the first frame does not need (it is the SDK's startup picture; hls.js attaches after it). A
 * `<link rel="modulepreload">` fetches and compiles a module off the main thread and runs it only when imported.
 * Its address has a content hash only the build knows, so this plugin writes the chunks' addresses into the
 * built HTML (a `<meta>`: data, no script, so the CSP holds); the page adds the links on a channel page only
 * (preload-engine.ts): every other page would download hls.js for nothing. The returning viewer's HTML comes from
 * the service worker's precache, so the server's route hints (scripts/static/html-hints.mjs) cannot do it.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { START_CHUNKS_META } from './start-chunk-names';

/** What of a built chunk this needs (rollup's and rolldown's output chunks both have it). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
}
export type Bundle = Record<string, BuiltChunk | { type: 'asset' }>;

const chunks = (bundle: Bundle) =>
  Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk');

/** The files `fileName` loads statically, itself first, depth first. */
function staticClosure(bundle: Bundle, fileName: string, seen: Set<string>, out: string[]): string[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return out;
  seen.add(fileName);
  out.push(fileName);
  for (const next of chunk.imports) staticClosure(bundle, next, seen, out);
  return out;
}

/** Whether the page whose entry is `entry` can reach `moduleId` at all (statically or through `import()`). */
function reaches(bundle: Bundle, entry: string, moduleId: string): boolean {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    if (chunk.moduleIds.includes(moduleId)) return true;
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return false;
}

/**
 * The files a page with entry chunk `entry` should fetch ahead for a channel's start: the chunks holding
 * `modules` (in that order) with their static imports, leaving out what the entry loads itself. Empty when the
 * page never reaches `reader` (the module that adds the links): nothing would read them there.
 */
export function startChunkFiles(
  bundle: Bundle,
  entry: string,
  modules: readonly string[],
  reader: string,
): string[] {
  if (!reaches(bundle, entry, reader)) return [];
  const seen = new Set(staticClosure(bundle, entry, new Set(), []));
  const out: string[] = [];
  for (const id of modules) {
    const holder = chunks(bundle).find((chunk) => chunk.moduleIds.includes(id));
    if (holder) staticClosure(bundle, holder.fileName, seen, out);
  }
  return out;
}

/** The `<meta>` naming the files, each under the build's base (empty: none). */
export function startChunksMeta(files: readonly string[], base: string): string {
  if (files.length === 0) return '';
  const content = files.map((file) => `${base}${file}`).join(' ');
  return `<meta name="${START_CHUNKS_META}" content="${content.replaceAll('"', '&quot;')}">`;
}

/** The modules of a channel's start (the web app's folder `root`), in the order the start needs them. */
export function startModules(root: string): string[] {
  const sdk = path.resolve(root, '../player-sdk/src/engines');
  return [
    path.resolve(root, 'src/player/early-player.ts'),
    path.join(sdk, 'hls-startup-prefetch.ts'),
    path.join(sdk, 'hls-engine.ts'),
    // The light build: the SDK picks the build from the playlist (engines/hls-build.ts), and the operator's clear
    // channels need no more; a stream that does gets the full build fetched at its load, as any host's would.
    path.join(sdk, 'hls-light-library.ts'),
  ];
}

/** The vite plugin (`root`: the web app's folder): each built HTML page that reads them gets the `<meta>`. */
export function startChunks(root: string): Plugin {
  let base = '/';
  const modules = startModules(root);
  const reader = path.resolve(root, 'src/player/preload-engine.ts');
  return {
    name: 'onair:start-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        const files = startChunkFiles(ctx.bundle as unknown as Bundle, ctx.chunk.fileName, modules, reader);
        const meta = startChunksMeta(files, base);
        return meta ? html.replace(/<\/head>/i, `  ${meta}\n  </head>`) : html;
      },
    },
  };
}
