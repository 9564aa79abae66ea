import { describe, expect, it } from 'vitest';
import { decideFault, FaultBoard, FaultSpecError, parseFaultSpec } from './faults';

const seg = (path: string, n?: number) => ({ path, isSegment: true, segmentNumber: n });
const playlist = { path: 'live/live1/v360/live.m3u8', isSegment: false, segmentNumber: undefined };

describe('parseFaultSpec', () => {
  it('reads every knob and combinations joined with +', () => {
    expect(parseFaultSpec('slow-800+404once-t1')).toEqual([
      { kind: 'slow', ms: 800 },
      { kind: '404once', token: 't1' },
    ]);
    expect(parseFaultSpec('404always')).toEqual([{ kind: '404always' }]);
    expect(parseFaultSpec('404after-12')).toEqual([{ kind: '404after', segment: 12 }]);
    expect(parseFaultSpec('offline-abc_1')).toEqual([{ kind: 'offline', token: 'abc_1' }]);
  });

  it('names what is wrong with a bad spec', () => {
    expect(() => parseFaultSpec('explode')).toThrow(FaultSpecError);
    expect(() => parseFaultSpec('slow-abc')).toThrow(/whole number/);
    expect(() => parseFaultSpec('slow-999999')).toThrow(/up to 60000/);
    expect(() => parseFaultSpec('404once-')).toThrow(/token/);
    expect(() => parseFaultSpec('')).toThrow(/empty/);
  });
});

describe('decideFault', () => {
  it('404once fails the first request of each distinct segment, then lets it through', () => {
    const board = new FaultBoard(10, 10);
    const faults = parseFaultSpec('404once-a');
    expect(decideFault(faults, board, seg('x/seg-1.m4s')).status).toBe(404);
    expect(decideFault(faults, board, seg('x/seg-1.m4s')).status).toBeUndefined();
    expect(decideFault(faults, board, seg('x/seg-2.m4s')).status).toBe(404);
    // Another token starts afresh.
    expect(decideFault(parseFaultSpec('404once-b'), board, seg('x/seg-1.m4s')).status).toBe(404);
  });

  it('leaves playlists alone unless the stream is offline', () => {
    const board = new FaultBoard(10, 10);
    expect(decideFault(parseFaultSpec('404always+slow-500'), board, playlist)).toEqual({
      status: undefined,
      delayMs: 0,
    });
    board.setOffline('z', true);
    expect(decideFault(parseFaultSpec('offline-z'), board, playlist).status).toBe(503);
    expect(decideFault(parseFaultSpec('offline-z'), board, seg('a/seg-1.m4s')).status).toBe(503);
    board.setOffline('z', false);
    expect(decideFault(parseFaultSpec('offline-z'), board, seg('a/seg-1.m4s')).status).toBeUndefined();
  });

  it('404after fails segments numbered from n on', () => {
    const board = new FaultBoard(10, 10);
    const faults = parseFaultSpec('404after-5');
    expect(decideFault(faults, board, seg('v/seg-4.m4s', 4)).status).toBeUndefined();
    expect(decideFault(faults, board, seg('v/seg-5.m4s', 5)).status).toBe(404);
    expect(decideFault(faults, board, seg('v/init.mp4')).status).toBeUndefined();
  });

  it('slow delays segments only', () => {
    const board = new FaultBoard(10, 10);
    expect(decideFault(parseFaultSpec('slow-700'), board, seg('v/seg-1.m4s', 1))).toEqual({
      status: undefined,
      delayMs: 700,
    });
  });

  it('forgets the oldest tokens and paths beyond its bounds', () => {
    const board = new FaultBoard(2, 2);
    expect(board.firstRequest('t1', 'p1')).toBe(true);
    board.firstRequest('t2', 'p1');
    board.firstRequest('t3', 'p1');
    // t1 was evicted, so p1 counts as new again.
    expect(board.firstRequest('t1', 'p1')).toBe(true);
    board.firstRequest('t4', 'a');
    board.firstRequest('t4', 'b');
    board.firstRequest('t4', 'c');
    expect(board.firstRequest('t4', 'a')).toBe(true);
    for (let i = 0; i < 5; i++) board.setOffline(`o${i}`, true);
    expect(board.isOffline('o0')).toBe(false);
    expect(board.isOffline('o4')).toBe(true);
  });
});
