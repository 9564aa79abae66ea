// The rowsets, rows, pages, search, persons (the operator's curation) slice of the demo operator (issue 19). Wired into app.ts here so the slice grows in its
// own folder without touching the app's assembly.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { registerFilterRoutes } from './filter-routes';
import { registerPageRoutes } from './page-routes';
import { registerPersonRoutes } from './person-routes';
import { registerSearchRoutes } from './search-routes';
import { seedCuration } from './seed';
import { curationStore } from './store';

export function registerRowsetRoutes(app: FastifyInstance, ctx: ApiContext): void {
  // The demo curation is put in SQL once the app is ready (migrations have run by then).
  app.addHook('onReady', () => seedCuration(ctx.db, ctx.operator));
  registerPageRoutes(app, ctx, curationStore(ctx.db));
  registerFilterRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerPersonRoutes(app, ctx);
}
