import { createQoeTracker, type QoeFact, qoeFigures, reduceQoe } from './qoe';

const run = (facts: QoeFact[]) => facts.reduce(reduceQoe, createQoeTracker());

describe('QoE figures', () => {
  it('measures startup from load to the first frame', () => {
    const state = run([
      { type: 'load', at: 1000 },
      { type: 'waiting', at: 1100 },
      { type: 'firstFrame', at: 1850 },
      { type: 'firstFrame', at: 9999 },
    ]);
    const figures = qoeFigures(state, 2000, 0);
    expect(figures.startupMs).toBe(850);
    // Waiting before the first frame is startup, not a rebuffer.
    expect(figures.rebufferCount).toBe(0);
  });

  it('counts rebuffers after the first frame and their share of watch time', () => {
    const state = run([
      { type: 'load', at: 0 },
      { type: 'firstFrame', at: 500 },
      { type: 'playing', at: 500 },
      { type: 'waiting', at: 10_000 },
      { type: 'waiting', at: 10_500 },
      { type: 'playing', at: 12_000 },
      { type: 'waiting', at: 20_000 },
    ]);
    const figures = qoeFigures(state, 21_000, 40_000);
    expect(figures.rebufferCount).toBe(2);
    expect(figures.rebufferMs).toBe(3000);
    expect(figures.rebufferRatio).toBe(3000 / 40_000);
  });

  it('does not count waiting caused by a seek', () => {
    const state = run([
      { type: 'load', at: 0 },
      { type: 'firstFrame', at: 100 },
      { type: 'seeking', at: 1000 },
      { type: 'waiting', at: 1001 },
      { type: 'playing', at: 3000 },
    ]);
    expect(qoeFigures(state, 4000, 3000).rebufferCount).toBe(0);
  });

  it('counts bitrate switches after the first level and keeps the largest frame counts', () => {
    const state = run([
      { type: 'level', bitrate: 800_000 },
      { type: 'level', bitrate: 800_000 },
      { type: 'level', bitrate: 2_400_000 },
      { type: 'level', bitrate: Number.NaN },
      { type: 'level', bitrate: 800_000 },
      { type: 'frames', dropped: 3, total: 900 },
      { type: 'frames', dropped: 1, total: 100 },
    ]);
    const figures = qoeFigures(state, 0, 0);
    expect(figures).toMatchObject({
      bitrateSwitches: 2,
      bitrate: 800_000,
      droppedFrames: 3,
      totalFrames: 900,
    });
    expect(figures.rebufferRatio).toBe(0);
  });

  it('starts afresh on a new load', () => {
    const state = run([
      { type: 'level', bitrate: 1 },
      { type: 'level', bitrate: 2 },
      { type: 'load', at: 5 },
    ]);
    expect(qoeFigures(state, 5, 0).bitrateSwitches).toBe(0);
  });
});
