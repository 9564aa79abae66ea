// The promo routes (000 §2 /promo, query code; 001 §2 /promo/{id}, /promocode, /promocode_wizard and the
// partner page /promo/lovi), kept beside their pages so the area grows without editing the app's router;
// createRouter places them before the catch-all. Each exists only where promo codes are enabled (PromoGate).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PromoGate } from './PromoGate';

const gated = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const { default: Page } = await load();
  return {
    Component: () => (
      <PromoGate>
        <Page />
      </PromoGate>
    ),
  };
};

const wizard = gated(() => import('./PromoPage'));

export const promoRoutes: RouteObject[] = [
  { path: 'promo', lazy: wizard },
  { path: 'promo/lovi', lazy: gated(() => import('./PartnerPromoPage')) },
  { path: 'promo/:code', lazy: wizard },
  { path: 'promocode', lazy: wizard },
  { path: 'promocode_wizard', lazy: wizard },
  { path: 'gift', lazy: gated(() => import('../engagement/InfoPage')) },
];
