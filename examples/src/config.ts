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

/**
 * The web app's origin, where `/channel_embed/…` lives: `?app=<origin>`, else `webOrigin` from the
 * runtime config, else `npm start`'s layout (the web app one port below the examples).
 */
export function webAppOrigin(): string {
  const fromQuery = new URLSearchParams(location.search).get('app');
  const configured = (window.ONAIR_CONFIG as { webOrigin?: string } | undefined)?.webOrigin;
  if (fromQuery || configured) return new URL(fromQuery ?? configured ?? '').origin;
  const here = new URL(location.href);
  const port = Number(here.port || (here.protocol === 'https:' ? 443 : 80));
  return `${here.protocol}//${here.hostname}:${port - 1}`;
}
