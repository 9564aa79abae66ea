// The news, surveys, notifications, info pages and instructions slice of the demo operator (issue 20).
// Wired into app.ts here so the slice grows in its own folder without touching the app's assembly.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';

export function registerEngagementRoutes(_app: FastifyInstance, _ctx: ApiContext): void {
  // Routes arrive with issue 20.
}
