import { bufferedRanges, type PlayheadPlace, playheadPlace } from './playhead-gap';

describe('playheadPlace', () => {
  const ranges = [
    [0, 2.12],
    [3.62, 14],
  ] as const;

  const cases: [string, number, PlayheadPlace][] = [
    ['inside buffered media', 1, { kind: 'buffered', ahead: 1.12 }],
    ['in the hole', 2.5, { kind: 'hole', nextStart: 3.62 }],
    ['a hair short of a range end with media after the hole', 2.05, { kind: 'hole', nextStart: 3.62 }],
    ['before the first range', 0, { kind: 'buffered', ahead: 2.12 }],
    ['at the end of the last range', 13.95, { kind: 'starved' }],
    ['past everything buffered', 20, { kind: 'starved' }],
  ];
  it.each(cases)('%s', (_name, at, place) => {
    const found = playheadPlace(ranges, at);
    if (found.kind === 'buffered' && place.kind === 'buffered') {
      expect(found.ahead).toBeCloseTo(place.ahead, 6);
    } else {
      expect(found).toEqual(place);
    }
  });

  it('a playhead before media that starts later is in a hole (a start gap)', () => {
    expect(playheadPlace([[4, 10]], 0)).toEqual({ kind: 'hole', nextStart: 4 });
  });

  it('nothing buffered is starved', () => {
    expect(playheadPlace([], 5)).toEqual({ kind: 'starved' });
  });
});

describe('bufferedRanges', () => {
  it('lists TimeRanges as pairs, in order', () => {
    const starts = [0, 3.62];
    const ends = [2.12, 14];
    const ranges = { length: 2, start: (i: number) => starts[i], end: (i: number) => ends[i] } as TimeRanges;
    expect(bufferedRanges(ranges)).toEqual([
      [0, 2.12],
      [3.62, 14],
    ]);
  });
});
