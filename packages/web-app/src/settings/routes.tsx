// Routes of issue 16 (/lk, /settings/{tab}, /lk_parental), kept beside their pages so the area grows without editing the app's
// router; createRouter places them before the catch-all.
import type { RouteObject } from 'react-router';

export const settingsRoutes: RouteObject[] = [];
