// The session slice of 000 §7: network info, platform configuration and resources, guest users and
// device authorisation. Enough for a client to go from nothing to an access token.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOUNCING_INTERVAL_MS, MIN_SEARCH_CHARS } from '../constants';
import type { ApiContext } from '../context';
import { absoluteUrl, originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { mediaPaths } from '../media/index';
import { requireUser } from './auth';

const newUserBody = z
  .object({
    is_guest: z.boolean().default(false),
    username: z.string().min(3).max(64).optional(),
    password: z.string().min(4).max(128).optional(),
    app_version: z.union([z.string(), z.number()]).optional(),
    refer_id: z.string().max(64).optional(),
    device_id: z.string().min(1).max(128).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.is_guest) return;
    if (!body.username)
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'required unless is_guest' });
    else if (!body.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'required unless is_guest' });
  });

const deviceBody = z.object({ device_id: z.string().min(1).max(128) });

const LANGUAGES = [
  { key: 'ru', lang: 'ru', name: 'Русский', interface: true, priority: 1 },
  { key: 'en', lang: 'en', name: 'English', interface: true, priority: 2 },
];

export function registerSessionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/v2/users/self/network', async (request) => {
    const origin = originOf(request, ctx.publicOrigin);
    return {
      id: 1,
      provider: {
        id: 1,
        name: 'OnAir Demo',
        landing: {
          shortname: 'onair',
          logo: absoluteUrl(origin, '/static/logos/1.svg'),
          support: { email: 'support@onair.invalid', phone: '+0 000 000 00 00', url: origin },
        },
        currency: { ISO_CODE: 'RUB', UTF_NAME: '₽', ASCII_NAME: 'rub' },
        is_have_purchases: false,
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
      phone_otp_length: 4,
    };
  });

  app.get('/v2/platform/configuration', async (request) => {
    const origin = originOf(request, ctx.publicOrigin);
    return {
      catchup_blackout_safe_area: 60,
      catchup_blackout_mattress_url: absoluteUrl(origin, mediaPaths.mattress()),
      catchup_blackout_mattress_screenshot_url: absoluteUrl(origin, '/static/mattress.svg'),
      min_search_chars: MIN_SEARCH_CHARS,
      bouncing_interval: BOUNCING_INTERVAL_MS,
    };
  });

  app.get('/v2/platform/resources', async (request) => {
    const origin = originOf(request, ctx.publicOrigin);
    return {
      logo: absoluteUrl(origin, '/static/logos/1.svg'),
      colors: { primary: '#e5383b', background: '#10141a', text: '#f2f4f8' },
      locales: LANGUAGES.map((l) => l.key),
      cache_timeout: 30,
    };
  });

  app.post('/v2/users', async (request, reply) => {
    const body = parseOrThrow(newUserBody, request.body, 'body');
    const user = ctx.sessions.createUser({
      is_guest: body.is_guest,
      ...(body.username ? { username: body.username } : {}),
      ...(body.refer_id ? { refer_id: body.refer_id } : {}),
    });
    const grant = ctx.sessions.authorizeDevice(body.device_id ?? `web-${user.id}`, user);
    return reply.status(201).send({ ...user, access_token: grant.access_token, expired: grant.expired });
  });

  app.post('/v2/auth/device', async (request) => {
    const body = parseOrThrow(deviceBody, request.body, 'body');
    const grant = ctx.sessions.authorizeDevice(body.device_id);
    return {
      access_token: grant.access_token,
      expired: grant.expired,
      device: grant.device,
      user: grant.user,
    };
  });

  app.get('/v2/users/self', async (request) => requireUser(request, ctx.sessions));
}
