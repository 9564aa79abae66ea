import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './src/app/inline-entry-css';
import { serviceWorkerOptions } from './src/engagement/service-worker-build';
import { startChunks } from './src/player/start-chunks-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // The service worker (Workbox through vite-plugin-pwa, issue 20): what it caches and what it never
  // touches is decided in src/engagement/service-worker-build.ts.
  // The pages' own stylesheet is written into their HTML, so the shell paints without another request
  // (src/app/inline-entry-css.ts). A channel's start chunks are named in the HTML, for the page to fetch them
  // without running them (src/player/start-chunks-plugin.ts).
  plugins: [react(), VitePWA(serviceWorkerOptions), inlineEntryCss(), startChunks(here)],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The stack's static server reads it to hint each route's chunks in the HTML (scripts/static/html-hints.mjs).
    manifest: true,
    // Embeds get their own light entry (embed.html) without the main app's routes; the operator's QoE
    // console (console.html, issue 40) its own too, served on its own origin by the stack.
    rollupOptions: {
      input: {
        main: path.resolve(here, 'index.html'),
        embed: path.resolve(here, 'embed.html'),
        console: path.resolve(here, 'console.html'),
      },
    },
  },
});
