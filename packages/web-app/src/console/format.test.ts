import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASH, formatMetric, sparklineData, type UnitText } from './format';
import type { Metrics } from './types';

// The units as the console writes them: console.json's `unit.*`, `{{value}}` filled in.
const units = (lng: string): UnitText => {
  const table = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'public', 'locales', lng, 'console.json'), 'utf8'),
  ) as Record<string, string>;
  return (unit, value) => table[`unit.${unit}`]!.replace('{{value}}', value);
};
const en = units('en');
const ru = units('ru');

describe('formatMetric', () => {
  it('writes a missing figure as a dash, never as 0', () => {
    expect(formatMetric(null, 'rate', 'en', en)).toBe(DASH);
    expect(formatMetric(Number.NaN, 'ms', 'en', en)).toBe(DASH);
  });
  it('writes startup times in ms below a second and in seconds above, in the console’s language', () => {
    expect(formatMetric(640, 'ms', 'en', en)).toBe('640 ms');
    expect(formatMetric(1530, 'ms', 'en', en)).toBe('1.53 s');
    expect(formatMetric(640, 'ms', 'ru', ru)).toBe('640 мс');
    expect(formatMetric(1530, 'ms', 'ru', ru)).toBe('1,53 с');
  });
  it('writes rates as percentages, bitrates in Mbit/s and stalls per minute, each language its own', () => {
    expect(formatMetric(0.125, 'rate', 'en', en)).toBe('12.5%');
    expect(formatMetric(0.125, 'rate', 'ru', ru)).toBe('12,5\u00a0%');
    expect(formatMetric(2_500_000, 'bitrate', 'en', en)).toBe('2.5 Mbit/s');
    expect(formatMetric(2_500_000, 'bitrate', 'ru', ru)).toBe('2,5 Мбит/с');
    expect(formatMetric(0.5, 'perMinute', 'en', en)).toBe('0.5/min');
    expect(formatMetric(0.5, 'perMinute', 'ru', ru)).toBe('0,5/мин');
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
