/**
 * 001 §2 Routes, §6 Roles: "Non-production builds also expose /test, /test_feed and /vitrina_test". A
 * development build (vite's DEV) adds them; a production build has none, so they cannot be reached there.
 */
import type { RouteObject } from 'react-router';

export const DEV_PATHS = ['test', 'test_feed', 'vitrina_test'] as const;

export function devRoutes(development: boolean): RouteObject[] {
  if (!development) return [];
  return DEV_PATHS.map((path) => ({
    path,
    lazy: () => import('./DevTestPage').then((m) => ({ Component: m.default })),
  }));
}
