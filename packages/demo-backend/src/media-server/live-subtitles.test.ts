import { describe, expect, it } from 'vitest';
import type { LiveTimeline } from './live';
import { LIVE_SUBTITLES, liveSubtitleSegment, liveSubtitleTrack } from './live-subtitles';

const t: LiveTimeline = {
  segmentDurationSec: 2,
  segmentsPerLoop: 10,
  windowSegments: 6,
  discontinuityOrigin: 0,
};
// 2026-01-01T00:00:00Z is a loop start (1767225600 / 2 is a multiple of 10).
const loopStart = 1767225600 / 2;

describe('liveSubtitleSegment', () => {
  it.each([
    [loopStart, '00:00:00.000 --> 00:00:02.000', '00:00:00'],
    [loopStart + 7, '00:00:14.000 --> 00:00:16.000', '00:00:14'],
    [loopStart + 10, '00:00:00.000 --> 00:00:02.000', '00:00:20'],
  ])('segment %d: loop-local cue %s saying %s UTC', (n, timing, clock) => {
    const vtt = liveSubtitleSegment(t, n, LIVE_SUBTITLES[0]).split('\n');
    expect(vtt.slice(0, 2)).toEqual(['WEBVTT', 'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000']);
    expect(vtt).toContain(timing);
    expect(vtt).toContain(`OnAir live captions · ${clock} UTC`);
  });

  it('is the same text for the same segment, in each language', () => {
    const ru = liveSubtitleTrack('subs-ru');
    expect(ru?.language).toBe('ru');
    expect(liveSubtitleSegment(t, loopStart + 3, ru ?? LIVE_SUBTITLES[1])).toBe(
      liveSubtitleSegment(t, loopStart + 3, LIVE_SUBTITLES[1]),
    );
    expect(liveSubtitleSegment(t, loopStart + 3, LIVE_SUBTITLES[1])).toContain(
      'Субтитры OnAir · 00:00:06 UTC',
    );
    expect(liveSubtitleTrack('v360')).toBeUndefined();
  });
});
