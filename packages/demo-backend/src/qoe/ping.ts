/**
 * Why: the stat routes accept what the SDK (or an older client) sends; the QoE store wants one shape. This
 * turns one accepted, already redacted stat call into a `QoePing`: which viewing it belongs to (the SDK's
 * `view` object: id, call number, dimensions), what it says (start, ping, update, error, ad event) and the
 * figures the metrics need. Calls without a view (an older client, an ad before the stats arrived) still
 * land as raw events; they only cannot be attributed to a viewing. Pure: the route passes the clock's time.
 */
import { z } from 'zod';
import { browserOf, deviceName } from './user-agent';

export type PingKind = 'start' | 'ping' | 'update' | 'error' | 'ad';

/** A viewing's dimensions, '' when unknown (the rollups' primary key cannot hold NULL). */
export interface Dims {
  kind: string;
  channel: string;
  content: string;
  engine: string;
  browser: string;
  device: string;
  provider: string;
}

export interface PingQoe {
  startupMs: number | null;
  rebufferCount: number;
  rebufferMs: number;
  bitrate: number | null;
}

export interface QoePing {
  receivedAt: number;
  kind: PingKind;
  viewId: string | null;
  seq: number | null;
  userId: number | null;
  statId: string;
  dims: Dims;
  /** Whole seconds watched since the previous ping (stat pings). */
  seconds?: number;
  /** Media seconds. */
  position?: number;
  qoe?: PingQoe;
  /** The last ping of the viewing (stop, switch, destroy). */
  final?: boolean;
  /** The viewing ended before its first frame without an error (the viewer left while it loaded). */
  exit?: boolean;
  error?: { source: 'playback' | 'ad'; code: string; type: string };
  ad?: { event: string; place: string };
  /** The call's body as stored (already redacted by the route). */
  body: Record<string, unknown>;
}

/** The view object the SDK adds to every playback and ad call (OpenAPI `view`). */
export const viewSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .describe('New at every load of a source: one viewing'),
    seq: z
      .number()
      .int()
      .nonnegative()
      .max(1_000_000)
      .optional()
      .describe('The call number within the viewing (absent on ad analytics, which are not retried)'),
    kind: z.enum(['live', 'archive', 'content', 'trailer']).optional(),
    channelId: z.union([z.string().max(64), z.number()]).optional(),
    contentId: z.union([z.string().max(64), z.number()]).optional(),
    engine: z.enum(['hls', 'shaka', 'native']).optional().describe('hls.js, shaka-player or the element'),
    device: z.number().int().min(1).max(5).optional().describe('001 §9 audience device type 1–5'),
    provider: z
      .union([z.string().max(64), z.number()])
      .optional()
      .describe('The operator brand'),
  })
  .describe('The viewing this call belongs to (issue 40): what the QoE console groups by');

const qoeSchema = z.looseObject({
  startupMs: z.number().finite().nonnegative().nullable().optional(),
  rebufferCount: z.number().int().nonnegative().optional(),
  rebufferMs: z.number().finite().nonnegative().optional(),
  bitrate: z.number().finite().nonnegative().nullable().optional(),
});

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 64) : '';

/** The §8 code of a playback error: the licence server's own code (8002) when it gave one, else the diagnostics code. */
function playbackError(body: Record<string, unknown>): QoePing['error'] {
  const server = text(body.serverCode);
  return { source: 'playback', code: server || text(body.code) || '1', type: text(body.errorType) };
}

const AD_ERROR = /^error_(?:load_)?(\d{1,4})$/;

export interface PingMeta {
  receivedAt: number;
  userId: number | null;
  userAgent: string | undefined;
}

/** The sink kinds the QoE store takes, by the PingKind they become (tracking and analytics are not QoE). */
const KIND_OF: Record<string, PingKind> = {
  playback_start: 'start',
  stat: 'ping',
  playback_update: 'update',
  playback_error: 'error',
  ad_analytics: 'ad',
};

export function toQoePing(sinkKind: string, body: Record<string, unknown>, meta: PingMeta): QoePing | null {
  const kind = KIND_OF[sinkKind];
  if (!kind) return null;
  const parsedView = viewSchema.safeParse(body.view);
  const view = parsedView.success ? parsedView.data : null;
  const dims: Dims = {
    kind: view?.kind ?? '',
    channel: text(view?.channelId ?? body.channelId),
    content: text(view?.contentId ?? body.contentId),
    engine: view?.engine ?? '',
    browser: browserOf(meta.userAgent),
    device: deviceName(view?.device),
    provider: text(view?.provider),
  };
  const ping: QoePing = {
    receivedAt: meta.receivedAt,
    kind,
    viewId: view?.id ?? null,
    seq: view?.seq ?? null,
    userId: meta.userId,
    statId: text(body.stat_id ?? body.statId),
    dims,
    body,
  };
  if (typeof body.position === 'number' && Number.isFinite(body.position)) ping.position = body.position;
  const qoe = qoeSchema.safeParse(body.qoe);
  if (qoe.success) {
    ping.qoe = {
      startupMs: qoe.data.startupMs ?? null,
      rebufferCount: qoe.data.rebufferCount ?? 0,
      rebufferMs: qoe.data.rebufferMs ?? 0,
      bitrate: qoe.data.bitrate ?? null,
    };
  }
  if (kind === 'ping') {
    ping.seconds = Number(body.seconds) || 0;
    if (body.final === true) ping.final = true;
    if (body.exit === true) ping.exit = true;
  }
  if (kind === 'error') ping.error = playbackError(body);
  if (kind === 'ad') {
    const event = text(body.event);
    ping.ad = { event, place: text(body.place) };
    const code = AD_ERROR.exec(event)?.[1];
    if (code) ping.error = { source: 'ad', code, type: 'VAST' };
  }
  return ping;
}
