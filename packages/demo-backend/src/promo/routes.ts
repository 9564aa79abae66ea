// 000 §7 Promo: check a key, activate it, read a key's info. §8: a refused key answers 400 or 404 with
// a message the wizard shows as is, in the viewer's language (Accept-Language).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError, notFound, permissionDenied } from '../http/errors';
import { languageOf } from '../http/language';
import { perAccount, RATE_LIMITS } from '../http/rate-limits';
import { parseOrThrow } from '../http/validate';
import { PacketStore } from '../packets/packet-store';
import { requireUser } from '../session/auth';
import { AlreadyActivated, activatePromo } from './grant';
import {
  activationJson,
  activationSchema,
  checkAnswerSchema,
  type PromoPacket,
  promoDataJson,
  promoDataSchema,
} from './promo-answers';
import {
  normalizeKey,
  notFoundRefusal,
  PROMO_KEY_MAX_LENGTH,
  type PromoRefusal,
  promoRefusal,
} from './rules';
import { type PromoKey, PromoStore } from './store';

/**
 * What a paid key needs from the billing area (src/billing): a linked card. The card is checked when it
 * is linked (the wizard links it with the key's amount and needed_refund, 000 §7 POST cards), so the
 * activation itself moves no money.
 */
export interface PromoCards {
  hasCard(userId: number): Promise<boolean>;
}

// §5: required, at most 15 characters, sent as text.
const key = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(PROMO_KEY_MAX_LENGTH, `at most ${PROMO_KEY_MAX_LENGTH} characters`);
const checkBody = z.object({
  key,
  ignore_conditions: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});
const activateBody = z.object({ key });
const idParams = z.object({ id: z.coerce.number().int().positive() });

const asError = (r: PromoRefusal) => new ApiError(r.status, r.errorCode, r.message);

export function registerPromoRoutes(app: FastifyInstance, ctx: ApiContext, cards: PromoCards): void {
  const spec = '000 §7 Promo';
  const promos = new PromoStore(ctx.db);
  const packets = new PacketStore(ctx.db);

  async function packetsOf(promo: PromoKey): Promise<PromoPacket[]> {
    const all = await packets.list();
    return promo.packetIds.flatMap((id) =>
      all.filter((p) => p.id === id).map((p) => ({ id: p.id, name: p.name })),
    );
  }

  /** The key and the viewer, or the §8 refusal (conditions in `ignored` are waived). */
  async function usable(request: FastifyRequest, raw: string, ignored: readonly string[]) {
    const user = await requireUser(request, ctx.sessions);
    if (user.is_guest) throw permissionDenied('Sign in to use a promo code');
    const lang = languageOf(request);
    const promo = await promos.byKey(normalizeKey(raw));
    if (!promo) throw asError(notFoundRefusal(normalizeKey(raw), lang));
    const [alreadyUsed, hasCard] = await Promise.all([
      promos.usedBy(promo.id, user.id),
      cards.hasCard(user.id),
    ]);
    const refusal = promoRefusal(promo, { now: ctx.now(), alreadyUsed, hasCard, ignored }, lang);
    if (refusal) throw asError(refusal);
    return { user, promo, lang };
  }

  app.post(
    '/v2/users/self/promokeys/check',
    {
      config: {
        contract: {
          spec,
          tag: 'promo',
          summary: 'Check a promo key: its data, or why it cannot be used (400/404 with the message to show)',
          auth: 'user',
          body: checkBody,
          response: { 200: checkAnswerSchema },
        },
        // A key is a guessable word: each try is counted (per account) before it is looked up.
        rateLimit: { ...RATE_LIMITS.promo, keyGenerator: perAccount(ctx.sessions) },
      },
    },
    async (request) => {
      const body = parseOrThrow(checkBody, request.body, 'body');
      const { promo, lang } = await usable(request, body.key, body.ignore_conditions);
      return { ...promoDataJson(promo, lang, await packetsOf(promo)), key: promo.key };
    },
  );

  app.post(
    '/v2/users/self/promokeys',
    {
      config: {
        contract: {
          spec,
          tag: 'promo',
          summary: 'Activate a promo key: its packets open for its days (a paid key charges the linked card)',
          idempotent: true,
          auth: 'user',
          body: activateBody,
          response: { 201: activationSchema },
        },
        rateLimit: { ...RATE_LIMITS.promo, keyGenerator: perAccount(ctx.sessions) },
      },
    },
    async (request, reply) => {
      const body = parseOrThrow(activateBody, request.body, 'body');
      const { user, promo, lang } = await usable(request, body.key, []);
      try {
        const activation = await activatePromo(ctx, user.id, promo);
        reply.code(201);
        return activationJson(promo, await packetsOf(promo), activation);
      } catch (error) {
        if (!(error instanceof AlreadyActivated)) throw error;
        throw asError(
          promoRefusal(promo, { now: ctx.now(), alreadyUsed: true, hasCard: true, ignored: [] }, lang)!,
        );
      }
    },
  );

  app.get(
    '/v2/promokeys/:id/info',
    {
      config: {
        contract: {
          spec,
          tag: 'promo',
          summary: 'A promo key’s data by its id (the key itself is not shown)',
          auth: 'none',
          params: idParams,
          response: { 200: promoDataSchema },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(idParams, request.params, 'path');
      const promo = await promos.byId(id);
      if (!promo) throw notFound(`Promo key ${id} not found`);
      return promoDataJson(promo, languageOf(request), await packetsOf(promo));
    },
  );
}
