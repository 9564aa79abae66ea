// Captions for the live channels and their archive, generated rather than stored: segment n of the
// captions covers the same wall-clock seconds as picture segment n and says what time it is on air, in
// English and Russian, so a viewer (and a test) can see that the captions follow the picture. Small and
// deterministic: the text depends only on the segment number.
import { type LiveTimeline, loopSegmentIndex } from './live';

export const LIVE_SUBTITLES = [
  { name: 'subs-en', language: 'en', label: 'English', caption: 'OnAir live captions' },
  { name: 'subs-ru', language: 'ru', label: 'Русский', caption: 'Субтитры OnAir' },
] as const;

export type LiveSubtitleTrack = (typeof LIVE_SUBTITLES)[number];

export function liveSubtitleTrack(name: string): LiveSubtitleTrack | undefined {
  return LIVE_SUBTITLES.find((s) => s.name === name);
}

const cueTime = (sec: number): string => {
  const ms = Math.round(sec * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

const clockUtc = (unixSec: number): string => new Date(unixSec * 1000).toISOString().slice(11, 19);

/**
 * The WebVTT file of caption segment `n`. The picture's decode times restart at every loop (20 s), so the
 * cue times are loop-local and X-TIMESTAMP-MAP ties loop-local 0 to the picture's first timestamp of the
 * loop (0): HLS players place the cue against the picture of the same discontinuity (RFC 8216 §3.5).
 */
export function liveSubtitleSegment(t: LiveTimeline, n: number, track: LiveSubtitleTrack): string {
  const local = loopSegmentIndex(t, n) * t.segmentDurationSec;
  const wall = n * t.segmentDurationSec;
  return [
    'WEBVTT',
    'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000',
    '',
    `${n}`,
    `${cueTime(local)} --> ${cueTime(local + t.segmentDurationSec)}`,
    `${track.caption} · ${clockUtc(wall)} UTC`,
    '',
  ].join('\n');
}
