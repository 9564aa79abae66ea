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
