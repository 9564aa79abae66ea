/**
 * Why: support reads one viewing as a story: it started, played at this rendition, stalled, failed with this
 * code, ended. The calls arrive as pings whose QoE figures are cumulative, so a stall or a rendition change
 * is known at the first call that reports it: it is placed just before that call (between it and the one
 * before), and the entry says how many stalls and how long. Order is the viewing's own call order (the SDK
 * numbers its calls), which holds even when two servers received them. Pure.
 */
import type { StoredEvent } from './read';

export type TimelineEntry =
  | { type: 'start'; at: number; seq: number | null; position: number | null; startType: string }
  | { type: 'ping'; at: number; seq: number | null; position: number | null; seconds: number; final: boolean }
  | { type: 'update'; at: number; seq: number | null; position: number | null }
  | { type: 'exit'; at: number; seq: number | null }
  | { type: 'firstframe'; at: number; seq: number | null; startupMs: number }
  | { type: 'stall'; at: number; seq: number | null; count: number; ms: number }
  | { type: 'rendition'; at: number; seq: number | null; from: number | null; to: number }
  | {
      type: 'error';
      at: number;
      seq: number | null;
      position: number | null;
      code: string;
      errorType: string;
      httpCode: string | null;
    }
  | { type: 'ad'; at: number; seq: number | null; event: string; place: string; code: string | null };

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function buildTimeline(events: readonly StoredEvent[]): TimelineEntry[] {
  const out: TimelineEntry[] = [];
  let stalls = 0;
  let stalledMs = 0;
  let bitrate: number | null = null;
  let startupShown = false;
  for (const event of events) {
    const { body, seq } = event;
    const at = event.receivedAt;
    const position = num(body.position);
    const qoe = (body.qoe ?? null) as Record<string, unknown> | null;
    if (qoe) {
      const startupMs = num(qoe.startupMs);
      if (startupMs !== null && !startupShown) {
        startupShown = true;
        out.push({ type: 'firstframe', at, seq, startupMs: Math.round(startupMs) });
      }
      const count = num(qoe.rebufferCount) ?? 0;
      const ms = num(qoe.rebufferMs) ?? 0;
      if (count > stalls) {
        out.push({
          type: 'stall',
          at,
          seq,
          count: count - stalls,
          ms: Math.max(0, Math.round(ms - stalledMs)),
        });
        stalls = count;
        stalledMs = Math.max(stalledMs, ms);
      }
      const level = num(qoe.bitrate);
      if (level !== null && level > 0 && level !== bitrate) {
        out.push({ type: 'rendition', at, seq, from: bitrate, to: level });
        bitrate = level;
      }
    }
    switch (event.kind) {
      case 'start':
        out.push({ type: 'start', at, seq, position, startType: str(body.startType) });
        break;
      case 'ping':
        if (body.exit === true) out.push({ type: 'exit', at, seq });
        else
          out.push({
            type: 'ping',
            at,
            seq,
            position,
            seconds: num(body.seconds) ?? 0,
            final: body.final === true,
          });
        break;
      case 'update':
        out.push({ type: 'update', at, seq, position });
        break;
      case 'error': {
        const server = str(body.serverCode);
        const code = str(body.code);
        out.push({
          type: 'error',
          at,
          seq,
          position,
          code: server || code || '1',
          errorType: str(body.errorType),
          httpCode: server && code ? code : null,
        });
        break;
      }
      case 'ad': {
        const name = str(body.event);
        const code = /^error_(?:load_)?(\d+)$/.exec(name)?.[1] ?? null;
        out.push({ type: 'ad', at, seq, event: name, place: str(body.place), code });
        break;
      }
    }
  }
  return out;
}
