import { createWatchClock, isCounting, updateWatchFacts, watchedSeconds } from './watch-clock';

describe('watch clock', () => {
  it('counts only while playing', () => {
    let clock = createWatchClock({}, 0);
    expect(isCounting(clock)).toBe(false);
    clock = updateWatchFacts(clock, { playing: true }, 1000);
    expect(watchedSeconds(clock, 31_000)).toBe(30);
    clock = updateWatchFacts(clock, { playing: false }, 31_000);
    expect(watchedSeconds(clock, 100_000)).toBe(30);
  });

  it.each([
    ['buffering', { buffering: true }],
    ['an ad', { adPlaying: true }],
    ['a hidden tab', { hidden: true }],
  ])('does not count %s', (_name, fact) => {
    let clock = createWatchClock({ playing: true }, 0);
    clock = updateWatchFacts(clock, fact, 10_000);
    expect(isCounting(clock)).toBe(false);
    expect(watchedSeconds(clock, 70_000)).toBe(10);
    const cleared = Object.fromEntries(Object.keys(fact).map((key) => [key, false]));
    clock = updateWatchFacts(clock, cleared, 70_000);
    expect(watchedSeconds(clock, 75_000)).toBe(15);
  });

  it('keeps counting through facts that do not stop playback', () => {
    let clock = createWatchClock({ playing: true }, 0);
    clock = updateWatchFacts(clock, { playing: true }, 5000);
    expect(watchedSeconds(clock, 12_500)).toBe(12.5);
  });

  it('never un-counts when the clock steps back', () => {
    const clock = createWatchClock({ playing: true }, 10_000);
    expect(watchedSeconds(clock, 5000)).toBe(0);
    expect(watchedSeconds(updateWatchFacts(clock, { playing: false }, 5000), 20_000)).toBe(0);
  });
});
