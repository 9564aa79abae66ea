// What a guarded route calls: gather the parental scene of the caller, ask the policy what the change needs,
// and refuse it with 403 parental_approval_required unless the request carries a live approval for that
// action in the X-Parental-Approval header (a header, not a query parameter: it never lands in a log line
// or a Referer the way a URL does).
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../db/database';
import { ApiError } from '../http/errors';
import type { Session, SessionStore } from '../session/store';
import type { ParentalAction, ParentalScene } from './approval-policy';
import { ApprovalStore } from './approval-store';

const APPROVAL_HEADER = 'x-parental-approval';

const approvalRequired = (action: ParentalAction): ApiError =>
  new ApiError(403, 'parental_approval_required', 'Enter the parental PIN to do this', {
    field: APPROVAL_HEADER,
    details: { message: action },
  });

export class ParentalGuard {
  readonly approvals: ApprovalStore;

  constructor(
    db: Sql,
    private readonly sessions: SessionStore,
    /** Whether the user watches as a child profile now (profiles/profile-store.ts watchesAsChild). */
    private readonly childActive: (userId: number) => Promise<boolean>,
    now: () => number,
  ) {
    this.approvals = new ApprovalStore(db, now);
  }

  async scene(session: Session): Promise<ParentalScene> {
    const device = await this.sessions.device(session.user.id, session.deviceId);
    return {
      pinSet: session.user.parental_status === 'set',
      childActive: await this.childActive(session.user.id),
      switches: device?.parental_settings ?? {},
    };
  }

  /**
   * Asks `needs` (a rule of approval-policy.ts) what the caller's change needs in their scene, and lets the
   * request through when that is nothing or its header holds a live approval for it.
   */
  async require(
    request: FastifyRequest,
    session: Session,
    needs: (scene: ParentalScene) => ParentalAction | null,
  ): Promise<void> {
    const needed = needs(await this.scene(session));
    if (needed === null) return;
    const header = request.headers[APPROVAL_HEADER];
    const token = typeof header === 'string' ? header.trim() : '';
    if (token && (await this.approvals.holds(token, session.user.id, session.deviceId, needed))) return;
    throw approvalRequired(needed);
  }
}
