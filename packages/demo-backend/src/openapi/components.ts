// The parts every operation shares: the §8 error body and its answers, the two ways a token travels
// (000 §7 sends access_token in the query; a Bearer header works too), and the document's tags.
import { errorAnswer } from '../http/contract';
import { jsonSchemaOf } from './json-schema';

type Json = Record<string, unknown>;

/** 000 §8: what each error status means for a client of this API. */
export const ERROR_ANSWERS: Record<number, { name: string; description: string }> = {
  400: {
    name: 'InvalidRequest',
    description: '400 invalid_request: error.field names the first bad field (000 §8)',
  },
  401: {
    name: 'AuthenticationFailed',
    description: '401 authentication_failed: no token, or a dead one — re-authorise the device (000 §8)',
  },
  403: {
    name: 'PermissionDenied',
    description: '403 permission_denied: region block, no packet, or not this user’s (000 §8, 001 §8)',
  },
  404: { name: 'NotFound', description: '404 not_found: no such item (000 §8)' },
  409: { name: 'Conflict', description: '409: the request conflicts with the current state' },
  413: { name: 'PayloadTooLarge', description: '413 payload_too_large: the body is over the limit' },
  415: { name: 'UnsupportedMediaType', description: '415 unsupported_media_type: send application/json' },
  422: {
    name: 'UnprocessableContent',
    description: '422 idempotency_key_reused: the Idempotency-Key was sent before with another request',
  },
  429: {
    name: 'TooManyRequests',
    description: '429: too many attempts; error.details.message says when to try again (000 §8)',
  },
  501: { name: 'NotImplemented', description: '501: this demo operator does not offer the service' },
};

export const errorRef = (status: number): Json => {
  const known = ERROR_ANSWERS[status];
  if (known) return { $ref: `#/components/responses/${known.name}` };
  return {
    description: `${status}: error (000 §8 shape)`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
};

export function sharedComponents(): Json {
  const responses: Json = {};
  for (const { name, description } of Object.values(ERROR_ANSWERS)) {
    responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    schemas: { Error: jsonSchemaOf(errorAnswer, 'output') },
    responses,
    securitySchemes: {
      accessToken: {
        type: 'apiKey',
        in: 'query',
        name: 'access_token',
        description: 'The token from POST /v2/auth/device, /v2/auth/otp or /v2/auth/login (000 §7)',
      },
      bearer: { type: 'http', scheme: 'bearer', description: 'The same token as an Authorization header' },
      operatorBearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'An operator’s QoE console token from POST /qoe/v1/session (never a viewer’s token)',
      },
    },
  };
}

/** Tag descriptions; demo services are marked apart (x-demo) because an operator need not offer them. */
export const TAG_NOTES: Record<string, string> = {
  start: 'Start-up: network, platform configuration and resources (000 §7)',
  accounts: 'Devices, sign-in, one-time codes and users (000 §7, 001 §7)',
  regional: 'Regional provider: cities and addresses (000 §7)',
  pages: 'Welcome and sign-in pages (000 §2)',
  favorites: 'The user’s favourites (000 §7)',
  channels: 'Channels, schedule and live/catch-up streams (000 §3, §7)',
  contents: 'Films, series, persons and VOD streams (001 §3, §7)',
  stats: 'Statistics: watch pings, playback events, tracking, analytics (000 §7); never 401',
  qoe: 'OnAir QoE console: operator sign-in and the viewer experience read from the stat pings (issue 40)',
  docs: 'This document and its browsable page (issue 24)',
  media: 'Demo service: generated live, archive and VOD media',
  licence: 'Demo service: the ClearKey licence server',
  vast: 'Demo service: the VAST ad server',
  outboxes: 'Demo service: the stat sink and SMS outbox that tests read',
  static: 'Demo service: artwork, legal pages and the vitrina player page',
};

export const DEMO_TAGS = new Set(['media', 'licence', 'vast', 'outboxes', 'static', 'qoe']);

/** Reading order of the groups: what a client calls first, the operator's own areas, then the demo's services. */
const FIRST_TAGS = [
  'start',
  'channels',
  'contents',
  'catalogue',
  'accounts',
  'profiles',
  'favorites',
  'packets',
  'billing',
  'engagement',
  'messages',
  'pages',
  'regional',
  'stats',
];

export function tagOrder(a: string, b: string): number {
  const rank = (tag: string) => {
    if (DEMO_TAGS.has(tag)) return 2000;
    if (tag === 'docs') return 1000;
    const i = FIRST_TAGS.indexOf(tag);
    return i === -1 ? 100 : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
