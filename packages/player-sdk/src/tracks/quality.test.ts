import { qualityOptions } from './quality';
import type { QualityLevel } from './types';

const level = (id: number, height: number, bitrate: number, label?: string): QualityLevel =>
  label === undefined ? { id, height, bitrate } : { id, height, bitrate, label };

describe('qualityOptions', () => {
  it('keeps levels up to 1080 px, the top 4, best first, plus Auto', () => {
    const levels = [
      level(0, 240, 300_000),
      level(1, 360, 700_000),
      level(2, 480, 1_000_000),
      level(3, 720, 1_800_000),
      level(4, 1080, 4_000_000),
      level(5, 1440, 8_000_000),
      level(6, 2160, 16_000_000),
    ];
    const options = qualityOptions(levels);
    expect(options.auto).toBe(true);
    expect(options.levels.map((l) => l.id)).toEqual([4, 3, 2, 1]);
    expect(options.levels.map((l) => l.label)).toEqual(['1080p', '720p', '480p', '360p']);
  });

  it('orders equal heights by bitrate and keeps an operator label', () => {
    const options = qualityOptions([
      level(0, 720, 1_000_000),
      level(1, 720, 2_500_000, 'HD+'),
      level(2, 360, 500_000),
    ]);
    expect(options.levels.map((l) => [l.id, l.label])).toEqual([
      [1, 'HD+'],
      [0, '720p'],
      [2, '360p'],
    ]);
  });

  it.each([
    ['no levels', []],
    ['only above 1080', [level(0, 2160, 1)]],
    ['audio-only / unknown height', [level(0, 0, 64_000), level(1, Number.NaN, 1)]],
  ])('%s → Auto only', (_name, levels) => {
    expect(qualityOptions(levels)).toEqual({ auto: true, levels: [] });
  });

  it('does not mutate the input', () => {
    const levels = [level(0, 360, 1), level(1, 720, 2)];
    const copy = structuredClone(levels);
    qualityOptions(levels);
    expect(levels).toEqual(copy);
  });
});
