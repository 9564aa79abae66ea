// The start-up slice of 000 §7: network info, platform configuration and resources. Users, devices
// and sign-in are in ../accounts.
import type { FastifyInstance } from 'fastify';
import { REGIONAL_PROVIDER_ID } from '../accounts/regions';
import { LOCAL_PHONE_PROVIDER_ID, signInRulesOf } from '../accounts/sign-in-rules';
import { TELEGRAM_PROVIDER_ID } from '../accounts/telegram';
import { BOUNCING_INTERVAL_MS, MIN_SEARCH_CHARS } from '../constants';
import type { ApiContext } from '../context';
import { brandResources } from '../engagement/brands';
import { catalogueLanguageOf } from '../http/language';
import { absoluteUrl, originOf } from '../http/origin';
import { mediaPaths } from '../media-server/index';
import { countryOfIp } from '../packets/sale-countries';
import { parentalDurations } from '../parental/durations';
import {
  configurationAnswer,
  networkAnswer,
  networkQuery,
  resourcesAnswer,
  resourcesQuery,
} from './startup-answers';

/**
 * The operators the demo network answers for. 000 §4 says when offers mode applies but not which field
 * turns it on; the demo names it `is_offers_mode` on the network's provider, the way a real operator's
 * configuration is served per provider.
 */
export const OFFERS_PROVIDER_ID = 3;
/**
 * ?provider=4 is a white-label partner (001 §2, §4, §6 partner rules; the spec names the rules, not the
 * partners, so the demo names them with these fields, docs/decisions.md): its logo links to its own site,
 * its menu has extra outer links, it signs viewers in on its own site, it has the two-screen mobile-app
 * redirect and its own account page (lk_link), which replaces the account menu (000 §2); and it hides the
 * refill button (000 §6 "the refill button is hidden for one partner": `hide_refill`, the demo's name).
 */
export const PARTNER_PROVIDER_ID = 4;

const PARTNER_RULES = {
  logo_link: 'https://partner.example/',
  menu_links: [{ title: 'Partner bank', url: 'https://partner.example/bank' }],
  auth_url: 'https://partner.example/login',
  app_redirect_screens: 2,
  hide_refill: true,
  // 000 §2, §6 "log out is hidden for three partners": the viewer signs in and out on the partner's own site.
  hide_logout: true,
};
const PARTNER_ACCOUNT = { label: 'Partner account', url: 'https://partner.example/account' };

/**
 * 000 §3 landing.regform_btn_url / regform_btn_caption: the regional operator signs subscribers up on its
 * own form (a contract for the home line), so its network names that form and the button's words, in the
 * request's language (the app shows them under its sign-in forms, docs/decisions.md).
 */
const REGIONAL_REGISTRATION = {
  url: 'https://regional.example/connect',
  caption: { en: 'Become a subscriber', ru: 'Стать абонентом', uz: 'Abonent boʻlish', kk: 'Абонент болу' },
} as const;

/**
 * ?provider=8 is a one-language operator with Telegram support (001 §2 Footer "support (… WhatsApp or
 * Telegram links), devices or language switch"): with nothing to switch to, its footer ends with the
 * devices block. The spec names no fields for the messenger links; the demo serves them beside the other
 * support contacts as `whatsapp` and `telegram` (docs/decisions.md).
 */
export const SINGLE_LANGUAGE_PROVIDER_ID = 8;
const DEMO_SUPPORT = { email: 'support@onair.invalid', phone: '+0 000 000 00 00' };

interface DemoProvider {
  id: number;
  name: string;
  shortname: string;
  offersMode: boolean;
  rules?: Record<string, unknown>;
  lkLink?: { label: string; url: string };
  registration?: typeof REGIONAL_REGISTRATION;
  /** The messenger contacts beside the support e-mail and phone: the default operator's is WhatsApp. */
  messengers?: { whatsapp?: string; telegram?: string };
  languages?: typeof LANGUAGES;
}

