import { defineConfig } from 'vitest/config';

// One run covers every package; each package picks the environment its code needs.
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'player-sdk', root: 'packages/player-sdk', environment: 'jsdom', globals: true },
      },
      {
        extends: true,
        test: { name: 'ads-vast', root: 'packages/ads-vast', environment: 'jsdom', globals: true },
      },
      {
        extends: true,
        test: { name: 'web-app', root: 'packages/web-app', environment: 'jsdom', globals: true },
      },
      {
        extends: true,
        test: {
          name: 'demo-backend',
          root: 'packages/demo-backend',
          environment: 'node',
          globals: true,
          // Each suite opens its own database (PGlite's WASM start-up, or a schema on PostgreSQL).
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
