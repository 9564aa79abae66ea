// The promo routes (000 §2 /promo, query code; 001 §2 /promo/{id}, /promocode, /promocode_wizard, /gift and
// the partner page /promo/lovi), kept beside their pages so the area grows without editing the app's
// router; createRouter places them before the catch-all. They sit under PromoGate: each exists only where
// promo codes are enabled.
import { Outlet, type RouteObject } from 'react-router';
import { PromoGate } from './PromoGate';

const wizard: RouteObject['lazy'] = () => import('./PromoPage').then((m) => ({ Component: m.default }));

export const promoRoutes: RouteObject[] = [
  {
    element: (
      <PromoGate>
        <Outlet />
      </PromoGate>
    ),
    children: [
      { path: 'promo', lazy: wizard },
      {
        path: 'promo/lovi',
        lazy: () => import('./PartnerPromoPage').then((m) => ({ Component: m.default })),
      },
      { path: 'promo/:code', lazy: wizard },
      { path: 'promocode', lazy: wizard },
      { path: 'promocode_wizard', lazy: wizard },
      { path: 'gift', lazy: () => import('../engagement/InfoPage').then((m) => ({ Component: m.default })) },
    ],
  },
];
