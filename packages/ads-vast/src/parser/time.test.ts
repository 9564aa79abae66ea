import { formatClock, offsetSeconds, parseClock, parseOffset } from './time';

describe('VAST time values', () => {
  it.each([
    ['00:00:15', 15],
    ['00:01:30.123', 90.123],
    ['01:00:00', 3600],
    [' 00:00:05.5 ', 5.5],
    ['15', undefined],
    ['00:61:00', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('parseClock(%j) = %j', (value, seconds) => {
    expect(parseClock(value)).toBe(seconds);
  });

  it.each([
    ['25%', { kind: 'percent', value: 25 }],
    ['00:00:05', { kind: 'seconds', value: 5 }],
    ['120%', undefined],
    ['x%', undefined],
    ['soon', undefined],
  ])('parseOffset(%j)', (value, offset) => {
    expect(parseOffset(value)).toEqual(offset);
  });

  it('turns offsets into seconds, percentages only with a duration', () => {
    expect(offsetSeconds({ kind: 'percent', value: 25 }, 20)).toBe(5);
    expect(offsetSeconds({ kind: 'percent', value: 25 }, undefined)).toBeUndefined();
    expect(offsetSeconds({ kind: 'seconds', value: 7 }, undefined)).toBe(7);
  });

  it.each([
    [0, '00:00:00.000'],
    [5.5, '00:00:05.500'],
    [3725.042, '01:02:05.042'],
    [-3, '00:00:00.000'],
    [Number.NaN, '00:00:00.000'],
  ])('formatClock(%d) = %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});
