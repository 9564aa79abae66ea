import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defaultClientConditions, defineConfig } from 'vite';
import { preloadEngine } from './preload-engine-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
// Every top-level HTML file is one example page; adding a page needs no config change.
const pages = Object.fromEntries(
  readdirSync(here)
    .filter((f) => f.endsWith('.html'))
    .map((f) => [f.replace(/\.html$/, ''), path.join(here, f)]),
);

export default defineConfig({
  root: here,
  // A page with <meta name="onair-preload-engine"> gets modulepreload links for that engine's chunks. Vue compiles
  // the Vue page's component and leaves <onair-player> to the browser, as a Vue host configures it.
  plugins: [
    preloadEngine(),
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'onair-player' } } }),
  ],
  base: './',
  // The SDK's own sources, and every other package's browser build (Vidstack's default export is its server no-op).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, rollupOptions: { input: pages } },
});
