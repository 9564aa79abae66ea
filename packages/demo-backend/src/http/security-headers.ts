// Why: @fastify/helmet's headers on every API answer (nosniff, no referrer, COOP, DNS prefetch off …),
// tuned to what the API actually serves. Media, posters and logos are loaded by other origins' pages
// (the web app, partners), so the resource policy is cross-origin. The few HTML pages it serves (the
// vitrina player, the advertiser landing page) get a policy of their own: nothing from elsewhere, and
// framable anywhere, because the vitrina page is the external player partners frame through the app.
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const API_HELMET: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      // The vitrina page's own start-up script is inline; it embeds only escaped server data.
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ['*'],
    },
  },
  // CSP frame-ancestors decides framing; X-Frame-Options cannot say "anyone" and would contradict it.
  frameguard: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The demo serves plain http; a proxy that terminates TLS sets HSTS for its own host.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' },
};
