import {
  createPlaybackRecorder,
  nextPlaybackMark,
  playbackMarksBetween,
  playbackUpdateMarks,
} from './playback-events';
import { createQoeTracker, qoeFigures } from './qoe';
import type { StatsCall } from './types';

describe('playback events schedule', () => {
  it('updates at 120, 300, 600 s, then every 600 s up to 3000 s', () => {
    expect(playbackUpdateMarks()).toEqual([120, 300, 600, 1200, 1800, 2400, 3000]);
  });

  it('finds the marks crossed and the next one', () => {
    expect(playbackMarksBetween(0, 119)).toEqual({ updates: [], fiveMinutes: false });
    expect(playbackMarksBetween(119, 300)).toEqual({ updates: [120, 300], fiveMinutes: true });
    expect(playbackMarksBetween(300, 4000)).toEqual({
      updates: [600, 1200, 1800, 2400, 3000],
      fiveMinutes: false,
    });
    expect(nextPlaybackMark(0)).toBe(120);
    expect(nextPlaybackMark(120)).toBe(300);
    expect(nextPlaybackMark(2999)).toBe(3000);
    expect(nextPlaybackMark(3000)).toBeNull();
  });
});

describe('playback recorder', () => {
  const ids = { statId: 9, channelId: 3, contentId: 41, contentParentId: 40, libraryId: 2, kind: 'content' };

  it('sends the start once with every id', () => {
    const calls: StatsCall[] = [];
    const recorder = createPlaybackRecorder(ids, (call) => calls.push(call));
    recorder.start(12.7, 'resume');
    recorder.start(20, 'resume');
    expect(calls).toEqual([
      {
        method: 'playbackStart',
        payload: {
          statId: 9,
          channelId: 3,
          contentId: 41,
          contentParentId: 40,
          libraryId: 2,
          startType: 'resume',
          position: 12,
        },
      },
    ]);
  });

  it('sends updates with the position and the 5-minute event once', () => {
    const calls: StatsCall[] = [];
    const recorder = createPlaybackRecorder(ids, (call) => calls.push(call));
    recorder.reach(120, 130.2);
    recorder.reach(120, 131);
    recorder.reach(300, 310);
    expect(calls).toEqual([
      { method: 'playbackUpdate', payload: { statId: 9, position: 130 } },
      { method: 'playbackUpdate', payload: { statId: 9, position: 310 } },
      {
        method: 'analytics',
        event: { event: 'play', name_template: 'watch_5_minutes', value: 41, source: 'content' },
      },
    ]);
  });

  it('reports an error with the diagnostics code and the QoE', () => {
    const calls: StatsCall[] = [];
    const recorder = createPlaybackRecorder(ids, (call) => calls.push(call));
    const qoe = qoeFigures(createQoeTracker(), 0, 0);
    recorder.error({ code: 404, errorType: 'Fragment load error' }, 55.5, qoe);
    recorder.error({ code: 2, position: 3 }, 55.5, qoe);
    expect(calls).toEqual([
      {
        method: 'playbackError',
        payload: { statId: 9, position: 55, code: 404, errorType: 'Fragment load error', qoe },
      },
      { method: 'playbackError', payload: { statId: 9, position: 3, code: 2, qoe } },
    ]);
  });
});
