/**
 * Routes of both specs that this issue builds, each a lazy module so the channel page ships only what it
 * needs. Modal pages (content on top of a list) are ordinary routes whose page decides its own frame.
 * Embeds (`/channel_embed`, `/content_embed`) get their own entry later (embed.html) and are not here.
 */
import { createBrowserRouter, Navigate, useParams } from 'react-router';
import { catalogueRoutes } from '../catalogue/routes';
import { engagementRoutes } from '../engagement/routes';
import { packetRoutes } from '../packets/routes';
import { promoRoutes } from '../promo/routes';
import { settingsRoutes } from '../settings/routes';
import { Spinner } from '../ui/Spinner';
import { devRoutes } from './dev-routes';
import { RootLayout } from './RootLayout';

function ChannelRedirect() {
  const { id } = useParams();
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return <Navigate to={`/channels/all/${id ?? ''}${search}`} replace />;
}

/**
 * The channel pages play at once: their route starts the player's chunk and hls.js while the session starts,
 * instead of when the player mounts after the session and the line-up (load-app-player.ts).
 */
const channelsPage = () =>
  import('../channels/ChannelsPage').then((m) => {
    m.preloadChannelPlayer();
    return { Component: m.default };
  });

export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <RootLayout />,
      // Shown while the first lazy route module loads.
      HydrateFallback: Spinner,
      children: [
        { index: true, lazy: () => import('../pages/Home').then((m) => ({ Component: m.default })) },
        { path: 'movies', lazy: () => import('../pages/Home').then((m) => ({ Component: m.MoviesPage })) },
        { path: 'series', lazy: () => import('../pages/Home').then((m) => ({ Component: m.SeriesPage })) },
        { path: 'search', lazy: () => import('../pages/Search').then((m) => ({ Component: m.default })) },
        { path: 'channels', lazy: channelsPage },
        { path: 'channels/:category', lazy: channelsPage },
        { path: 'channels/:category/:channel', lazy: channelsPage },
        { path: 'channel', element: <Navigate to="/channels" replace /> },
        { path: 'channel/:id', element: <ChannelRedirect /> },
        {
          path: 'channelsfree',
          lazy: () => import('../channels/FreeChannelsPage').then((m) => ({ Component: m.default })),
        },
        {
          path: 'contents/:slugOrId',
          lazy: () => import('../content/ContentPage').then((m) => ({ Component: m.default })),
        },
        {
          path: 'contents/:slugOrId/:childSlug',
          lazy: () => import('../content/ContentPage').then((m) => ({ Component: m.default })),
        },
        {
          path: 'watch/:slugOrId',
          lazy: () => import('../content/WatchPage').then((m) => ({ Component: m.default })),
        },
        {
          path: 'trailers/:id',
          lazy: () => import('../content/TrailerPage').then((m) => ({ Component: m.default })),
        },
        {
          path: 'trailer',
          lazy: () => import('../content/TrailerPage').then((m) => ({ Component: m.default })),
        },
        // 001 §2: the id-less placeholders (/row and /rowset go on: catalogue/routes.tsx).
        ...['watch', 'trailers', 'persons', 'provider', 'guide'].map((path) => ({
          path,
          lazy: () => import('../pages/Placeholder').then((m) => ({ Component: m.default })),
        })),
        ...devRoutes(import.meta.env.DEV),
        {
          path: 'welcome',
          lazy: () => import('../accounts/WelcomePage').then((m) => ({ Component: m.default })),
        },
        {
          path: 'auth_methods',
          lazy: () => import('../accounts/AuthMethodsPage').then((m) => ({ Component: m.default })),
        },
        ...settingsRoutes,
        ...packetRoutes,
        ...promoRoutes,
        ...catalogueRoutes,
        ...engagementRoutes,
        { path: 'geo_lock', lazy: () => import('../pages/GeoLock').then((m) => ({ Component: m.default })) },
        // 001 §2: the catch-all shows the home view.
        { path: '*', lazy: () => import('../pages/Home').then((m) => ({ Component: m.default })) },
      ],
    },
  ]);
}
