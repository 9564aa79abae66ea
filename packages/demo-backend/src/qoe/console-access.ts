/**
 * What every console route shares: the operator's bearer token checked against SQL sessions, the contract
 * entry each route declares, and names for the ids the answers carry.
 */
import type { FastifyRequest } from 'fastify';
import { PasswordAttempts } from '../accounts/password-attempts';
import type { ApiContext } from '../context';
import { authRequired } from '../http/errors';
import type { FilterDim } from './contract';
import { type Operator, OperatorSessions } from './operators';

export type ConsoleAccess = ReturnType<typeof consoleAccess>;

export function consoleAccess(ctx: ApiContext) {
  const sessions = new OperatorSessions(ctx.db, ctx.passwords, ctx.now);
  const attempts = new PasswordAttempts(ctx.db, ctx.now);
  const bearer = (request: FastifyRequest): string | undefined =>
    /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const requireOperator = async (request: FastifyRequest): Promise<Operator> => {
    const token = bearer(request);
    const operator = token ? await sessions.operatorFor(token) : null;
    if (!operator) throw authRequired('An operator sign-in is required');
    return operator;
  };
  /** Names for ids: channels and contents by the catalogue's names, the rest as they are. */
  const labelOf = (dim: FilterDim, value: string): string => {
    if (dim === 'channel') return ctx.catalogue.channels.find((c) => String(c.id) === value)?.name ?? value;
    if (dim === 'content') return ctx.catalogue.contents.find((c) => String(c.id) === value)?.title ?? value;
    return value;
  };
  const contract = (summary: string, extra: Record<string, unknown> = {}) => ({
    contract: {
      spec: 'issue 40 QoE console',
      tag: 'qoe',
      summary,
      auth: 'operator' as const,
      demo: true,
      ...extra,
    },
  });
  return { sessions, attempts, bearer, requireOperator, labelOf, contract };
}
