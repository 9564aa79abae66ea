/**
 * The fresh project the pack test installs the tarballs into: a 10-line consumer of the SDK's three
 * entries, its tsconfig and a Vite config. Written as data so the test owns every byte it builds.
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
import { EmbeddedPlayer } from '@onair/player-sdk/embed';

const apiBase = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:8787/v2';
const token = new URLSearchParams(location.search).get('token') ?? undefined;
const api = createHttpOperatorApi({ baseUrl: apiBase, accessToken: token });
const player = createPlayer({ container: document.getElementById('player')!, api, muted: true, autoplay: true });
player.subscribe((s: PlayerState) => { document.title = s.playing ? 'playing' : 'waiting'; });
void player.loadChannel(1);
Object.assign(window, { player, embedEntry: typeof EmbeddedPlayer });
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
  'vite.config.mjs': `export default { build: { outDir: 'dist', emptyOutDir: true } };\n`,
};
