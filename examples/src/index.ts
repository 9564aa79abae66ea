import { examplesConfig } from './config';

const api = document.querySelector('#api');
try {
  const { apiBase } = examplesConfig();
  if (api) api.textContent = apiBase;
  // The documentation lives on the API itself, wherever the stack put it.
  for (const [id, path] of [
    ['#api-docs', '/docs'],
    ['#api-openapi', '/openapi.json'],
  ] as const) {
    document
      .querySelector<HTMLAnchorElement>(id)
      ?.setAttribute('href', `${apiBase.replace(/\/+$/, '')}${path}`);
  }
} catch (error) {
  if (api) api.textContent = error instanceof Error ? error.message : String(error);
}

// The operator's QoE console (issue 40) lives on its own origin; the stack writes it into the config.
const consoleLink = document.querySelector<HTMLAnchorElement>('#qoe-console');
const consoleOrigin = (window.ONAIR_CONFIG as { consoleOrigin?: string } | undefined)?.consoleOrigin;
if (consoleLink && consoleOrigin) consoleLink.href = `${consoleOrigin}/console.html`;
