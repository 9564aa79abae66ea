// What every billing route needs from a request: a signed-in viewer (guests may not pay, 000 §6), the
// language of the pages it links to, and checked return URLs.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { normaliseOrigin } from '../http/cors';
import { badRequest, notFound, permissionDenied } from '../http/errors';
import { languageOf } from '../http/language';
import { accountOf } from '../packets/accounts';
import { requireSession } from '../session/auth';
import type { Session, User } from '../session/store';

/** The signed-in viewer's session (its device decides the parental pay check, pay-approval.ts). */
export async function requireBuyerSession(request: FastifyRequest, ctx: ApiContext): Promise<Session> {
  const session = await requireSession(request, ctx.sessions);
  if (session.user.is_guest) throw permissionDenied('Sign in to pay');
  return session;
}

export async function requireBuyer(request: FastifyRequest, ctx: ApiContext): Promise<User> {
  return (await requireBuyerSession(request, ctx)).user;
}

/** The viewer's own account; another id is 404 (no probing other viewers' accounts). */
export async function ownAccount(ctx: ApiContext, userId: number, accountId: number | undefined) {
  const account = await accountOf(ctx.db, userId);
  if (accountId !== undefined && accountId !== account.id) throw notFound(`Account ${accountId} not found`);
  return account;
}

/** The payment page's language: the one asked for, else the request's (Accept-Language, English by default). */
export function pageLang(request: FastifyRequest, asked?: 'ru' | 'en'): 'ru' | 'en' {
  return asked ?? languageOf(request);
}

export const returnUrlField = z
  .string()
  .max(2000)
  .refine((s) => {
    try {
      return ['http:', 'https:'].includes(new URL(s).protocol);
    } catch {
      return false;
    }
  }, 'an http(s) URL');

/**
 * The hosted page sends the payer back to return_url, so it must be a page of this app (issue 35 item 8: any
 * http(s) URL was taken, and the provider's own page redirected a payer to whatever a crafted call named).
 */
export function allowedReturnUrl(
  ctx: Pick<ApiContext, 'appOrigins'>,
  url: string | null | undefined,
): string | null {
  if (url === undefined || url === null) return null;
  const origin = normaliseOrigin(url);
  const listed = ctx.appOrigins().map((o) => normaliseOrigin(o));
  if (origin === null || !listed.includes(origin)) {
    throw badRequest(
      'return_url',
      `Invalid body field "return_url": not a page of this app (${origin ?? url})`,
    );
  }
  return url;
}

export const langField = z.enum(['ru', 'en']).optional();
export const accountParams = z.object({ id: z.coerce.number().int().positive() });
