import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// One run covers every package; each package picks the environment its code needs.
// The browser-like packages share one jsdom per worker (isolate: false): creating a jsdom for each of
// ~160 files cost about four minutes of `npm test` on 2 cores, for tests that run in seconds. The setup
// file puts back what a test may leave behind (rendered trees, fake timers, stubbed globals, storage,
// cookies), and the suites pass in shuffled order: `npm test` runs the files shuffled (`--sequence.shuffle.files`,
// seed printed), so an order dependence between files fails there.
const jsdomSetup = fileURLToPath(new URL('./vitest.jsdom-setup.ts', import.meta.url));
const sharedJsdom = {
  environment: 'jsdom' as const,
  globals: true,
  isolate: false,
  setupFiles: [jsdomSetup],
};

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      { extends: true, test: { name: 'player-sdk', root: 'packages/player-sdk', ...sharedJsdom } },
      { extends: true, test: { name: 'ads-vast', root: 'packages/ads-vast', ...sharedJsdom } },
      {
        extends: true,
        test: { name: 'redaction', root: 'packages/redaction', environment: 'node', globals: true },
      },
      { extends: true, test: { name: 'web-app', root: 'packages/web-app', ...sharedJsdom } },
      {
        extends: true,
        test: {
          name: 'demo-backend',
          root: 'packages/demo-backend',
          environment: 'node',
          globals: true,
          // Each suite opens its own database (PGlite's WASM start-up, or a schema on PostgreSQL).
          hookTimeout: 60_000,
          // Passwords at scrypt N = 2^10 instead of the production 2^17 (128 MiB and hundreds of ms a
          // hash): the suites make thousands. accounts/passwords.test.ts checks the production default
          // and hashes once at it.
          env: { ONAIR_SCRYPT_N: '1024' },
          // The concurrency suite (two backend processes, parallel requests) is about PostgreSQL only:
          // on PGlite every race is hidden, so without DATABASE_URL it is not collected at all.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['src/concurrency/**'])],
        },
      },
    ],
  },
});
