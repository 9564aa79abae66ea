// The profiles, parental PIN, account settings, messages slice of the demo operator (issue 16). Wired into app.ts here so the slice grows in its
// own folder without touching the app's assembly.
import type { FastifyInstance } from 'fastify';
import type { SmsOutbox } from '../accounts/index';
import type { ApiContext } from '../context';

export function registerProfileRoutes(_app: FastifyInstance, _ctx: ApiContext, _sms: SmsOutbox): void {
  // Routes arrive with issue 16.
}
