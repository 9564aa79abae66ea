// The regional demo brand's logo (issue 20 white-label): a wordmark drawn as SVG, so the second brand
// shows its own name in the header instead of a channel's artwork. Fixed text, no input in the image.
import type { FastifyInstance } from 'fastify';

export const REGIONAL_LOGO_PATH = '/static/brands/regional.svg';

const REGIONAL_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="214" height="40" viewBox="0 0 214 40">
<rect x="2" y="6" width="28" height="28" rx="8" fill="#12a37a"/>
<path d="M11 13 L23 20 L11 27 Z" fill="#0a1714"/>
<text x="38" y="27" font-family="system-ui, sans-serif" font-size="18" font-weight="800" fill="#eefaf5">OnAir<tspan fill="#12a37a"> Regional</tspan></text>
</svg>`;

export function registerBrandLogoRoutes(app: FastifyInstance): void {
  app.get(
    REGIONAL_LOGO_PATH,
    {
      config: {
        contract: {
          spec: 'demo static files',
          tag: 'static',
          summary: 'The regional demo brand’s logo (white-label, issue 20)',
          auth: 'none',
          demo: true,
          produces: 'image/svg+xml',
        },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(REGIONAL_LOGO),
  );
}
