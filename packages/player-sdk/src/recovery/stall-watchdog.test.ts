import { createStallWatchdog, type StallSample } from './stall-watchdog';

const playing = (now: number, currentTime: number, over: Partial<StallSample> = {}): StallSample => ({
  now,
  currentTime,
  paused: false,
  readyState: 2,
  seeking: false,
  buffered: [[0, 1000]],
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
      nudge: { seekTo: 10.5, play: true, over: 'nudge' },
    });
    expect(dog.sample(playing(1500, 10.5))).toEqual({ state: 'recovering' });
  });

  it('nudges further each time from where it stands, then gives up, and again each round the stall lasts', () => {
    const dog = createStallWatchdog({ stallAfterMs: 1000, nudgeSeconds: 0.5, maxNudges: 2 });
    dog.sample(playing(0, 10));
    // The element reads back the place it was moved to: standing there is still the stall, not progress.
    const verdicts = [
      [1000, 10],
      [2000, 10.5],
      [3000, 11.5],
      [4000, 11.5],
      [5000, 12],
      [6000, 13],
    ].map(([t, at]) => dog.sample(playing(t as number, at as number)));
    expect(verdicts).toEqual([
      { state: 'stalled', stalledForMs: 1000, nudge: { seekTo: 10.5, play: true, over: 'nudge' } },
      { state: 'stalled', stalledForMs: 2000, nudge: { seekTo: 11.5, play: true, over: 'nudge' } },
      { state: 'gave_up', stalledForMs: 3000 },
      { state: 'stalled', stalledForMs: 4000, nudge: { seekTo: 12, play: true, over: 'nudge' } },
      { state: 'stalled', stalledForMs: 5000, nudge: { seekTo: 13, play: true, over: 'nudge' } },
      { state: 'gave_up', stalledForMs: 6000 },
    ]);
  });

  it('progress after a nudge clears the stall', () => {
    const dog = createStallWatchdog({ stallAfterMs: 1000 });
    dog.sample(playing(0, 10));
    expect(dog.sample(playing(1000, 10)).state).toBe('stalled');
    expect(dog.sample(playing(1200, 10.7))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(2100, 10.7))).toEqual({ state: 'ok' });
    expect(dog.sample(playing(2200, 10.7)).state).toBe('stalled');
  });

  it.each([
    ['paused', { paused: true }],
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

  // The fault matrix's "Buffer hole" row: 1.5 s cut just ahead of the playhead, cut again whenever the engine
  // refills it, media buffered after it. The old watchdog stepped 0.5, 1 and 1.5 s from the playhead, all
  // inside the hole, then gave up silently.
  describe('a hole with media buffered after it', () => {
    const hole = {
      buffered: [
        [0, 2.12],
        [3.62, 14],
      ] as const,
    };

    it('jumps to the start of the media after the hole, padded', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000 });
      dog.sample(playing(0, 2.12, hole));
      expect(dog.sample(playing(1000, 2.12, hole))).toEqual({
        state: 'stalled',
        stalledForMs: 1000,
        nudge: { seekTo: 3.72, play: true, over: 'hole' },
      });
    });

    it('a playhead a hair short of a range end, with media after the hole, is in the hole', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000 });
      dog.sample(playing(0, 2.05, hole));
      const verdict = dog.sample(playing(1000, 2.05, hole));
      expect(verdict.state === 'stalled' && verdict.nudge).toEqual({
        seekTo: 3.72,
        play: true,
        over: 'hole',
      });
    });

    it('a seek that stands in the hole is a stall too, not a reason to wait', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000 });
      dog.sample(playing(0, 2.6, { ...hole, seeking: true }));
      expect(dog.sample(playing(1000, 2.6, { ...hole, seeking: true }))).toMatchObject({
        state: 'stalled',
        nudge: { seekTo: 3.72, over: 'hole' },
      });
    });

    it('a hole cut again after the jump is jumped again; standing still through every move gives up', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000, maxNudges: 2 });
      dog.sample(playing(0, 2.12, hole));
      expect(dog.sample(playing(1000, 2.12, hole))).toMatchObject({ nudge: { seekTo: 3.72 } });
      const further = {
        buffered: [
          [0, 3.7],
          [5.2, 14],
        ] as const,
      };
      expect(dog.sample(playing(2000, 3.72, further))).toMatchObject({
        nudge: { seekTo: 5.3, over: 'hole' },
      });
      expect(dog.sample(playing(3000, 5.3, further))).toEqual({ state: 'gave_up', stalledForMs: 3000 });
    });
  });

  describe('nothing buffered ahead', () => {
    it('is a wait for data: no nudge into nothing, no give-up, until media arrives after a hole', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000, maxNudges: 1 });
      const starved = { buffered: [[0, 20]] as const };
      dog.sample(playing(0, 20, starved));
      for (const t of [1000, 2000, 3000, 4000]) {
        expect(dog.sample(playing(t, 20, starved))).toEqual({ state: 'waiting_for_data', stalledForMs: t });
      }
      expect(
        dog.sample(
          playing(5000, 20, {
            buffered: [
              [0, 20],
              [24, 30],
            ],
          }),
        ),
      ).toMatchObject({
        nudge: { seekTo: 24.1, over: 'hole' },
      });
    });

    // The fault matrix's DASH hole: shaka reset its MediaSource and then stood at 0 s with nothing buffered and
    // said nothing more, for good.
    it('a wait with no progress and no word from the engine is given up after starvedAfterMs, each round', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000, starvedAfterMs: 5000 });
      const nothing = { buffered: [] };
      dog.sample(playing(0, 0, nothing));
      expect(dog.sample(playing(4999, 0, nothing)).state).toBe('waiting_for_data');
      expect(dog.sample(playing(5000, 0, nothing))).toEqual({ state: 'gave_up', stalledForMs: 5000 });
      expect(dog.sample(playing(9999, 0, nothing)).state).toBe('waiting_for_data');
      expect(dog.sample(playing(10_000, 0, nothing))).toEqual({ state: 'gave_up', stalledForMs: 10_000 });
    });

    it('an engine that reports its retries keeps the wait its own', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000, starvedAfterMs: 5000 });
      const nothing = { buffered: [] };
      dog.sample(playing(0, 0, nothing));
      dog.heard(4000);
      expect(dog.sample(playing(8999, 0, nothing)).state).toBe('waiting_for_data');
      expect(dog.sample(playing(9000, 0, nothing)).state).toBe('gave_up');
    });

    it('offline, the wait is the connectivity monitor’s', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000, starvedAfterMs: 5000 });
      const offline = { buffered: [], offline: true };
      dog.sample(playing(0, 0, offline));
      expect(dog.sample(playing(60_000, 0, offline))).toEqual({ state: 'ok' });
    });

    it('nothing buffered at all is a wait too', () => {
      const dog = createStallWatchdog({ stallAfterMs: 1000 });
      dog.sample(playing(0, 0, { buffered: [], readyState: 0 }));
      expect(dog.sample(playing(1000, 0, { buffered: [], readyState: 0 })).state).toBe('waiting_for_data');
    });
  });

  it('refuses nonsense options', () => {
    expect(() => createStallWatchdog({ stallAfterMs: 0 })).toThrow(RangeError);
    expect(() => createStallWatchdog({ nudgeSeconds: -1 })).toThrow(RangeError);
    expect(() => createStallWatchdog({ stallAfterMs: 3000, starvedAfterMs: 1000 })).toThrow(RangeError);
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
