// Regional sign-in helpers of 000 §7 (mw/cities, mw/set_city, mw/set_address, mw/status_block), answered only for the
// provider that enables them (?provider=2, the regional demo provider): for any other provider they are
// 404, as on an operator whose middleware has no such module. The viewer's choice is kept per user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { ApiError, notFound, permissionDenied } from '../http/errors';
import { catalogueLanguageOf, languageOf } from '../http/language';
import { parseOrThrow } from '../http/validate';
import { accountOf, money } from '../packets/accounts';
import { REGIONAL_PACKET_SEED } from '../packets/seed-data';
import { requireSession, tokenOf } from '../session/auth';
import { addressAnswer, blockStatusAnswer, cityAnswer, cityChosenAnswer } from './account-answers';
import { blockMessage, blockStatusOf } from './block-status';
import { CITIES, cityById, REGIONAL_PROVIDER_ID } from './regions';

const providerQuery = z.looseObject({ provider: z.coerce.number().int().positive().optional() });
const cityBody = z.object({ token: z.string().optional(), city_id: z.number().int().positive() });
const addressBody = z.object({
  token: z.string().optional(),
  address_id: z.number().int().positive(),
  provider_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
});

export function registerRegionalRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { db, sessions } = ctx;

  const requireRegional = (request: FastifyRequest) => {
    const { provider } = parseOrThrow(providerQuery, request.query, 'query');
    if (provider !== REGIONAL_PROVIDER_ID) {
      throw notFound('This provider has no city and address choice (ask with provider=2, the regional demo)');
    }
  };
  // The regional client sends the token in the body (000 §7 "token, city id"); the usual places work too.
  const userOf = async (request: FastifyRequest, bodyToken: string | undefined) =>
    (await requireSession(request, sessions, bodyToken || tokenOf(request))).user;
  const addressesOf = (cityId: number, userId: number, lang: 'en' | 'ru') =>
    (cityById(cityId)?.addresses ?? []).map((a) => ({
      address_id: a.id,
      address: a[lang],
      provider_id: REGIONAL_PROVIDER_ID,
      user_id: userId,
    }));

  app.get(
    '/v2/mw/cities',
    {
      config: {
        contract: {
          spec: '000 §7 Regional provider',
          tag: 'regional',
          summary: 'The regional provider’s cities (?provider=2)',
          auth: 'none',
          query: providerQuery,
          response: { 200: z.array(cityAnswer) },
        },
      },
    },
    async (request) => {
      requireRegional(request);
      const lang = languageOf(request);
      return CITIES.map((city) => ({ id: city.id, name: city.name[lang] }));
    },
  );

  app.post(
    '/v2/mw/set_city',
    {
      config: {
        contract: {
          spec: '000 §7 Regional provider',
          tag: 'regional',
          summary: 'Choose the user’s city; answers its addresses',
          auth: 'session',
          query: providerQuery,
          body: cityBody,
          response: { 200: cityChosenAnswer },
        },
      },
    },
    async (request) => {
      requireRegional(request);
      const body = parseOrThrow(cityBody, request.body, 'body');
      const user = await userOf(request, body.token);
      const city = cityById(body.city_id);
      if (!city) throw new ApiError(400, 'invalid_request', `No city ${body.city_id}`, { field: 'city_id' });
      await db.query(
        `INSERT INTO user_regions (user_id, provider_id, city_id, address_id, updated_at) VALUES ($1, $2, $3, NULL, $4)
       ON CONFLICT (user_id) DO UPDATE SET city_id = EXCLUDED.city_id, address_id = NULL, updated_at = EXCLUDED.updated_at`,
        [user.id, REGIONAL_PROVIDER_ID, city.id, ctx.now()],
      );
      const lang = languageOf(request);
      return { city: { id: city.id, name: city.name[lang] }, addresses: addressesOf(city.id, user.id, lang) };
    },
  );

  app.post(
    '/v2/mw/set_address',
    {
      config: {
        contract: {
          spec: '000 §7 Regional provider',
          tag: 'regional',
          summary: 'Choose the user’s address in the chosen city',
          auth: 'session',
          query: providerQuery,
          body: addressBody,
          errors: [403],
          response: { 200: addressAnswer },
        },
      },
    },
    async (request) => {
      requireRegional(request);
      const body = parseOrThrow(addressBody, request.body, 'body');
      const user = await userOf(request, body.token);
      if (body.user_id !== user.id) throw permissionDenied('The address can be set only for yourself');
      if (body.provider_id !== REGIONAL_PROVIDER_ID) {
        throw new ApiError(400, 'invalid_request', `Provider ${body.provider_id} has no addresses here`, {
          field: 'provider_id',
        });
      }
      const [chosen] = await db.query<{ city_id: number }>(
        'SELECT city_id FROM user_regions WHERE user_id = $1',
        [user.id],
      );
      if (!chosen) throw new ApiError(400, 'city_not_set', 'Choose a city first', { field: 'address_id' });
      const address = addressesOf(chosen.city_id, user.id, languageOf(request)).find(
        (a) => a.address_id === body.address_id,
      );
      if (!address) {
        throw new ApiError(400, 'invalid_request', `No address ${body.address_id} in this city`, {
          field: 'address_id',
        });
      }
      await db.query('UPDATE user_regions SET address_id = $2, updated_at = $3 WHERE user_id = $1', [
        user.id,
        address.address_id,
        ctx.now(),
      ]);
      return address;
    },
  );

  app.get(
    '/v2/mw/status_block',
    {
      config: {
        contract: {
          spec: '000 §3 Block status, §7 Regional variants',
          tag: 'regional',
          summary: 'Whether the regional subscriber is paused for want of money (?provider=2)',
          auth: 'session',
          query: providerQuery,
          response: { 200: blockStatusAnswer },
        },
      },
    },
    async (request) => {
      requireRegional(request);
      const user = await userOf(request, undefined);
      const account = await accountOf(db, user.id);
      const status = blockStatusOf(account.balance, REGIONAL_PACKET_SEED.price);
      return {
        balance: money(status.balance),
        username: user.first_name || user.username,
        amount: money(status.amount),
        status: status.status,
        message_detail: blockMessage(status, catalogueLanguageOf(request)),
      };
    },
  );
}
