// The demo operator as one Fastify app: M's media routes plus the /v2 API, licence server, VAST
// server, stat sink and static pages. Tests build it with an injected clock and use app.inject.

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAccountRoutes, SmsOutbox } from './accounts/index';
import { PasswordHasher, passwordCostFrom, type ScryptCost } from './accounts/passwords';
import { registerChannelRoutes } from './api/channel-routes';
import { registerContentRoutes } from './api/content-routes';
import { registerBillingRoutes } from './billing/index';
import { buildCatalogue } from './catalogue/index';
import type { Catalogue } from './catalogue/types';
import { DEFAULT_SEED } from './constants';
import type { ApiContext } from './context';
import { type Database, type DatabaseConfig, openReadyDatabase, throwAwayDatabase } from './db/index';
import { registerDrmRoutes } from './drm/routes';
import { registerEngagementRoutes } from './engagement/index';
import { COMPRESSION } from './http/compression';
import { corsDelegator } from './http/cors';
import { installErrorHandling } from './http/errors';
import { rateLimitPlugin } from './http/rate-limits';
import { installRecordIdGuard } from './http/record-ids';
import { API_HELMET } from './http/security-headers';
import {
  clientErrorHandler,
  frameworkErrors,
  installUrlLengthLimit,
  SERVER_LIMITS,
} from './http/server-options';
import { edgeKey } from './media-server/edge-key';
import { type MediaLibrary, prepareMedia, registerMediaRoutes } from './media-server/index';
import { type MediaSigner, mediaSigner } from './media-server/signing';
import { registerIdempotency } from './money/idempotency';
import { registerOpenApiRoutes } from './openapi/index';
import { type OperatorKey, operatorProfile } from './operators/profile';
import { registerPacketRoutes } from './packets/index';
import { ParentalGuard } from './parental/approval-guard';
import { registerProfileRoutes, watchesAsChild } from './profiles/index';
import { registerPromo } from './promo/index';
import { createQoeIngest, type QoeIngest, type QoeLimits } from './qoe/ingest';
import { registerQoeRoutes } from './qoe/routes';
import { registerRowsetRoutes } from './rowsets/index';
import { Favorites } from './session/favorites';
import { WatchHistory } from './session/history';
import { registerSessionRoutes } from './session/routes';
import { SessionStore } from './session/store';
import { registerUserRoutes } from './session/user-routes';
import { registerSinkRoutes } from './sink/routes';
import { StatSink } from './sink/stat-sink';
import { registerStaticRoutes } from './static/routes';
import { registerVastRoutes } from './vast/routes';

export interface CreateAppOptions {
  /** The committed media set (packages/demo-backend/media/committed). */
  mediaRoot: string;
  /** Ignored folder for media made at start (encrypted DASH): packages/demo-backend/.media-cache. */
  cacheDir: string;
  /** Wall clock in ms; tests inject a fake one. Default Date.now. */
  now?: () => number;
  /** Catalogue and EPG seed. */
  seed?: number;
  /** Fastify logger option (false by default). */
  logger?: FastifyServerOptions['logger'];
  /** Progress lines while media is prepared. */
  log?: (line: string) => void;
  /** Absolute origin for generated URLs when behind a proxy; default: the address the client reached. */
  publicOrigin?: string;
  /**
   * Origins whose pages may read credentialed answers (sign-in, the user's data, the stat sink's
   * records); read per request. Other routes answer any origin. Default: none.
   */
  corsOrigins?: () => readonly string[];
  /** Origins of the QoE console, the only pages that may read its API (/qoe/v1). Default: none. */
  consoleOrigins?: () => readonly string[];
  /** The QoE ingestion's queue and batch sizes (tests and the load test tune them). */
  qoeLimits?: Partial<QoeLimits>;
  /**
   * Where users, devices, tokens, favourites and history live. Default: a throw-away database (a
   * PGlite in memory, or a fresh schema on DATABASE_URL's server), closed with the app.
   */
  database?: DatabaseConfig;
  /**
   * The scrypt cost of new password hashes. Default: the guidance (N = 2^17, r = 8, p = 1), or a lower
   * N from ONAIR_SCRYPT_N, which the test suites set (accounts/passwords.ts).
   */
  passwordCost?: ScryptCost;
  /**
   * Which demo operator to play: 'onair' (default) or 'meridian', the second operator with its own
   * channel ids and slugs, pages, rows and start page (operators/profile.ts).
   */
  operator?: OperatorKey;
}

