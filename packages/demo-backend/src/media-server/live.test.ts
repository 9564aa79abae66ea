import { describe, expect, it } from 'vitest';
import {
  ArchiveWindowError,
  archiveMediaPlaylist,
  discontinuityOriginFor,
  isSegmentAvailable,
  type LiveTimeline,
  liveMediaPlaylist,
  loopSegmentIndex,
  multiVariantPlaylist,
} from './live';

// 2026-01-01T00:00:00Z plus 5 s: mid-segment, and 1767225600 / 2 is a multiple of 10 (a loop start).
const NOW = Date.UTC(2026, 0, 1, 0, 0, 5);
const base = { segmentDurationSec: 2, segmentsPerLoop: 10, windowSegments: 6 };
const t: LiveTimeline = { ...base, discontinuityOrigin: discontinuityOriginFor(base, NOW) };

const tag = (playlist: string, name: string) => playlist.split('\n').find((l) => l.startsWith(`#${name}:`));
const tagValue = (playlist: string, name: string) => Number(tag(playlist, name)?.split(':')[1]);
const segments = (playlist: string) => playlist.split('\n').filter((l) => l.startsWith('seg-'));

describe('liveMediaPlaylist', () => {
  it('lists the last six complete segments numbered from the unix epoch', () => {
    const p = liveMediaPlaylist(t, NOW);
    const edge = 1767225600 / 2 + 1; // 00:00:02–00:00:04 is the last complete one at 00:00:05
    expect(segments(p)).toEqual([-5, -4, -3, -2, -1, 0].map((k) => `seg-${edge + k}.m4s`));
    expect(tagValue(p, 'EXT-X-MEDIA-SEQUENCE')).toBe(edge - 5);
    expect(p).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(p).not.toContain('ENDLIST');
  });

  it('advances the media sequence by five between two requests 10 s apart', () => {
    const a = tagValue(liveMediaPlaylist(t, NOW), 'EXT-X-MEDIA-SEQUENCE');
    const b = tagValue(liveMediaPlaylist(t, NOW + 10_000), 'EXT-X-MEDIA-SEQUENCE');
    expect(b - a).toBe(5);
  });

  it('marks the loop restart with a discontinuity and counts earlier ones', () => {
    const p = liveMediaPlaylist(t, NOW);
    const lines = p.split('\n');
    const loopStart = `seg-${1767225600 / 2}.m4s`;
    const at = lines.indexOf(loopStart);
    expect(lines[at - 3]).toBe('#EXT-X-DISCONTINUITY');
    expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    const first = tagValue(p, 'EXT-X-MEDIA-SEQUENCE');
    expect(tagValue(p, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(
      Math.floor((first - t.discontinuityOrigin) / 10),
    );
  });

  it('keeps discontinuity numbers small (a day of loops) and growing by one per loop', () => {
    const a = tagValue(liveMediaPlaylist(t, NOW), 'EXT-X-DISCONTINUITY-SEQUENCE');
    expect(a).toBeGreaterThanOrEqual(4319);
    expect(a).toBeLessThanOrEqual(4321);
    expect(tagValue(liveMediaPlaylist(t, NOW + 20_000), 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(a + 1);
    expect(t.discontinuityOrigin % 10).toBe(0);
  });

  it('dates every segment with its wall-clock start', () => {
    const lines = liveMediaPlaylist(t, NOW).split('\n');
    const at = lines.indexOf(`seg-${1767225600 / 2}.m4s`);
    expect(lines[at - 2]).toBe('#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:00.000Z');
    expect(lines.filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME'))).toHaveLength(6);
  });
});

describe('segments', () => {
  it('map an absolute number onto the loop file', () => {
    expect(loopSegmentIndex(t, 883612800)).toBe(0);
    expect(loopSegmentIndex(t, 883612807)).toBe(7);
  });

  it('are available once aired and not before', () => {
    const edge = Math.floor(NOW / 2000) - 1;
    expect(isSegmentAvailable(t, edge, NOW)).toBe(true);
    expect(isSegmentAvailable(t, edge + 1, NOW)).toBe(false);
    expect(isSegmentAvailable(t, -1, NOW)).toBe(false);
  });
});

describe('archiveMediaPlaylist', () => {
  const nowSec = NOW / 1000;

  it('gives a finished playlist for a window two hours ago, dated from its start', () => {
    const from = nowSec - 2 * 3600; // odd, so not on a segment boundary
    const to = from + 600;
    const p = archiveMediaPlaylist(t, from, to, NOW, 86400);
    expect(p).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(p.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const firstSeg = Math.floor(from / 2);
    expect(segments(p)[0]).toBe(`seg-${firstSeg}.m4s`);
    expect(segments(p)).toHaveLength(301);
    expect(tag(p, 'EXT-X-PROGRAM-DATE-TIME')).toBe(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(firstSeg * 2000).toISOString()}`,
    );
    expect(p.split('\n').filter((l) => l === '#EXT-X-DISCONTINUITY').length).toBeGreaterThanOrEqual(29);
    expect(tagValue(p, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(0);
  });

  it('caps a window that reaches past now at the live edge', () => {
    const p = archiveMediaPlaylist(t, nowSec - 60, nowSec + 3600, NOW, 86400);
    expect(segments(p).at(-1)).toBe(`seg-${Math.floor(NOW / 2000) - 1}.m4s`);
  });

  it('refuses windows that are empty, reversed, too long or not yet aired', () => {
    expect(() => archiveMediaPlaylist(t, 100, 100, NOW, 86400)).toThrow(ArchiveWindowError);
    expect(() => archiveMediaPlaylist(t, 200, 100, NOW, 86400)).toThrow(ArchiveWindowError);
    expect(() => archiveMediaPlaylist(t, 0, 100_000, NOW, 86400)).toThrow(/longer/);
    expect(() => archiveMediaPlaylist(t, nowSec + 10, nowSec + 20, NOW, 86400)).toThrow(/not aired/);
  });
});

it('multiVariantPlaylist lists each rendition with its codecs and size', () => {
  const p = multiVariantPlaylist([
    {
      uri: 'v360/live.m3u8',
      bandwidth: 160000,
      averageBandwidth: 140000,
      width: 640,
      height: 360,
      codecs: 'avc1.4d401e,mp4a.40.2',
      frameRate: 25,
    },
  ]);
  expect(p).toContain('RESOLUTION=640x360');
  expect(p).toContain('CODECS="avc1.4d401e,mp4a.40.2"');
  expect(p.trimEnd().endsWith('v360/live.m3u8')).toBe(true);
});
