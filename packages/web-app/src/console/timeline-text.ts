/**
 * One timeline entry as the words support reads (the backend orders and shapes them: demo-backend
 * src/qoe/timeline.ts). Pure: the translator and the figure writer come in, so it is tested without React.
 */
import type { MetricKind } from './format';
import type { TimelineEntry } from './types';

type T = (key: string, values?: Record<string, unknown>) => string;

export function timelineText(
  entry: TimelineEntry,
  t: T,
  format: (value: number | null, kind: MetricKind) => string,
): string {
  const ms = (v: unknown) => format(typeof v === 'number' ? v : null, 'ms');
  const bitrate = (v: unknown) => format(typeof v === 'number' ? v : null, 'bitrate');
  switch (entry.type) {
    case 'start':
      return t('timeline.start', { startType: entry.startType || '—' });
    case 'firstframe':
      return t('timeline.firstframe', { ms: ms(entry.startupMs) });
    case 'stall':
      return t('timeline.stall', { count: entry.count, ms: ms(entry.ms) });
    case 'rendition':
      return entry.from === null
        ? t('timeline.renditionFirst', { to: bitrate(entry.to) })
        : t('timeline.rendition', { from: bitrate(entry.from), to: bitrate(entry.to) });
    case 'error':
      return t('timeline.error', {
        code: entry.code,
        errorType: entry.errorType,
        http: entry.httpCode ? ` HTTP ${entry.httpCode}` : '',
      });
    case 'ad':
      return t('timeline.ad', {
        event: entry.event,
        place: entry.place,
        code: entry.code ? ` (${entry.code})` : '',
      });
    case 'ping':
      return t(entry.final ? 'timeline.pingFinal' : 'timeline.ping', { seconds: entry.seconds });
    case 'exit':
      return t('timeline.exit');
    case 'update':
      return t('timeline.update');
    default:
      return entry.type;
  }
}
