// Routes of issue 19 (/rowset/{id}, /row/{id}, /my, /catalog/{id}, /persons/{slug}, /episodes/{slug}, /programs/{id},
// /{catalogue slug}/{sub page slug}, /{slug}), kept beside their pages so
// the area grows without editing the app's router; createRouter places them before the catch-all.
import { Navigate, type RouteObject } from 'react-router';

const rowset = () => import('./RowsetPage');

export const catalogueRoutes: RouteObject[] = [
  { path: 'rowset/:id', lazy: () => rowset().then((m) => ({ Component: m.SlugPage })) },
  { path: 'rowset', element: <Navigate to="/" replace /> },
  { path: 'startpage', lazy: () => rowset().then((m) => ({ Component: m.StartPage })) },
  { path: 'my', lazy: () => rowset().then((m) => ({ Component: m.MyPage })) },
  { path: 'row/:id', lazy: () => import('./RowPage').then((m) => ({ Component: m.default })) },
  { path: 'row', element: <Navigate to="/row/collection" replace /> },
  { path: 'catalog/:id', lazy: () => import('./CatalogPage').then((m) => ({ Component: m.default })) },
  { path: 'persons/:slugOrId', lazy: () => import('./PersonPage').then((m) => ({ Component: m.default })) },
  { path: 'episodes/:slugOrId', lazy: () => import('./EpisodePage').then((m) => ({ Component: m.default })) },
  { path: 'programs/:id', lazy: () => import('./ProgrammePage').then((m) => ({ Component: m.default })) },
  // The catalogue sub-menu's /{catalogue slug}/{sub page slug}; an unknown pair shows the home view.
  { path: ':slug/:sub', lazy: () => import('./CatalogPage').then((m) => ({ Component: m.default })) },
  // Any other single word is an operator page slug; an unknown one shows the home view.
  { path: ':slug', lazy: () => rowset().then((m) => ({ Component: m.SlugPage })) },
];
