import type { TimelineController } from './timeline-controller';
import { streamTargetFor, timelineSeek } from './timeline-moves';
import type { Programme } from './types';

const NOW_S = 1_700_000_000;
const programmes: Programme[] = [
  { id: 1, timestamp: NOW_S - 3600, duration: 3600 },
  { id: 2, timestamp: NOW_S, duration: 3600 },
  { id: 3, timestamp: NOW_S + 3600, duration: 3600 },
];

/** The controller's answers the moves read; each test says what the controller would decide. */
function controller(parts: Partial<TimelineController>): TimelineController {
  return {
    programmes: () => programmes,
    getState: () => ({ programme: null }),
    streamRequestFor: (target) => ({
      kind: 'archive',
      ts: target.kind === 'position' ? target.timeSec : 0,
      programme: null,
    }),
    ...parts,
  } as TimelineController;
}

describe('timeline moves', () => {
  it('opens a channel live, at a past moment, or at the programme of a future one (none: refused)', () => {
    const c = controller({});
    expect(streamTargetFor(undefined, c, NOW_S * 1000)).toEqual({ kind: 'live' });
    expect(streamTargetFor(NOW_S - 60, c, NOW_S * 1000)).toEqual({ kind: 'position', timeSec: NOW_S - 60 });
    expect(streamTargetFor(NOW_S + 4000, c, NOW_S * 1000)).toEqual({ kind: 'programme', id: 3 });
    expect(streamTargetFor(NOW_S + 99_999, c, NOW_S * 1000)).toBeNull();
  });

  it('seeks inside the loaded stream when it can, loads the scrubbed archive when not, refuses a refused scrub', () => {
    const shown = { programme: { start: NOW_S - 3600, end: NOW_S } } as ReturnType<
      TimelineController['getState']
    >;
    const archive = { kind: 'archive' as const, ts: NOW_S - 1800, programme: null };
    const inStream = controller({ getState: () => shown, scrub: () => archive, seekTimeFor: () => 42 });
    expect(timelineSeek(inStream, NOW_S - 1800)).toEqual({ mediaTime: 42 });
    const elsewhere = controller({ getState: () => shown, scrub: () => archive, seekTimeFor: () => null });
    expect(timelineSeek(elsewhere, NOW_S - 1800)).toEqual({ decision: archive });
    const refused = controller({ getState: () => shown, scrub: () => ({ kind: 'refused_scrub' }) });
    expect(timelineSeek(refused, NOW_S - 1800)).toBeNull();
  });

  it('asks for the position outside the programme on screen, and rejects a time that is not a number', () => {
    const c = controller({});
    expect(timelineSeek(c, NOW_S - 7000)).toEqual({
      decision: { kind: 'archive', ts: NOW_S - 7000, programme: null },
    });
    expect(() => timelineSeek(c, Number.NaN)).toThrow(RangeError);
  });
});
