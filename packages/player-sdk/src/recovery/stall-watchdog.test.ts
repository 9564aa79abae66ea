import { createStallWatchdog, type StallSample } from './stall-watchdog';

const playing = (now: number, currentTime: number, over: Partial<StallSample> = {}): StallSample => ({
  now,
  currentTime,
  paused: false,
  readyState: 2,
  seeking: false,
  ...over,
});

describe('createStallWatchdog', () => {
  it('is ok while playback advances', () => {
    const dog = createStallWatchdog({ stallAfterMs: 1000 });
    for (let i = 0; i < 10; i++) expect(dog.sample(playing(i * 500, i * 0.5))).toEqual({ state: 'ok' });
  });

  it('detects a stall after stallAfterMs and nudges forward with play, never more drastic', () => {
    const dog = createStallWatchdog({ stallAfterMs: 1000, nudgeSeconds: 0.5 });
    expect(dog.sample(playing(0, 10))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(999, 10))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(1000, 10))).toEqual({
      state: 'stalled',
      stalledForMs: 1000,
      nudge: { seekTo: 10.5, play: true },
    });
    expect(dog.sample(playing(1500, 10))).toEqual({ state: 'recovering' });
  });

  it('nudges further each time, then gives up once', () => {
    const dog = createStallWatchdog({ stallAfterMs: 1000, nudgeSeconds: 0.5, maxNudges: 2 });
    dog.sample(playing(0, 10));
    const verdicts = [1000, 2000, 3000, 4000].map((t) => dog.sample(playing(t, 10)));
    expect(verdicts).toEqual([
      { state: 'stalled', stalledForMs: 1000, nudge: { seekTo: 10.5, play: true } },
      { state: 'stalled', stalledForMs: 2000, nudge: { seekTo: 11, play: true } },
      { state: 'gave_up', stalledForMs: 3000 },
      { state: 'recovering' },
    ]);
  });

  it('progress after a nudge clears the stall', () => {
    const dog = createStallWatchdog({ stallAfterMs: 1000 });
    dog.sample(playing(0, 10));
    expect(dog.sample(playing(1000, 10)).state).toBe('stalled');
    expect(dog.sample(playing(1200, 10.6))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(2100, 10.6))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(2200, 10.6)).state).toBe('stalled');
  });

  it.each([
    ['paused', { paused: true }],
    ['seeking', { seeking: true }],
    ['ended', { ended: true }],
  ])('a %s element is not stalled and the measurement restarts', (_name, over) => {
    const dog = createStallWatchdog({ stallAfterMs: 1000 });
    dog.sample(playing(0, 10));
    expect(dog.sample(playing(5000, 10, over))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(5500, 10))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(6499, 10))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(6500, 10)).state).toBe('stalled');
  });

  it('reset forgets the stall', () => {
    const dog = createStallWatchdog({ stallAfterMs: 1000 });
    dog.sample(playing(0, 10));
    dog.reset();
    expect(dog.sample(playing(1000, 10))).toEqual({ state: 'ok' });
  });

  it('refuses nonsense options', () => {
    expect(() => createStallWatchdog({ stallAfterMs: 0 })).toThrow(RangeError);
    expect(() => createStallWatchdog({ nudgeSeconds: -1 })).toThrow(RangeError);
  });

  describe('at the end of a stream that has one', () => {
    it('finishes playback that stands still within the slack of the duration, once', () => {
      const dog = createStallWatchdog({ stallAfterMs: 3000, endSlackSeconds: 0.5, endAfterMs: 1000 });
      expect(dog.sample(playing(0, 29.96, { duration: 30.005 }))).toEqual({ state: 'ok' });
      expect(dog.sample(playing(999, 29.96, { duration: 30.005 }))).toEqual({ state: 'ok' });
      expect(dog.sample(playing(1000, 29.96, { duration: 30.005 }))).toEqual({
        state: 'at_end',
        stalledForMs: 1000,
      });
      expect(dog.sample(playing(5000, 29.96, { duration: 30.005 }))).toEqual({ state: 'ok' });
    });

    it('never nudges past the end', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000, endAfterMs: 5000 });
      dog.sample(playing(0, 29.8, { duration: 30 }));
      expect(dog.sample(playing(1000, 29.8, { duration: 30 }))).toEqual({ state: 'ok' });
    });

    it('a stall further from the end is an ordinary stall', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000, endSlackSeconds: 0.5 });
      dog.sample(playing(0, 20, { duration: 30 }));
      expect(dog.sample(playing(1000, 20, { duration: 30 })).state).toBe('stalled');
    });

    it('without a finite duration (live, archive window) the end is never assumed', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000, endAfterMs: 1000 });
      dog.sample(playing(0, 29.9, { duration: Number.POSITIVE_INFINITY }));
      expect(dog.sample(playing(1000, 29.9, { duration: Number.POSITIVE_INFINITY })).state).toBe('stalled');
      const noDuration = createStallWatchdog({ stallAfterMs: 1000, endAfterMs: 1000 });
      noDuration.sample(playing(0, 29.9));
      expect(noDuration.sample(playing(1000, 29.9)).state).toBe('stalled');
    });

    it('replaying after the end is watched again', () => {
      const dog = createStallWatchdog({ stallAfterMs: 3000, endAfterMs: 1000 });
      dog.sample(playing(0, 29.9, { duration: 30 }));
      expect(dog.sample(playing(1000, 29.9, { duration: 30 })).state).toBe('at_end');
      dog.sample(playing(2000, 0, { paused: true, duration: 30 }));
      dog.sample(playing(3000, 29.9, { duration: 30 }));
      expect(dog.sample(playing(4000, 29.9, { duration: 30 })).state).toBe('at_end');
    });
  });
});
