// The about-provider data (000 §2 Provider page, §7 providers/{id}/info and provider packet paths); the
// agreements beside them are agreement-routes.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { parseOrThrow } from '../http/validate';
import { optionalUser } from '../session/auth';
import { registerAgreementRoutes } from './agreement-routes';
import { packetJson, packetSchema } from './packet-answers';
import { DEMO_PROVIDER, REGIONAL_PROVIDER } from './seed-data';
import { packetViews } from './views';

const providerParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'a provider id or shortname') });
const providerPacketParams = providerParams.extend({ packet: z.coerce.number().int().positive() });
const providerInfoSchema = z.object({
  id: z.number(),
  shortname: z.string(),
  name: z.string(),
  hero: z.object({ title: z.string(), text: z.string() }),
  promo_days: z.number(),
  is_allow_additional_packets_without_base: z.boolean(),
  devices: z.array(z.object({ name: z.string(), instruction: z.string() })),
  bundles: z.array(packetSchema),
  tariffs: z.array(packetSchema),
  subscriptions: z.array(packetSchema),
  contacts: z.object({ email: z.string(), phone: z.string(), url: z.string() }),
});

/** The regional provider's page is the one its logo links to (001 §2 /provider/globalalania). */
const REGIONAL_SHORTNAME = 'globalalania';

function providerOf(raw: string) {
  if (raw === String(DEMO_PROVIDER.id) || raw === DEMO_PROVIDER.shortname) return DEMO_PROVIDER;
  if (raw === String(REGIONAL_PROVIDER.id) || raw === REGIONAL_PROVIDER.shortname) return REGIONAL_PROVIDER;
  if (raw === REGIONAL_SHORTNAME) return { ...REGIONAL_PROVIDER, shortname: REGIONAL_SHORTNAME };
  throw notFound(`Provider ${raw} not found`);
}

export function registerProviderRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '000 §7 Packets';

  app.get(
    '/v2/providers/:id/info',
    {
      config: {
        contract: {
          spec,
          tag: 'packets',
          summary:
            'About the provider: hero, devices, bundles, tariffs, subscriptions, contacts (404 unknown)',
          auth: 'optional',
          params: providerParams,
          response: { 200: providerInfoSchema },
        },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(providerParams, request.params, 'path');
      const provider = providerOf(id);
      const origin = originOf(request, ctx.publicOrigin);
      const user = await optionalUser(request, ctx.sessions);
      const packets = (
        await packetViews(ctx, user?.id, origin, (p) => p.providerId === provider.id, 'any')
      ).map(packetJson);
      return {
        id: provider.id,
        shortname: provider.shortname,
        name: provider.name,
        hero: {
          title: `${provider.name}: TV and films on every screen`,
          text: 'Live channels with a 7-day archive, films and series, on the web, phones and smart TVs.',
        },
        promo_days: 7,
        is_allow_additional_packets_without_base: provider.isAllowAdditionalPacketsWithoutBase,
        devices: [
          {
            name: 'Web browser',
            instruction: 'Open this site in any modern browser and sign in with your phone.',
          },
          {
            name: 'Smart TV',
            instruction: 'Install the OnAir app from the TV store and enter the code it shows.',
          },
          { name: 'Phone and tablet', instruction: 'Install the OnAir app and sign in with the same phone.' },
        ],
        bundles: packets.filter((p) => p.packets.length > 0),
        tariffs: packets.filter((p) => p.base && p.packets.length === 0),
        subscriptions: packets.filter((p) => !p.base && p.packets.length === 0),
        contacts: { email: 'support@onair.invalid', phone: '+0 000 000 00 00', url: origin },
      };
    },
  );

  for (const kind of ['packets', 'bundles'] as const) {
    app.get(
      `/v2/providers/:id/${kind}/:packet`,
      {
        config: {
          contract: {
            spec,
            tag: 'packets',
            summary: `One of the provider's ${kind}`,
            auth: 'optional',
            params: providerPacketParams,
            response: { 200: packetSchema },
          },
        },
      },
      async (request) => {
        const { id, packet } = parseOrThrow(providerPacketParams, request.params, 'path');
        const provider = providerOf(id);
        const user = await optionalUser(request, ctx.sessions);
        const [view] = await packetViews(
          ctx,
          user?.id,
          originOf(request, ctx.publicOrigin),
          (p) =>
            p.id === packet &&
            p.providerId === provider.id &&
            (kind === 'bundles') === p.bundleIds.length > 0,
          'any',
        );
        if (!view)
          throw notFound(`Provider ${id} has no ${kind === 'bundles' ? 'bundle' : 'packet'} ${packet}`);
        return packetJson(view);
      },
    );
  }

  registerAgreementRoutes(app, ctx);
}
