/** Runtime configuration written by the server that hosts the examples (see scripts/static-site.ts). */
export interface ExamplesConfig {
  apiBase: string;
}

declare global {
  interface Window {
    ONAIR_CONFIG?: Partial<ExamplesConfig>;
  }
}

export function examplesConfig(): ExamplesConfig {
  const fromQuery = new URLSearchParams(location.search).get('api');
  const apiBase = fromQuery ?? window.ONAIR_CONFIG?.apiBase;
  if (!apiBase) throw new Error('No API base: open the examples through `npm start`, or add ?api=<base>');
  return { apiBase: apiBase.replace(/\/$/, '') };
}

/** The API's origin, where media, VAST and licence URLs live. */
export function apiOrigin(config = examplesConfig()): string {
  return new URL(config.apiBase).origin;
}
