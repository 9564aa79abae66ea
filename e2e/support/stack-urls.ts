/** Where the browser tests find the stack that playwright.config.ts starts. */
const host = '127.0.0.1';
const apiPort = Number(process.env.ONAIR_E2E_API_PORT ?? 18787);
const webPort = Number(process.env.ONAIR_E2E_WEB_PORT ?? 18788);
const examplesPort = Number(process.env.ONAIR_E2E_EXAMPLES_PORT ?? 18789);
// The second demo operator (Meridian TV, issue 37) runs in the same stack process on the next two ports.
const secondApiPort = Number(process.env.ONAIR_E2E_SECOND_API_PORT ?? apiPort + 3);
const secondWebPort = Number(process.env.ONAIR_E2E_SECOND_WEB_PORT ?? apiPort + 4);

export interface StackUrls {
  apiPort: number;
  webPort: number;
  examplesPort: number;
  origin: string;
  api: string;
  web: string;
  examples: string;
}

function urls(api: number, web: number): StackUrls {
  return {
    apiPort: api,
    webPort: web,
    examplesPort,
    origin: `http://${host}:${api}`,
    api: `http://${host}:${api}/v2`,
    web: `http://${host}:${web}/`,
    examples: `http://${host}:${examplesPort}/`,
  };
}

// The operator's QoE console (issue 40) on an origin of its own, after the second operator's two ports.
const consolePort = Number(process.env.ONAIR_E2E_CONSOLE_PORT ?? apiPort + 5);

export const STACK = {
  ...urls(apiPort, webPort),
  consolePort,
  console: `http://${host}:${consolePort}/console.html`,
} as const;

/** The second operator: its own API and web-app origins, the same examples page. */
export const SECOND_STACK: StackUrls = urls(secondApiPort, secondWebPort);
