// The profiles, parental PIN and messages slice of the demo operator (issue 16). Wired into app.ts once;
// the stores are built here from the shared database and clock.
import type { FastifyInstance } from 'fastify';
import type { SmsOutbox } from '../accounts/sms-outbox';
import type { ApiContext } from '../context';
import { registerMessageRoutes } from './message-routes';
import { MessageStore } from './message-store';
import { registerPinRoutes } from './pin-routes';
import { PinStore } from './pin-store';
import { registerProfileCrudRoutes } from './profile-routes';
import { ProfileStore } from './profile-store';

export {
  categoriesForChild,
  childProfileActive,
  forChild,
  refuseForChild,
  requestFromChild,
  suitableWireItem,
} from './child-scope';
export { changePincode } from './pin-routes';
export { PinStore } from './pin-store';
export { suitableForChild } from './profile-rules';
export { watchesAsChild, watchingProfile } from './profile-store';

export function registerProfileRoutes(app: FastifyInstance, ctx: ApiContext, sms: SmsOutbox): void {
  registerProfileCrudRoutes(app, ctx, new ProfileStore(ctx.db, ctx.now));
  registerPinRoutes(app, ctx, new PinStore(ctx.db, ctx.now), sms);
  registerMessageRoutes(app, ctx, new MessageStore(ctx.db, ctx.now));
}
