// Shared rate-limit settings for @fastify/rate-limit. app.ts registers the plugin with
// rateLimitPlugin (global: false), and each route that guesses a secret or costs the operator money
// opts in with `config: { rateLimit: RATE_LIMITS.<kind> }`. One file so sign-in, code, PIN and licence
// limits are tuned together and tests can read the same numbers the server enforces. The counts live
// in the database (rate-limit-store.ts), so they hold across every instance on one database.
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../db/database';
import { tokenOf } from '../session/auth';
import type { SessionStore } from '../session/store';
import { ApiError } from './errors';
import { databaseRateLimitStore } from './rate-limit-store';

/** Per-route limit: at most `max` requests per client key in `timeWindow` ms. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

const MINUTE = 60_000;

/**
 * The limits per kind of route. Secrets with few digits (a 4-digit PIN, a 6-digit code) get the
 * tightest limits: 10 000 tries would otherwise enumerate a PIN in seconds.
 */
export const RATE_LIMITS = {
  /** Password sign-in: a viewer retyping a password never needs more. */
  signIn: { max: 20, timeWindow: MINUTE },
  /** Sending or checking a one-time code (SMS/e-mail OTP). */
  code: { max: 10, timeWindow: MINUTE },
  /**
   * Asking whether a code is waiting (GET /v2/otp/exist): the Telegram sign-in polls it every 5 s
   * (000 §9), 12 a minute, with room for a second tab; it answers yes or no and checks no secret.
   */
  codeStatus: { max: 30, timeWindow: MINUTE },
  /**
   * username_taken answers of POST /v2/users: each says a login exists, so one address gets only this
   * many in a window, then every registration from it waits. Registrations that succeed are not
   * counted (an office behind one address signs many people up).
   */
  usernameProbe: { max: 10, timeWindow: 10 * MINUTE },
  /**
   * Promo-key checks and activations, per signed-in account (keys such as FREE30 are words a person can
   * guess): a viewer typing a key from a leaflet never needs more.
   */
  promo: { max: 10, timeWindow: MINUTE },
  /**
   * Parental PIN checks, per address. Each account's own count (profiles/pin-policy.ts: five wrong entries
   * lock it for 15 minutes) is what guards a PIN; this stops one address sweeping many accounts, with room
   * for a household (or a carrier's shared address) behind it.
   */
  pin: { max: 20, timeWindow: MINUTE },
  /**
   * Licence requests: a player asks once per key session and on renewals; zapping, the benchmarks and
   * the browser suite share one address, so this only stops floods.
   */
  licence: { max: 600, timeWindow: MINUTE },
} as const satisfies Record<string, RouteRateLimit>;

/** The error a limited client gets, in the API's own error shape (429, error_code rate_limited). */
export function rateLimitedError(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, 'rate_limited', `Too many requests, retry in ${seconds} s`);
}

/** The key a route's limit counts under: the client address plus the route. */
export const clientKey = (request: FastifyRequest, route = request.routeOptions.url ?? '') =>
  `${request.ip}|${route}`;

/**
 * A route's key per signed-in account instead of per address (a guesser with many addresses and one
 * account is still one guesser); a request without a live session falls back to its address.
 */
export const perAccount =
  (sessions: SessionStore) =>
  async (request: FastifyRequest): Promise<string> => {
    const token = tokenOf(request);
    const session = token ? await sessions.session(token) : undefined;
    return session ? `user:${session.user.id}|${request.routeOptions.url ?? ''}` : clientKey(request);
  };

/**
 * Registration options: nothing is limited unless a route opts in; the key is the client address
 * plus the route, so a burst on the PIN route does not lock the viewer out of sign-in; the counts are
 * rows in `sql` (ended windows are swept), so every instance on the database sees the same ones.
 */
export function rateLimitPlugin(sql: Sql, now: () => number): RateLimitPluginOptions {
  return {
    global: false,
    store: databaseRateLimitStore(sql, now),
    keyGenerator: (request: FastifyRequest) => clientKey(request),
    errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
  };
}
