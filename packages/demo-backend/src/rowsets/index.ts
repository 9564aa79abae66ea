// The rowsets, rows, pages, search, persons (the operator's curation) slice of the demo operator (issue 19). Wired into app.ts here so the slice grows in its
// own folder without touching the app's assembly.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';

export function registerRowsetRoutes(_app: FastifyInstance, _ctx: ApiContext): void {
  // Routes arrive with issue 19.
}
