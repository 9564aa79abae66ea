import { qualityOptions } from '../tracks/quality';
import { hlsAutoLevelCapping } from './auto-quality-cap';

const ladder = (...heights: number[]) =>
  heights.map((height, i) => ({ height, bitrate: (i + 1) * 1_000_000 }));

describe('hlsAutoLevelCapping', () => {
  it('caps Auto at the 1080p level of the demo film ladder (1440p is not offered)', () => {
    const levels = ladder(360, 480, 720, 1080, 1440);
    expect(hlsAutoLevelCapping(levels)).toBe(3);
  });

  it('allows exactly the levels at or below the best offered one', () => {
    const levels = ladder(240, 360, 480, 720, 1080, 1440, 2160);
    const cap = hlsAutoLevelCapping(levels);
    const offeredTop = Math.max(
      ...qualityOptions(levels.map((l, id) => ({ id, ...l }))).levels.map((l) => l.id),
    );
    expect(cap).toBe(offeredTop);
  });

  it('does not cap a ladder that is all within the offered height', () => {
    expect(hlsAutoLevelCapping(ladder(360, 720, 1080))).toBe(-1);
    expect(hlsAutoLevelCapping([])).toBe(-1);
  });

  it('treats unknown heights (audio-only, no RESOLUTION) as within the cap', () => {
    expect(hlsAutoLevelCapping(ladder(0, Number.NaN, 720))).toBe(-1);
  });

  it('stops before a tall level that sorts below a short one by bitrate', () => {
    expect(hlsAutoLevelCapping(ladder(360, 1440, 720, 1080))).toBe(0);
  });

  it('holds Auto on the smallest level when every level is too tall', () => {
    expect(hlsAutoLevelCapping(ladder(1440, 2160))).toBe(0);
  });
});
