// The GET /v2, /v2/openapi.json, /v2/docs slice of the demo operator (issue 24). Wired into app.ts here so the slice grows in its
// own folder without touching the app's assembly.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';

export function registerOpenApiRoutes(_app: FastifyInstance, _ctx: ApiContext): void {
  // Registered before every other route: its onRoute hook (issue 24) sees each route's contract.
}
