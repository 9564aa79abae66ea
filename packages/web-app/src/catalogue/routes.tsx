// Routes of issue 19 (/rowset/{id}, /row/{id}, /my, /catalog/{id}, /persons/{slug}, /episodes/{slug}), kept beside their pages so the area grows without editing the app's
// router; createRouter places them before the catch-all.
import type { RouteObject } from 'react-router';

export const catalogueRoutes: RouteObject[] = [];
