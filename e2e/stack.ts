/** Where the browser tests find the stack that playwright.config.ts starts. */
const host = '127.0.0.1';
const apiPort = Number(process.env.ONAIR_E2E_API_PORT ?? 18787);
const webPort = Number(process.env.ONAIR_E2E_WEB_PORT ?? 18788);
const examplesPort = Number(process.env.ONAIR_E2E_EXAMPLES_PORT ?? 18789);
const consolePort = Number(process.env.ONAIR_E2E_CONSOLE_PORT ?? examplesPort + 1);

export const STACK = {
  apiPort,
  webPort,
  examplesPort,
  consolePort,
  origin: `http://${host}:${apiPort}`,
  api: `http://${host}:${apiPort}/v2`,
  web: `http://${host}:${webPort}/`,
  examples: `http://${host}:${examplesPort}/`,
  console: `http://${host}:${consolePort}/console.html`,
} as const;
