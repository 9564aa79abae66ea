// The news, pushes, surveys, info pages, instructions, advertising ids and A/B tests slice of the demo
// operator (issue 20). Wired into app.ts once, so the slice grows in its own folder.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { registerAdsRoutes } from './ads-routes';
import { registerBrandLogoRoutes } from './brand-logo-routes';
import { registerInfoRoutes } from './info-routes';
import { registerNewsRoutes } from './news-routes';
import { registerPushRoutes } from './push-routes';
import { registerSurveyRoutes } from './survey-routes';

export function registerEngagementRoutes(app: FastifyInstance, ctx: ApiContext): void {
  registerNewsRoutes(app, ctx);
  registerInfoRoutes(app, ctx);
  registerSurveyRoutes(app, ctx);
  registerAdsRoutes(app, ctx);
  registerPushRoutes(app, ctx);
  registerBrandLogoRoutes(app);
}
