import { isCoolingDown, rollFailedEntirely } from './cooldown';

describe('roll cool-down', () => {
  it.each([
    [undefined, 1000, false],
    [1000, 1000, true],
    [1000, 5999, true],
    [1000, 6000, false],
    [1000, 500, false],
  ])('last failure %s, now %i → cooling %s', (last, now, cooling) => {
    expect(isCoolingDown(last, now)).toBe(cooling);
  });

  it('marks only rolls where ads were tried and none played', () => {
    expect(rollFailedEntirely({ played: 0, failed: [402] })).toBe(true);
    expect(rollFailedEntirely({ played: 1, failed: [402] })).toBe(false);
    expect(rollFailedEntirely({ played: 0, failed: [] })).toBe(false);
  });
});
