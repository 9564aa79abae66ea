import { describe, expect, it } from 'vitest';
import { DASH, formatMetric, sparklineData } from './format';
import type { Metrics } from './types';

describe('formatMetric', () => {
  it('writes a missing figure as a dash, never as 0', () => {
    expect(formatMetric(null, 'rate', 'en')).toBe(DASH);
    expect(formatMetric(Number.NaN, 'ms', 'en')).toBe(DASH);
  });
  it('writes startup times in ms below a second and in seconds above', () => {
    expect(formatMetric(640, 'ms', 'en')).toBe('640 ms');
    expect(formatMetric(1530, 'ms', 'en')).toBe('1.53 s');
    expect(formatMetric(1530, 'ms', 'ru')).toBe('1,53 s');
  });
  it('writes rates as percentages and bitrates in Mbit/s', () => {
    expect(formatMetric(0.125, 'rate', 'en')).toBe('12.5%');
    expect(formatMetric(2_500_000, 'bitrate', 'en')).toBe('2.5 Mbit/s');
  });
});

describe('sparklineData', () => {
  it('gives uPlot seconds on x and keeps empty minutes as gaps', () => {
    const m = (failureRate: number | null) => ({ failureRate }) as Metrics;
    expect(
      sparklineData(
        [
          { at: 60_000, metrics: m(0.5) },
          { at: 120_000, metrics: m(null) },
        ],
        'failureRate',
      ),
    ).toEqual([
      [60, 120],
      [0.5, null],
    ]);
  });
});
