import { examplesConfig } from './config';

const api = document.querySelector('#api');
try {
  if (api) api.textContent = examplesConfig().apiBase;
} catch (error) {
  if (api) api.textContent = error instanceof Error ? error.message : String(error);
}
