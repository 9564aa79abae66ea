import { describe, expect, it } from 'vitest';
import type { StoredEvent } from './read';
import { buildTimeline } from './timeline';

const T0 = 1_767_225_600_000;
const event = (seq: number, kind: string, body: Record<string, unknown>): StoredEvent => ({
  receivedAt: T0 + seq * 1000,
  seq,
  kind,
  body,
});
const qoe = (
  startupMs: number | null,
  rebufferCount: number,
  rebufferMs: number,
  bitrate: number | null,
) => ({
  startupMs,
  rebufferCount,
  rebufferMs,
  bitrate,
});

describe('buildTimeline', () => {
  it('tells a viewing in call order, with the first frame, renditions and stalls before the call that reported them', () => {
    const timeline = buildTimeline([
      event(0, 'start', { statId: 5, startType: 'content', position: 0 }),
      event(1, 'ping', { seconds: 30, position: 30, qoe: qoe(900, 0, 0, 1_000_000) }),
      event(2, 'ping', { seconds: 30, position: 60, qoe: qoe(900, 0, 0, 3_000_000) }),
      event(3, 'error', {
        position: 64,
        code: 404,
        errorType: 'Fragment load error',
        qoe: qoe(900, 1, 2_500, 3_000_000),
      }),
      event(4, 'ping', { seconds: 5, position: 65, final: true, qoe: qoe(900, 1, 2_600, 3_000_000) }),
    ]);
    expect(timeline.map((e) => e.type)).toEqual([
      'start',
      'firstframe',
      'rendition',
      'ping',
      'rendition',
      'ping',
      'stall',
      'error',
      'ping',
    ]);
    expect(timeline[1]).toMatchObject({ startupMs: 900 });
    expect(timeline[4]).toMatchObject({ from: 1_000_000, to: 3_000_000 });
    expect(timeline[6]).toMatchObject({ count: 1, ms: 2_500 });
    expect(timeline[7]).toMatchObject({ code: '404', errorType: 'Fragment load error', position: 64 });
    expect(timeline[8]).toMatchObject({ final: true });
  });

  it('names a licence error by the licence server’s §8 code, keeping the HTTP status', () => {
    const [entry] = buildTimeline([
      event(0, 'error', { position: 0, code: 403, serverCode: 8002, errorType: 'Key load error' }),
    ]);
    expect(entry).toMatchObject({ type: 'error', code: '8002', httpCode: '403' });
  });

  it('shows an exit before the first frame and ad events with their VAST codes', () => {
    const timeline = buildTimeline([
      event(0, 'ad', { event: 'request', place: 'pre_roll' }),
      event(1, 'ad', { event: 'error_load_402', place: 'pre_roll' }),
      event(2, 'ping', { seconds: 0, final: true, exit: true }),
    ]);
    expect(timeline).toMatchObject([
      { type: 'ad', event: 'request', code: null },
      { type: 'ad', event: 'error_load_402', code: '402' },
      { type: 'exit' },
    ]);
  });
});
