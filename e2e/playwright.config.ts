import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/find-browser.mjs';
import { SECOND_STACK, STACK } from './support/stack-urls';

// One shared stack (API + media + web app + examples) for the whole run; tests are independent of each
// other. Three workers on a 2-core machine: much of a browser test is waiting on real time (a roll playing
// out, a poll, a live window), so a third browser fills the cores that two leave idle
// (ONAIR_E2E_WORKERS overrides).
export default defineConfig<{ operator: 'onair' | 'meridian' }>({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: Number(process.env.ONAIR_E2E_WORKERS) || 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.cache/playwright.json' }]],
  outputDir: '../.cache/test-results',
  // Every test runs against the demo operator; the start-page, catalogue and channel tests also run
  // against the second demo operator (Meridian TV: its own slugs, ids and start page, issue 37), so
  // the app is proven on an API whose data is not ours.
  projects: [
    { name: 'onair' },
    {
      name: 'meridian',
      testMatch: /web-(catalogue|channels)\.spec\.ts$/,
      use: { operator: 'meridian' },
    },
  ],
  use: {
    browserName: 'chromium',
    // The web app's service worker (issue 20) would answer other tests' pages from its cache and hide
    // them from page.route; web-engagement-offline.spec.ts allows it for itself.
    serviceWorkers: 'block',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `npx tsx scripts/stack.ts --api-port ${STACK.apiPort} --web-port ${STACK.webPort} --examples-port ${STACK.examplesPort} --second-api-port ${SECOND_STACK.apiPort} --second-web-port ${SECOND_STACK.webPort} --console-port ${STACK.consolePort} --memory-db`,
    cwd: '..',
    // Most tests register a viewer and sign in with a password: at the production scrypt cost (2^17,
    // 128 MiB and hundreds of ms a hash, proven in the demo backend's passwords.test.ts) that is seconds
    // a test on a loaded machine, so the browser suite's stack hashes at 2^10 (issue 35 item 8).
    env: { ...(process.env as Record<string, string>), ONAIR_SCRYPT_N: '1024' },
    // The second operator's site is the last thing the stack starts.
    url: `${SECOND_STACK.web}config.js`,
    // A stack already listening on these ports (another session's run, or a crashed one) would be tested
    // instead of the build this run made: reuse it only when asked (ONAIR_E2E_REUSE_STACK=1, for a stack you
    // started yourself with the same ports).
    reuseExistingServer: process.env.ONAIR_E2E_REUSE_STACK === '1',
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
