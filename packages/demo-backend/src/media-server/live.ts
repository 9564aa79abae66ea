// Live from the wall clock over pre-encoded looping segments. Segment n covers wall time
// [n·d, (n+1)·d) since the unix epoch and plays loop file n mod (segments per loop), so a segment's URL
// means the same thing to every client at every moment, the media sequence grows by itself, and the
// same arithmetic gives archive playlists for any past window. The fMP4 decode times restart with each
// loop, which the EXT-X-DISCONTINUITY at every loop boundary announces to the player.
// Discontinuity numbers are counted from a recent origin, not from the epoch: hls.js keeps per-discontinuity
// state in an array indexed by that number and walks it on every playlist refresh, so a number in the
// tens of millions freezes the page for seconds (measured: live stalled at the first refresh).

export interface LiveTimeline {
  segmentDurationSec: number;
  segmentsPerLoop: number;
  windowSegments: number;
  /** Segment number (a loop start) from which discontinuities are counted; earlier segments are not listed. */
  discontinuityOrigin: number;
}

/** A loop start a day before `nowMs`: live windows after it count small discontinuity numbers. */
export function discontinuityOriginFor(t: Omit<LiveTimeline, 'discontinuityOrigin'>, nowMs: number): number {
  const dayAgo = Math.floor((nowMs / 1000 - 86400) / t.segmentDurationSec);
  return Math.max(0, dayAgo - loopSegmentIndex({ ...t, discontinuityOrigin: 0 }, dayAgo));
}

/** The newest segment that has fully "aired" at `nowMs`. */
export function liveEdge(t: LiveTimeline, nowMs: number): number {
  return Math.floor(nowMs / 1000 / t.segmentDurationSec) - 1;
}

export function loopSegmentIndex(t: LiveTimeline, n: number): number {
  return ((n % t.segmentsPerLoop) + t.segmentsPerLoop) % t.segmentsPerLoop;
}

export function isSegmentAvailable(t: LiveTimeline, n: number, nowMs: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= liveEdge(t, nowMs);
}

const isoTime = (sec: number) => new Date(sec * 1000).toISOString();

/**
 * A playlist lists either the picture (fMP4 segments after an init section) or the captions (one WebVTT
 * file per segment, live-subtitles.ts): both share the numbering, dates and discontinuities, so a player
 * lines the cues up with the picture.
 */
export type LiveTrackKind = 'video' | 'subtitles';

function segmentLines(t: LiveTimeline, first: number, last: number, kind: LiveTrackKind): string[] {
  const lines: string[] = [];
  const ext = kind === 'video' ? 'm4s' : 'vtt';
  for (let n = first; n <= last; n++) {
    // No tag before the first listed segment: EXT-X-DISCONTINUITY-SEQUENCE already counts its loop.
    if (n !== first && loopSegmentIndex(t, n) === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${isoTime(n * t.segmentDurationSec)}`);
    lines.push(`#EXTINF:${t.segmentDurationSec.toFixed(3)},`, `seg-${n}.${ext}`);
  }
  return lines;
}

const initSection = (kind: LiveTrackKind): string[] =>
  kind === 'video' ? ['#EXT-X-MAP:URI="init.mp4"'] : [];

function header(t: LiveTimeline, first: number): string[] {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-TARGETDURATION:${Math.ceil(t.segmentDurationSec)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor((first - t.discontinuityOrigin) / t.segmentsPerLoop)}`,
  ];
}

/** The sliding-window media playlist of one rendition at `nowMs`. */
export function liveMediaPlaylist(t: LiveTimeline, nowMs: number, kind: LiveTrackKind = 'video'): string {
  const last = liveEdge(t, nowMs);
  const first = Math.max(t.discontinuityOrigin, last - t.windowSegments + 1);
  return `${[...header(t, first), ...initSection(kind), ...segmentLines(t, first, last, kind)].join('\n')}\n`;
}

export class ArchiveWindowError extends Error {}

/**
 * A finished (VOD-type) playlist for wall-clock window [fromSec, toSec), cut to segment boundaries and
 * capped at what has aired by `nowMs`.
 */
export function archiveMediaPlaylist(
  t: LiveTimeline,
  fromSec: number,
  toSec: number,
  nowMs: number,
  maxWindowSec: number,
  kind: LiveTrackKind = 'video',
): string {
  if (!Number.isFinite(fromSec) || !Number.isFinite(toSec) || fromSec < 0 || toSec <= fromSec) {
    throw new ArchiveWindowError(`archive window [${fromSec}, ${toSec}] is not a window`);
  }
  if (toSec - fromSec > maxWindowSec) {
    throw new ArchiveWindowError(`archive window longer than ${maxWindowSec} s`);
  }
  const first = Math.floor(fromSec / t.segmentDurationSec);
  const last = Math.min(Math.ceil(toSec / t.segmentDurationSec) - 1, liveEdge(t, nowMs));
  if (last < first) throw new ArchiveWindowError(`archive window starting at ${fromSec} has not aired yet`);
  // A finished playlist is read once, so its discontinuities can simply count from its own first loop.
  const own = { ...t, discontinuityOrigin: first - loopSegmentIndex(t, first) };
  return `${[
    ...header(own, first),
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...initSection(kind),
    ...segmentLines(t, first, last, kind),
    '#EXT-X-ENDLIST',
  ].join('\n')}\n`;
}

export interface VariantStream {
  uri: string;
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  codecs: string;
  frameRate: number;
}

export interface SubtitleRendition {
  name: string;
  language: string;
  uri: string;
}

export function multiVariantPlaylist(variants: VariantStream[], subtitles: SubtitleRendition[] = []): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const s of subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${s.name}",LANGUAGE="${s.language}",` +
        `DEFAULT=NO,AUTOSELECT=NO,URI="${s.uri}"`,
    );
  }
  const group = subtitles.length ? ',SUBTITLES="subs"' : '';
  for (const v of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},` +
        `RESOLUTION=${v.width}x${v.height},FRAME-RATE=${v.frameRate.toFixed(3)},CODECS="${v.codecs}"${group}`,
      v.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}
