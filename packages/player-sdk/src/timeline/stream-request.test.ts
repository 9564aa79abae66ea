import { describe, expect, it } from 'vitest';
import { boundaryDecision, type RequestEnv, scrubDecision, streamDecision } from './stream-request';
import type { Programme } from './types';

const NOW_S = 1_700_000_000;
const p = (id: string, startAgo: number, extra: Partial<Programme> = {}): Programme => ({
  id,
  timestamp: NOW_S - startAgo,
  duration: 3600,
  is_catchup_available: true,
  ...extra,
});
const programmes = [p('a', 7200), p('b', 3600, { is_catchup_available: false }), p('c', 0), p('d', -3600)];
const env: RequestEnv = {
  channel: { id: 1, age: 0, archived_days: 7, is_purchased: true },
  programmes,
  nowMs: NOW_S * 1000,
  context: { platform: { catchup_blackout_mattress_url: 'https://cdn.example/m.mp4' } },
};

describe('streamDecision', () => {
  it.each([
    { name: 'live', target: { kind: 'live' }, expected: { kind: 'live' } },
    {
      name: 'past programme from its start',
      target: { kind: 'programme', id: 'a' },
      expected: { kind: 'archive', ts: NOW_S - 7200 },
    },
    {
      name: 'banned programme → blackout',
      target: { kind: 'programme', id: 'b' },
      expected: { kind: 'blackout' },
    },
    {
      name: 'programme starting now → live',
      target: { kind: 'programme', id: 'c' },
      expected: { kind: 'live' },
    },
    {
      name: 'future programme',
      target: { kind: 'programme', id: 'd' },
      expected: { kind: 'refused', key: 'error_schedule_from_future' },
    },
    {
      name: 'position rounded down',
      target: { kind: 'position', timeSec: NOW_S - 7195 },
      expected: { kind: 'archive', ts: NOW_S - 7200 },
    },
    {
      name: 'position in the future → live',
      target: { kind: 'position', timeSec: NOW_S + 999 },
      expected: { kind: 'live' },
    },
  ] as const)('$name', ({ target, expected }) => {
    expect(streamDecision(target, env)).toMatchObject(expected);
  });

  it('an unknown programme id is a clear error', () => {
    expect(() => streamDecision({ kind: 'programme', id: 'zz' }, env)).toThrow(
      /zz is not in the loaded schedule/,
    );
  });
});

describe('scrubDecision', () => {
  it.each([
    { name: 'no programme', current: null, offset: 0, kind: 'refused_scrub' },
    { name: 'banned programme', current: programmes[1]!, offset: 60, kind: 'refused_scrub' },
    { name: 'inside an archive programme', current: programmes[0]!, offset: 61, kind: 'archive' },
  ])('$name → $kind', ({ current, offset, kind }) => {
    expect(scrubDecision(offset, current, env).kind).toBe(kind);
  });
});

describe('boundaryDecision', () => {
  it.each([
    { name: 'inside', at: NOW_S - 7000, result: null },
    { name: 'end of a → b (banned → blackout)', at: NOW_S - 3600, result: { id: 'b', kind: 'blackout' } },
  ])('$name', ({ at, result }) => {
    const handover = boundaryDecision(programmes[0]!, at, env);
    expect(handover ? { id: handover.programme.id, kind: handover.decision.kind } : null).toEqual(result);
  });

  it('before the start goes back to the previous programme at the current position', () => {
    const handover = boundaryDecision(programmes[2]!, NOW_S - 5000, { ...env, channel: { ...env.channel } });
    expect(handover?.programme.id).toBe('b');
  });
});
