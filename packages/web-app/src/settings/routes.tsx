// Routes of issue 16 (/lk, /settings/{tab}, /lk_parental), kept beside their pages so the area grows without editing the app's
// router; createRouter places them before the catch-all.
import type { RouteObject } from 'react-router';

const page = () => import('./SettingsPage').then((m) => ({ Component: m.default }));

export const settingsRoutes: RouteObject[] = [
  { path: 'lk', lazy: page },
  { path: 'settings', lazy: page },
  { path: 'settings/:tab', lazy: page },
  { path: 'settings/language/:part', lazy: page },
  { path: 'lk_parental', lazy: () => import('./SettingsPage').then((m) => ({ Component: m.ParentalPage })) },
];
