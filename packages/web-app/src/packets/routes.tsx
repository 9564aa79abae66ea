// Routes of issue 17 (/packets, /packets/{id}, /provider/{shortname}, /agreement, /privacy), kept beside their pages so the area grows without editing the app's
// router; createRouter places them before the catch-all. The Subscriptions tab also has its own route
// (/lk/subscriptions) so it can be opened and tested apart from the account page's tab list.
import type { RouteObject } from 'react-router';

export const packetRoutes: RouteObject[] = [
  { path: 'packets', lazy: () => import('./PacketsPage').then((m) => ({ Component: m.default })) },
  { path: 'packets/:id', lazy: () => import('./PacketPage').then((m) => ({ Component: m.default })) },
  {
    path: 'provider/:shortname',
    lazy: () => import('./ProviderPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'agreement',
    lazy: () => import('./AgreementPage').then((m) => ({ Component: m.AgreementRoute })),
  },
  {
    path: 'privacy',
    lazy: () => import('./AgreementPage').then((m) => ({ Component: m.PrivacyRoute })),
  },
  {
    path: 'lk/subscriptions',
    lazy: () => import('./SubscriptionsPage').then((m) => ({ Component: m.default })),
  },
];
