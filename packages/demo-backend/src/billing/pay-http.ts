// What the hosted page's routes share: the transaction id and language in the URL, the page's own
// CSP, reading a browser form, and answering with a page or a redirect after a change.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseOrThrow } from '../http/validate';
import { backUrl } from './pay-page';
import type { PageLang } from './pay-page-texts';
import type { Settlement } from './settlement';
import type { Transaction, TransactionStore } from './transaction-store';

export const params = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/, 'a transaction id') });
export const langQuery = z.object({ lang: z.enum(['ru', 'en']).optional() });
export const html = (summary: string, extra = {}) => ({
  config: {
    contract: {
      spec: 'demo payment provider',
      tag: 'billing',
      summary,
      auth: 'none' as const,
      demo: true,
      params,
      query: langQuery,
      produces: 'text/html',
      ...extra,
    },
  },
});

/** `frameAncestors`: the app's own origins, which may show the page in a frame; nobody else may (clickjacking). */
export function csp(tx: Transaction | undefined, frameAncestors: readonly string[]): string {
  // form-action also governs the redirect after a submit, so the app's return origin is allowed.
  const back = tx?.returnUrl ? ` ${new URL(tx.returnUrl).origin}` : '';
  const framers = ["'self'", ...frameAncestors].join(' ');
  return `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'${back}; base-uri 'none'; frame-ancestors ${framers}`;
}

export const formOf = (body: unknown) =>
  new URLSearchParams(Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '');

export function pagePlumbing(
  settlement: Settlement,
  store: TransactionStore,
  appOrigins: () => readonly string[],
) {
  const show = (reply: FastifyReply, tx: Transaction | undefined, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', csp(tx, appOrigins()))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  async function load(request: FastifyRequest) {
    const { id } = parseOrThrow(params, request.params, 'path');
    const lang: PageLang = parseOrThrow(langQuery, request.query, 'query').lang ?? (await store.get(id)).lang;
    return { tx: await settlement.current(id), lang };
  }

  /** After a change: back to the app when the payment was accepted or failed, else to the page. */
  const after = (reply: FastifyReply, tx: Transaction, lang: PageLang) => {
    const back =
      tx.state === 'processing' || tx.state === 'error' ? backUrl(tx, tx.state === 'processing') : undefined;
    return reply
      .header('content-security-policy', csp(tx, appOrigins()))
      .redirect(back ?? `/demo-pay/${tx.id}?lang=${lang}`, 303);
  };

  return { show, load, after };
}
