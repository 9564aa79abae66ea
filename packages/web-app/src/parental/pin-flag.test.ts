import { createPinFlag, PIN_FLAG_RESET_MS } from './pin-flag';

describe('the parental PIN flag (000 §9)', () => {
  it('stays up for its check only, and comes down within the spec’s 2 to 5 s', () => {
    expect(PIN_FLAG_RESET_MS).toBeGreaterThanOrEqual(2_000);
    expect(PIN_FLAG_RESET_MS).toBeLessThanOrEqual(5_000);
    let now = 10_000;
    const flag = createPinFlag(() => now);
    expect(flag.isUp('channel')).toBe(false);
    flag.raise('channel');
    expect(flag.isUp('channel')).toBe(true);
    expect(flag.isUp('vod'), 'a film’s check is not a channel’s').toBe(false);
    now += PIN_FLAG_RESET_MS - 1;
    expect(flag.isUp('channel')).toBe(true);
    now += 1;
    expect(flag.isUp('channel')).toBe(false);
    // Down for good, even if the clock steps back.
    now -= 10;
    expect(flag.isUp('channel')).toBe(false);
  });

  it('a clock that stepped back does not hold it up', () => {
    let now = 10_000;
    const flag = createPinFlag(() => now);
    flag.raise('program');
    now -= 60_000;
    expect(flag.isUp('program')).toBe(false);
  });
});
