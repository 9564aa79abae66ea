import { describe, expect, it } from 'vitest';
import { bootFiles, bootGraphProblems, writeBootScript } from './boot-script';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  ...extra,
});

/** A build's bundle as vite hands it to the HTML transform: the boot, the app's entry and their shared chunks. */
function bundle(bootModules: string[] = ['/app/src/boot.ts']) {
  return {
    'assets/boot-1.js': chunk('assets/boot-1.js', {
      name: 'boot',
      isEntry: true,
      imports: ['assets/start-1.js', 'assets/zod-1.js'],
      moduleIds: bootModules,
    }),
    'assets/start-1.js': chunk('assets/start-1.js', {
      imports: ['assets/zod-1.js'],
      moduleIds: ['/app/src/session/head-start.ts', '/app/src/session/early-start.ts'],
    }),
    'assets/zod-1.js': chunk('assets/zod-1.js', { moduleIds: ['/app/node_modules/zod/v4/core.js'] }),
    'assets/main-1.js': chunk('assets/main-1.js', {
      name: 'main',
      isEntry: true,
      imports: ['assets/start-1.js', 'assets/react-1.js'],
      moduleIds: ['/app/src/main.tsx'],
    }),
    'assets/react-1.js': chunk('assets/react-1.js', {
      moduleIds: ['/app/node_modules/react/cjs/react.production.js'],
    }),
  };
}

describe('the boot script in the app’s HTML (issue 38)', () => {
  const html = [
    '<head>',
    '    <script src="/config.js" defer></script>',
    '    <script type="module" crossorigin src="/assets/main-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/start-1.js">',
    '</head>',
  ].join('\n');

  it('runs the boot after /config.js and before the entry, its chunks preloaded ahead of the entry’s', () => {
    const out = writeBootScript(html, '/assets/main-1.js', '/assets/boot-1.js', [
      '/assets/start-1.js',
      '/assets/zod-1.js',
    ]);
    const order = [...out.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      '/config.js',
      '/assets/boot-1.js',
      '/assets/start-1.js',
      '/assets/zod-1.js',
      '/assets/main-1.js',
      '/assets/react-1.js',
    ]);
    // Both are deferred module scripts (no async): document order, after the deferred /config.js.
    expect(out).not.toMatch(/\basync\b/);
    expect(out).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
  });

  it('goes right before the entry, after the scripts the page runs first (the dev server’s client)', () => {
    const dev = [
      '<script type="module" src="/@vite/client"></script>',
      '<script src="/config.js" defer></script>',
      '<script type="module" src="/src/main.tsx"></script>',
    ].join('\n');
    const out = writeBootScript(dev, '/src/main.tsx', '/src/boot.ts');
    const order = [...out.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['/@vite/client', '/config.js', '/src/boot.ts', '/src/main.tsx']);
  });

  it('leaves a page without the entry’s script as it is', () => {
    const page = '<head><script src="/config.js"></script></head>';
    expect(writeBootScript(page, '/src/main.tsx', '/assets/boot-1.js')).toBe(page);
  });

  it('names the boot’s chunk and its static graph, depth first, each once', () => {
    expect(bootFiles(bundle())).toEqual(['assets/boot-1.js', 'assets/start-1.js', 'assets/zod-1.js']);
    const { 'assets/boot-1.js': _, ...withoutBoot } = bundle();
    expect(bootFiles(withoutBoot)).toBeNull();
  });

  it('passes a graph without React whose session state is in one chunk', () => {
    const b = bundle();
    expect(bootGraphProblems(b, bootFiles(b) ?? [])).toEqual([]);
  });

  it('fails a build whose boot holds React or a page', () => {
    const b = bundle([
      '/app/src/boot.ts',
      '/app/node_modules/react-dom/client.js',
      '/app/src/pages/Home.tsx',
    ]);
    expect(bootGraphProblems(b, bootFiles(b) ?? [])).toEqual([
      'assets/boot-1.js holds /app/node_modules/react-dom/client.js',
      'assets/boot-1.js holds /app/src/pages/Home.tsx',
    ]);
  });

  it('fails a build with two copies of the session’s head start (two states, two starts)', () => {
    const b = bundle(['/app/src/boot.ts', '/app/src/session/head-start.ts']);
    expect(bootGraphProblems(b, bootFiles(b) ?? [])).toEqual([
      'session/head-start.ts is in 2 chunks (assets/boot-1.js, assets/start-1.js)',
    ]);
  });
});
