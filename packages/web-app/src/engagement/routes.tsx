// Routes of issue 20 (/news, /news/{id}, /instructions, info pages, /newyear, /app_store, /open_mobile_app,
// /miniapp), kept beside their pages so the area grows without editing the app's router; createRouter places them
// before the catch-all. Rules pages are /rules and /rules/promo, so the region-block allow-list's
// `rules` prefix covers both (000 §2 Pages reachable while region-blocked).
import type { RouteObject } from 'react-router';

/** Info pages read their slug from the path (InfoPage infoSlugOf). */
const info: RouteObject['lazy'] = () => import('./InfoPage').then((m) => ({ Component: m.default }));

export const engagementRoutes: RouteObject[] = [
  { path: 'news', lazy: () => import('./NewsPage').then((m) => ({ Component: m.default })) },
  { path: 'news/:id', lazy: () => import('./NewsItemPage').then((m) => ({ Component: m.default })) },
  { path: 'instructions', lazy: () => import('./InstructionsPage').then((m) => ({ Component: m.default })) },
  { path: 'terms', lazy: info },
  { path: 'faq', lazy: info },
  { path: 'rules', lazy: info },
  { path: 'rules/:kind', lazy: info },
  // 001 §2: the special promo pages, the operator's texts.
  { path: 'amediateka', lazy: info },
  { path: 'webtest', lazy: info },
  { path: 'newyear', lazy: () => import('./NewYearPage').then((m) => ({ Component: m.default })) },
  { path: 'app_store', lazy: () => import('./AppStorePage').then((m) => ({ Component: m.default })) },
  { path: 'open_mobile_app', lazy: () => import('./OpenMobileApp').then((m) => ({ Component: m.default })) },
  { path: 'miniapp', lazy: () => import('./MiniAppPage').then((m) => ({ Component: m.default })) },
];