function demoProvider(raw: unknown): DemoProvider {
  const id = String(raw ?? '');
  if (id === String(REGIONAL_PROVIDER_ID))
    return {
      id: REGIONAL_PROVIDER_ID,
      name: 'OnAir Regional',
      shortname: 'onair-regional',
      offersMode: false,
      // 001 §2 "One special provider logo links to /provider/globalalania".
      // 000 §7 Regional variants: its middleware answers mw/otps, mw/auth/otp, mw/cities, mw/set_city,
      // mw/set_address and mw/status_block (accounts/regional-routes.ts, operator-otp-routes.ts).
      rules: { logo_link: '/provider/globalalania', regional_middleware: true },
      registration: REGIONAL_REGISTRATION,
    };
  if (id === String(PARTNER_PROVIDER_ID))
    return {
      id: PARTNER_PROVIDER_ID,
      name: 'OnAir Partner',
      shortname: 'onair-partner',
      offersMode: false,
      rules: PARTNER_RULES,
      lkLink: PARTNER_ACCOUNT,
    };
  if (id === String(LOCAL_PHONE_PROVIDER_ID))
    return { id: LOCAL_PHONE_PROVIDER_ID, name: 'OnAir Local', shortname: 'onair-local', offersMode: false };
  // ?provider=6 sends its codes through its Telegram bot (000 §4 Telegram variant, accounts/telegram.ts).
  if (id === String(TELEGRAM_PROVIDER_ID))
    return {
      id: TELEGRAM_PROVIDER_ID,
      name: 'OnAir Telegram',
      shortname: 'onair-telegram',
      offersMode: false,
    };
  if (id === String(SINGLE_LANGUAGE_PROVIDER_ID))
    return {
      id: SINGLE_LANGUAGE_PROVIDER_ID,
      name: 'OnAir Single',
      shortname: 'onair-single',
      offersMode: false,
      messengers: { telegram: 'https://t.me/onair_demo_support' },
      languages: LANGUAGES.filter((l) => l.key === 'ru'),
    };
  if (id === String(OFFERS_PROVIDER_ID))
    return { id: OFFERS_PROVIDER_ID, name: 'OnAir Offers', shortname: 'onair-offers', offersMode: true };
  return {
    id: 1,
    name: 'OnAir Demo',
    shortname: 'onair',
    offersMode: false,
    messengers: { whatsapp: '+0 000 000 00 00' },
  };
}

// 001 §9: the four languages the app ships. Audio and subtitle lists name the media's own languages.
const LANGUAGES = [
  { key: 'ru', lang: 'ru', name: 'Русский', interface: true, priority: 1 },
  { key: 'en', lang: 'en', name: 'English', interface: true, priority: 2 },
  { key: 'uz', lang: 'uz', name: 'Oʻzbekcha', interface: true, priority: 3 },
  { key: 'kk', lang: 'kk', name: 'Қазақша', interface: true, priority: 4 },
];
const MEDIA_LANGUAGES = LANGUAGES.slice(0, 2);
/** The regional demo enables Russian, Kazakh and English only: the app lists what the operator enables. */
const REGIONAL_LANGUAGES = LANGUAGES.filter((l) => l.key !== 'uz');

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
      // ?provider=5 takes 9-digit local numbers and sends 4-digit codes (000 §5, sign-in-rules.ts).
      const rules = signInRulesOf(provider.id);
      return {
        id: 1,
        provider: {
          id: provider.id,
          name: provider.name,
          landing: {
            shortname: provider.shortname,
            logo: absoluteUrl(origin, '/static/logos/1.svg'),
            support: { ...DEMO_SUPPORT, url: origin, ...provider.messengers },
            ...(provider.registration
              ? {
                  regform_btn_url: provider.registration.url,
                  regform_btn_caption: provider.registration.caption[catalogueLanguageOf(request)],
                }
              : {}),
          },
          currency: { ISO_CODE: 'RUB', UTF_NAME: '₽', ASCII_NAME: 'rub' },
          is_have_purchases: false,
          is_offers_mode: provider.offersMode,
          auto_auth: false,
          phone_local_length: rules.localPhoneLength,
          ...provider.rules,
        },
        remote: request.ip,
        // The same country the packet sale rule decides from (000 §5 forbidden country).
        country: countryOfIp(request.ip),
        is_guest_allowed: true,
        auto_auth: false,
        promo_days: 7,
        default: true,
        agreement: absoluteUrl(origin, '/static/agreement.html'),
        privacy: absoluteUrl(origin, '/static/privacy.html'),
        languages: {
          available:
            provider.languages ?? (provider.id === REGIONAL_PROVIDER_ID ? REGIONAL_LANGUAGES : LANGUAGES),
          audio: MEDIA_LANGUAGES,
          subtitle: MEDIA_LANGUAGES,
        },
        lk_link: provider.lkLink ?? null,
        phone_otp_length: rules.codeLength,
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
        parental_durations: parentalDurations(catalogueLanguageOf(request)),
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
