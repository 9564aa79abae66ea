/**
 * The console's pages in the address's hash (#/overview, #/breakdown, #/views, #/views/<id>): a bookmark
 * or a link pasted into a support ticket opens the same page, and the static server needs no routes. Pure.
 */
export type ConsoleRoute =
  | { page: 'overview' }
  | { page: 'breakdown' }
  | { page: 'views' }
  | { page: 'view'; viewId: string };

export function routeOf(hash: string): ConsoleRoute {
  const path = hash.replace(/^#\/?/, '');
  const view = /^views\/([A-Za-z0-9_-]{8,64})$/.exec(path);
  if (view) return { page: 'view', viewId: view[1]! };
  if (path === 'breakdown') return { page: 'breakdown' };
  if (path === 'views') return { page: 'views' };
  return { page: 'overview' };
}
