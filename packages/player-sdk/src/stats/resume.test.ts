import { historySeconds, resumeOfferHideAt, resumePosition } from './resume';

describe('resume', () => {
  it.each([
    [{ seconds: 9.9 }, null],
    [{ seconds: 10 }, 10],
    [{ seconds: 600, watch_percentage: 40 }, 600],
    [{ seconds: 12_600 }, 12_600],
    [{ seconds: 12_601 }, null],
    [{ seconds: 600, watch_percentage: 100 }, null],
    [{ seconds: Number.NaN }, null],
    [{ seconds: null }, null],
    [{}, null],
    [undefined, null],
  ])('history %j resumes from %s', (history, expected) => {
    expect(resumePosition(history)).toBe(expected);
  });

  it('moves history only after 10 s of playback', () => {
    expect(historySeconds(9.99, 500)).toBeNull();
    expect(historySeconds(10, 500.7)).toBe(500);
    expect(historySeconds(30, -1)).toBeNull();
  });

  it('shows the affordance for exactly 5 s', () => {
    expect(resumeOfferHideAt(1000)).toBe(6000);
  });
});
