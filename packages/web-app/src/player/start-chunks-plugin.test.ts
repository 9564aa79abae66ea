import type { IndexHtmlTransformContext, Plugin } from 'vite';
import {
  type BuiltChunk,
  type Bundle,
  startChunkFiles,
  startChunks,
  startChunksMeta,
  startModules,
} from './start-chunks-plugin';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
) => ({ type: 'chunk', fileName, moduleIds, imports, dynamicImports }) satisfies BuiltChunk;

const ROOT = '/repo/packages/web-app';
const [EARLY, PREFETCH, ENGINE, LIGHT] = startModules(ROOT);
const READER = `${ROOT}/src/player/preload-engine.ts`;

// The shape of the real build: the entry imports the preload's chunk with import(), the early player's chunk
// shares the entry's own runtime and a chunk of its own, the engine has a static import of its own.
const bundle: Bundle = {
  'assets/main.js': chunk('assets/main.js', ['/src/main.tsx'], ['assets/runtime.js'], ['assets/preload.js']),
  'assets/runtime.js': chunk('assets/runtime.js', ['/runtime']),
  'assets/preload.js': chunk('assets/preload.js', [READER], ['assets/runtime.js'], ['assets/early.js']),
  'assets/early.js': chunk('assets/early.js', [EARLY as string], ['assets/runtime.js', 'assets/options.js']),
  'assets/options.js': chunk('assets/options.js', ['/options'], ['assets/runtime.js']),
  'assets/prefetch.js': chunk('assets/prefetch.js', [PREFETCH as string]),
  'assets/engine.js': chunk('assets/engine.js', [ENGINE as string], ['assets/cap.js']),
  'assets/cap.js': chunk('assets/cap.js', ['/cap']),
  'assets/light.js': chunk('assets/light.js', [LIGHT as string]),
  'assets/full.js': chunk('assets/full.js', ['/sdk/hls-full-library.ts']),
  'assets/console.js': chunk('assets/console.js', ['/src/console/main.tsx'], ['assets/runtime.js']),
  'main.css': { type: 'asset' },
};

describe('startChunkFiles', () => {
  it('names the start’s chunks with their static imports, in the start’s order, without the entry’s own', () => {
    expect(startChunkFiles(bundle, 'assets/main.js', startModules(ROOT), READER)).toEqual([
      'assets/early.js',
      'assets/options.js',
      'assets/prefetch.js',
      'assets/engine.js',
      'assets/cap.js',
      'assets/light.js',
    ]);
  });

  it('leaves hls.js’s full build out: the SDK fetches it where a playlist needs it', () => {
    expect(startChunkFiles(bundle, 'assets/main.js', startModules(ROOT), READER)).not.toContain(
      'assets/full.js',
    );
  });

  it('names nothing on a page that never adds the links, and skips a module the build does not have', () => {
    expect(startChunkFiles(bundle, 'assets/console.js', startModules(ROOT), READER)).toEqual([]);
    expect(startChunkFiles(bundle, 'assets/main.js', ['/not/built.ts', ENGINE as string], READER)).toEqual([
      'assets/engine.js',
      'assets/cap.js',
    ]);
  });
});

describe('startChunksMeta', () => {
  it('writes the addresses under the build’s base, and nothing when there are none', () => {
    expect(startChunksMeta(['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<meta name="onair-start-chunks" content="/assets/a.js /assets/b.js">',
    );
    expect(startChunksMeta(['assets/a.js'], '/tv/')).toBe(
      '<meta name="onair-start-chunks" content="/tv/assets/a.js">',
    );
    expect(startChunksMeta([], '/')).toBe('');
  });
});

describe('the start-chunks plugin', () => {
  const transform = (plugin: Plugin, html: string, entry: string) => {
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, ctx: IndexHtmlTransformContext) => string;
    };
    return hook.handler(html, {
      path: '/index.html',
      filename: `${ROOT}/index.html`,
      bundle: bundle as unknown as IndexHtmlTransformContext['bundle'],
      chunk: bundle[entry] as unknown as IndexHtmlTransformContext['chunk'],
    });
  };

  it('writes the meta into the head of a page that reads it, and leaves the others as they are', () => {
    const plugin = startChunks(ROOT);
    const html = '<html><head><title>OnAir</title></head><body></body></html>';
    const built = transform(plugin, html, 'assets/main.js');
    expect(built).toContain(
      '<meta name="onair-start-chunks" content="/assets/early.js /assets/options.js /assets/prefetch.js /assets/engine.js /assets/cap.js /assets/light.js">\n  </head>',
    );
    expect(transform(plugin, html, 'assets/console.js')).toBe(html);
  });
});
