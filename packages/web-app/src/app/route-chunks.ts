/**
 * Why: a route's code is fetched only once the entry has run and the router has matched the address; the server
 * that sends the HTML knows the address before the browser runs anything, so it names those chunks in the page
 * (`modulepreload`, scripts/static/html-hints.mjs) and they download beside the entry. These are the pages a
 * viewer lands on (the start page, a channel, a film's page and its player); each lists its route module (as the
 * router imports it, router.tsx) and, where the page plays at once, the player's chunk (load-app-player.ts).
 * hls.js is not among them: on a slow link it would share the bandwidth with the entry the start-up calls wait
 * for; the channel page's early start asks for it (early-start.ts).
 */

export interface RouteChunks {
  /** The pathname this entry serves. */
  path: RegExp;
  /** Source modules, relative to the web app's folder, as vite's manifest names them. */
  modules: readonly string[];
}

const PLAYER = 'src/player/AppPlayer.tsx';

export const ROUTE_CHUNKS: readonly RouteChunks[] = [
  { path: /^\/$/, modules: ['src/pages/Home.tsx'] },
  { path: /^\/channels(?:\/|$)/, modules: ['src/channels/ChannelsPage.tsx', PLAYER] },
  { path: /^\/contents\/[^/]+/, modules: ['src/content/ContentPage.tsx'] },
  { path: /^\/watch\/[^/]+/, modules: ['src/content/WatchPage.tsx', PLAYER] },
];

/** The modules to hint for a pathname (none for a page not listed). */
export function routeModules(pathname: string): readonly string[] {
  return ROUTE_CHUNKS.find((route) => route.path.test(pathname))?.modules ?? [];
}