export interface DemoBackend {
  app: FastifyInstance;
  media: MediaLibrary;
  sink: StatSink;
  /** The QoE ingestion (drain() writes what is queued). */
  qoe: QoeIngest;
  catalogue: Catalogue;
  database: Database;
  /** The demo SMS outbox (GET /sink/sms): one-time codes "sent" to phones. */
  sms: SmsOutbox;
  /** Signs and verifies the media URLs of paid and 18+ items (media/signing.ts). */
  edge: MediaSigner;
}

export type ApiOptions = Omit<CreateAppOptions, 'mediaRoot' | 'cacheDir' | 'log'>;

/** The API over an already prepared media library, without the /media/ routes (createApp adds them). */
export async function createApi(
  media: MediaLibrary,
  opts: ApiOptions = {},
): Promise<Omit<DemoBackend, 'media'>> {
  const now = opts.now ?? Date.now;
  const passwords = new PasswordHasher(opts.passwordCost ?? passwordCostFrom());
  const database = await openReadyDatabase(opts.database ?? throwAwayDatabase(), now, passwords);
  const app = Fastify({
    logger: opts.logger ?? false,
    ...SERVER_LIMITS,
    frameworkErrors,
    clientErrorHandler,
  });
  installErrorHandling(app);
  installUrlLengthLimit(app);
  installRecordIdGuard(app);
  await app.register(helmet, API_HELMET);
  await app.register(compress, COMPRESSION);
  const corsOrigins = opts.corsOrigins ?? (() => []);
  await app.register(cors, () => corsDelegator(corsOrigins, opts.consoleOrigins ?? (() => [])));
  // Before any route: the plugin attaches to routes as they are added (those with config.rateLimit).
  await app.register(rateLimit, rateLimitPlugin(database, now));
  // EME licence requests and beacons arrive as bytes or without a JSON type: keep them as raw buffers
  // and let each route decide, instead of Fastify refusing them with 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const qoe = createQoeIngest(database, { now, ...(opts.qoeLimits ? { limits: opts.qoeLimits } : {}) });
  // The pings still queued are written before the database closes.
  app.addHook('onClose', async () => {
    await qoe.close();
    await database.close();
  });
  const sink = new StatSink(now);
  const sms = new SmsOutbox(now);
  const operator = operatorProfile(opts.operator);
  const edge = mediaSigner(await edgeKey(database), () => Math.floor(now() / 1000));
  const catalogue = buildCatalogue(
    opts.seed ?? DEFAULT_SEED,
    media.liveSources.map((s) => s.id),
    undefined,
    operator,
  );
  const sessions = new SessionStore(database, now);
  const ctx: ApiContext = {
    media,
    catalogue,
    operator,
    db: database,
    sessions,
    passwords,
    parental: new ParentalGuard(database, sessions, (userId) => watchesAsChild(database, userId), now),
    history: new WatchHistory(database, now),
    sink,
    qoe,
    now,
    ...(opts.publicOrigin ? { publicOrigin: opts.publicOrigin } : {}),
    appOrigins: corsOrigins,
    edge,
  };
  // Before the routes: a retried money request with an Idempotency-Key answers what the first did.
  registerIdempotency(app, ctx);
  registerOpenApiRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx, sms);
  registerUserRoutes(app, ctx, new Favorites(database, now));
  registerProfileRoutes(app, ctx, sms);
  registerPacketRoutes(app, ctx);
  registerBillingRoutes(app, ctx, sms);
  registerPromo(app, ctx);
  registerRowsetRoutes(app, ctx);
  registerEngagementRoutes(app, ctx);
  registerChannelRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerDrmRoutes(app, ctx);
  registerVastRoutes(app, ctx);
  registerSinkRoutes(app, ctx);
  registerQoeRoutes(app, ctx);
  registerStaticRoutes(app, ctx);
  return { app, sink, qoe, catalogue, database, sms, edge };
}

/** Prepares the media (M's prepareMedia), then serves it together with the API. */
export async function createApp(opts: CreateAppOptions): Promise<DemoBackend> {
  const now = opts.now ?? Date.now;
  const media = await prepareMedia({ mediaRoot: opts.mediaRoot, cacheDir: opts.cacheDir, now }, opts.log);
  return createAppOver(media, { ...opts, now });
}

/**
 * The API and the /media/ routes over media another app has prepared: a second demo operator in the
 * same process (scripts/stack.ts) shares the first one's media instead of preparing it again.
 */
export async function createAppOver(
  media: MediaLibrary,
  opts: Omit<CreateAppOptions, 'log'>,
): Promise<DemoBackend> {
  const now = opts.now ?? Date.now;
  const { mediaRoot, cacheDir, ...apiOptions } = opts;
  const api = await createApi(media, { ...apiOptions, now });
  registerMediaRoutes(api.app, media, { mediaRoot, cacheDir, now }, api.edge);
  return { ...api, media };
}
