// The promo wizard's route (000 §2 /promo, query code), kept beside its page so the area grows without
// editing the app's router; createRouter places it before the catch-all.
import type { RouteObject } from 'react-router';

export const promoRoutes: RouteObject[] = [
  { path: 'promo', lazy: () => import('./PromoPage').then((m) => ({ Component: m.default })) },
];
