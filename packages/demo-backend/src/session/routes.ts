// The start-up slice of 000 §7: network info, platform configuration and resources. Users, devices
// and sign-in are in ../accounts.
import type { FastifyInstance } from 'fastify';
import { REGIONAL_PROVIDER_ID } from '../accounts/regions';
import { BOUNCING_INTERVAL_MS, MIN_SEARCH_CHARS, OTP_LENGTH } from '../constants';
import type { ApiContext } from '../context';
import { brandResources } from '../engagement/brands';
import { absoluteUrl, originOf } from '../http/origin';
import { mediaPaths } from '../media/index';
import { configurationAnswer, networkAnswer, networkQuery, resourcesAnswer, resourcesQuery } from './answers';

/**
 * The operators the demo network answers for. 000 §4 says when offers mode applies but not which field
 * turns it on; the demo names it `is_offers_mode` on the network's provider, the way a real operator's
 * configuration is served per provider.
 */
export const OFFERS_PROVIDER_ID = 3;

function demoProvider(raw: unknown): { id: number; name: string; shortname: string; offersMode: boolean } {
  const id = String(raw ?? '');
  if (id === String(REGIONAL_PROVIDER_ID))
    return {
      id: REGIONAL_PROVIDER_ID,
      name: 'OnAir Regional',
      shortname: 'onair-regional',
      offersMode: false,
    };
  if (id === String(OFFERS_PROVIDER_ID))
    return { id: OFFERS_PROVIDER_ID, name: 'OnAir Offers', shortname: 'onair-offers', offersMode: true };
  return { id: 1, name: 'OnAir Demo', shortname: 'onair', offersMode: false };
}

const LANGUAGES = [
  { key: 'ru', lang: 'ru', name: 'Русский', interface: true, priority: 1 },
  { key: 'en', lang: 'en', name: 'English', interface: true, priority: 2 },
];

export function registerSessionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/v2/users/self/network',
    {
      config: {
        contract: {
          spec: '000 §7 Start-up, §4 Startup',
          tag: 'start',
          summary: 'The network: provider, country, languages (first call of a client)',
          auth: 'none',
          query: networkQuery,
          response: { 200: networkAnswer },
        },
      },
    },
    async (request) => {
      const origin = originOf(request, ctx.publicOrigin);
      // 000 §7 "optional provider": ?provider=2 is the regional demo, the one with city and address choice.
      // ?provider=3 is an operator that sells through offers (000 §4 offers mode, purchases_offer).
      const query = request.query as Record<string, unknown>;
      // The second demo operator is one provider of its own (operators/profile.ts).
      const provider =
        ctx.operator.key === 'onair'
          ? demoProvider(query.provider)
          : { ...ctx.operator.provider, offersMode: false };
      return {
        id: 1,
        provider: {
          id: provider.id,
          name: provider.name,
          landing: {
            shortname: provider.shortname,
            logo: absoluteUrl(origin, '/static/logos/1.svg'),
            support: { email: 'support@onair.invalid', phone: '+0 000 000 00 00', url: origin },
          },
          currency: { ISO_CODE: 'RUB', UTF_NAME: '₽', ASCII_NAME: 'rub' },
          is_have_purchases: false,
          is_offers_mode: provider.offersMode,
          auto_auth: false,
        },
        remote: request.ip,
        country: 'RU',
        is_guest_allowed: true,
        auto_auth: false,
        promo_days: 7,
        default: true,
        agreement: absoluteUrl(origin, '/static/agreement.html'),
        privacy: absoluteUrl(origin, '/static/privacy.html'),
        languages: { available: LANGUAGES, audio: LANGUAGES, subtitle: LANGUAGES },
        lk_link: null,
        phone_otp_length: OTP_LENGTH,
      };
    },
  );

  app.get(
    '/v2/platform/configuration',
    {
      config: {
        contract: {
          spec: '000 §7 Start-up',
          tag: 'start',
          summary: 'Platform configuration',
          auth: 'none',
          response: { 200: configurationAnswer },
        },
      },
    },
    async (request) => {
      const origin = originOf(request, ctx.publicOrigin);
      return {
        catchup_blackout_safe_area: 60,
        catchup_blackout_mattress_url: absoluteUrl(origin, mediaPaths.mattress()),
        catchup_blackout_mattress_screenshot_url: absoluteUrl(origin, '/static/mattress.svg'),
        min_search_chars: MIN_SEARCH_CHARS,
        bouncing_interval: BOUNCING_INTERVAL_MS,
      };
    },
  );

  app.get(
    '/v2/platform/resources',
    {
      config: {
        contract: {
          spec: '000 §7 Start-up',
          tag: 'start',
          summary: 'Platform resources: logo, colours, locales; a provider’s own brand (?provider=2)',
          auth: 'none',
          query: resourcesQuery,
          response: { 200: resourcesAnswer },
        },
      },
    },
    async (request) => {
      const origin = originOf(request, ctx.publicOrigin);
      return {
        ...brandResources(origin, (request.query as Record<string, unknown>).provider),
        locales: LANGUAGES.map((l) => l.key),
        cache_timeout: 30,
      };
    },
  );
}
