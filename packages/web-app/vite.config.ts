import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Embeds get their own light entry (embed.html) without the main app's routes.
    rollupOptions: {
      input: { main: path.resolve(here, 'index.html'), embed: path.resolve(here, 'embed.html') },
    },
  },
});
