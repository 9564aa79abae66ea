/**
 * The fresh project the pack test installs the tarballs into: a small consumer of the SDK's entries (the
 * core, React, the embed host library, and `<onair-player>` on a page of its own), its tsconfig and a Vite
 * config. Written as data so the test owns every byte it builds.
 */
export const consumerFiles = {
  'package.json': JSON.stringify({ name: 'onair-pack-consumer', private: true, type: 'module' }, null, 2),
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>OnAir from npm</title></head>
  <body>
    <div id="player" style="width: 640px; aspect-ratio: 16 / 9"></div>
    <script type="module" src="/src/main.ts"></script>
    <script type="module" src="/src/react-entry.js"></script>
  </body>
</html>
`,
  'src/main.ts': `import { createHttpOperatorApi, createPlayer, type PlayerState } from '@onair/player-sdk';
import { formatDiagnostics } from '@onair/player-sdk/diagnostics';
import { EmbeddedPlayer } from '@onair/player-sdk/embed';

const apiBase = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:8787/v2';
const token = new URLSearchParams(location.search).get('token') ?? undefined;
const api = createHttpOperatorApi({ baseUrl: apiBase, accessToken: token });
const player = createPlayer({ container: document.getElementById('player')!, api, muted: true, autoplay: true });
player.subscribe((s: PlayerState) => { document.title = s.playing ? 'playing' : 'waiting'; });
void player.loadChannel(1);
Object.assign(window, { player, embedEntry: typeof EmbeddedPlayer, diagnosticsEntry: typeof formatDiagnostics });
`,
  // The React entry, bundled by Vite from plain JS: its types need @types/react, which a React
  // consumer has and this one does not install (react is the SDK's optional peer).
  'src/react-entry.js': `import { Player, PlayerSkin } from '@onair/player-sdk/react';
window.reactEntry = [typeof Player, typeof PlayerSkin].join(',');
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        jsx: 'react-jsx',
      },
      include: ['src'],
    },
    null,
    2,
  ),
  // The element as a plain page uses it: one module script and the tag (typed through HTMLElementTagNameMap).
  'element.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>OnAir element from npm</title></head>
  <body>
    <onair-player muted autoplay lang="kk" style="width: 640px"></onair-player>
    <script type="module" src="/src/element.ts"></script>
  </body>
</html>
`,
  'src/element.ts': `import '@onair/player-sdk/element';

const params = new URLSearchParams(location.search);
const player = document.querySelector('onair-player')!;
player.accessToken = params.get('token');
player.apiBase = params.get('api') ?? 'http://127.0.0.1:8787/v2';
player.addEventListener('firstframe', (event) => {
  document.title = \`first frame after \${event.detail.ms} ms\`;
});
player.channelId = 1;
`,
  // Node imports the element entry as a server would (no window, no customElements): it defines nothing.
  'ssr.mjs': `const element = await import('@onair/player-sdk/element');
if (typeof element.OnAirPlayerElement !== 'function' || element.TAG_NAME !== 'onair-player') process.exit(1);
element.defineOnAirPlayer();
console.log('element entry imported in Node');
`,
  'vite.config.mjs': `import { resolve } from 'node:path';
export default {
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { input: { index: resolve('index.html'), element: resolve('element.html') } },
  },
};
`,
};
