// Reads the committed set once at start: checks it against MANIFEST.json, measures every rendition (codec,
// size, segment timings, bandwidth) for the manifests, and makes the encrypted DASH copy in the cache.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ADS, FEATURE, FRAME_RATE, LIVE_RENDITIONS, LIVE_SOURCES, PACKSHOTS } from './catalog';
import { encryptPackage } from './cenc/encrypt-package';
import { LIVE_LOOP_SEC, SEGMENT_DURATION_SEC } from './constants';
import { parseBoxes, requireBox } from './mp4/boxes';
import { readMovieSummary, readTracks, readTraf, type TrackInfo } from './mp4/inspect';
import type { Rendition, VodPackage } from './vod-manifests';

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface LiveRendition {
  name: string;
  width: number;
  height: number;
  codecs: string;
  bandwidth: number;
  averageBandwidth: number;
}

export interface PreparedLive {
  id: string;
  label: string;
  segmentsPerLoop: number;
  renditions: LiveRendition[];
}

export function readManifest(mediaRoot: string): ManifestEntry[] {
  const file = join(mediaRoot, 'MANIFEST.json');
  if (!existsSync(file)) {
    throw new Error(
      `media: ${file} is missing; the committed media set is incomplete (regenerate: npm run media)`,
    );
  }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { files?: ManifestEntry[] };
  if (!Array.isArray(parsed.files)) throw new Error(`media: ${file} has no "files" list`);
  return parsed.files;
}

/** Sizes only: cheap enough for every start, and catches a truncated checkout or a missing file. */
export function checkManifest(mediaRoot: string, entries: ManifestEntry[]): void {
  for (const e of entries) {
    const p = join(mediaRoot, e.path);
    if (!existsSync(p)) throw new Error(`media: ${p} is listed in MANIFEST.json but missing`);
    const size = statSync(p).size;
    if (size !== e.size) throw new Error(`media: ${p} has ${size} bytes, MANIFEST.json says ${e.size}`);
  }
}

function segmentFiles(dir: string, count: number): Buffer[] {
  return Array.from({ length: count }, (_, i) => readFileSync(join(dir, `seg-${i}.m4s`)));
}

function countSegments(entries: ManifestEntry[], prefix: string): number {
  return entries.filter((e) => e.path.startsWith(`${prefix}/seg-`)).length;
}

function bandwidths(sizes: number[], durations: number[]): { peak: number; average: number } {
  const total = durations.reduce((a, d) => a + d, 0);
  const bytes = sizes.reduce((a, s) => a + s, 0);
  const peak = Math.max(...sizes.map((s, i) => (s * 8) / (durations[i] || 1)));
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / total) };
}

export function prepareLive(mediaRoot: string, entries: ManifestEntry[]): PreparedLive[] {
  const segmentsPerLoop = LIVE_LOOP_SEC / SEGMENT_DURATION_SEC;
  return LIVE_SOURCES.map((src) => ({
    id: src.id,
    label: src.label,
    segmentsPerLoop,
    renditions: LIVE_RENDITIONS.map((name): LiveRendition => {
      const rel = `live/${src.id}/${name}`;
      const count = countSegments(entries, rel);
      if (count !== segmentsPerLoop) {
        throw new Error(
          `media: ${rel} has ${count} segments, a ${LIVE_LOOP_SEC} s loop needs ${segmentsPerLoop}`,
        );
      }
      const tracks = readTracks(readFileSync(join(mediaRoot, rel, 'init.mp4')));
      const video = tracks.find((t) => t.kind === 'video');
      if (!video) throw new Error(`media: ${rel} has no video track`);
      const sizes = segmentFiles(join(mediaRoot, rel), count).map((b) => b.length);
      const bw = bandwidths(
        sizes,
        sizes.map(() => SEGMENT_DURATION_SEC),
      );
      return {
        name,
        width: video.width,
        height: video.height,
        codecs: tracks.map((t) => t.codec).join(','),
        bandwidth: bw.peak,
        averageBandwidth: bw.average,
      };
    }),
  }));
}

function measureRendition(dir: string, name: string, count: number): Rendition {
  const tracks = readTracks(readFileSync(join(dir, 'init.mp4')));
  const track = tracks[0] as TrackInfo;
  if (tracks.length !== 1) throw new Error(`media: ${dir} should hold one track, has ${tracks.length}`);
  const files = segmentFiles(dir, count);
  const segments = files.map((seg) => {
    const traf = requireBox(parseBoxes(seg), 'moof', 'traf');
    const info = readTraf(traf, track);
    const duration = info.runs.reduce((s, r) => s + r.durations.reduce((a, d) => a + d, 0), 0);
    return { start: info.baseMediaDecodeTime, duration };
  });
  const bw = bandwidths(
    files.map((f) => f.length),
    segments.map((s) => s.duration / track.timescale),
  );
  return {
    name,
    kind: track.kind,
    codec: track.codec,
    timescale: track.timescale,
    width: track.width,
    height: track.height,
    sampleRate: track.sampleRate,
    peakBandwidth: bw.peak,
    averageBandwidth: bw.average,
    segments,
  };
}

export function prepareFeature(mediaRoot: string, entries: ManifestEntry[]): VodPackage {
  const base = `vod/${FEATURE.id}`;
  const measure = (name: string) =>
    measureRendition(join(mediaRoot, base, name), name, countSegments(entries, `${base}/${name}`));
  const video = FEATURE.video.map(measure);
  const first = video[0];
  if (!first) throw new Error('media: the feature has no video');
  const durationSec = first.segments.reduce((s, x) => s + x.duration, 0) / first.timescale;
  return {
    id: FEATURE.id,
    title: FEATURE.title,
    durationSec,
    frameRate: FRAME_RATE,
    video,
    audio: FEATURE.audio.map((a) => ({ ...measure(a.name), language: a.language, label: a.label })),
    subtitles: [...FEATURE.subtitles],
  };
}

export function encryptFeature(
  mediaRoot: string,
  cacheDir: string,
  entries: ManifestEntry[],
  clearKey: { kidHex: string; keyHex: string },
  log: (line: string) => void,
): string {
  const base = `vod/${FEATURE.id}`;
  const fingerprint = createHash('sha256');
  for (const e of entries.filter((x) => x.path.startsWith(`${base}/`)))
    fingerprint.update(`${e.path}:${e.sha256}\n`);
  const destDir = join(cacheDir, base, 'cenc');
  const renditions = [...FEATURE.video, ...FEATURE.audio.map((a) => a.name)];
  const result = encryptPackage(
    {
      srcDir: join(mediaRoot, base),
      destDir,
      renditions,
      ...clearKey,
      sourceFingerprint: fingerprint.digest('hex'),
    },
    log,
  );
  log(`media: encrypted ${FEATURE.id} DASH ${result === 'cached' ? 'up to date' : 'written'} in ${destDir}`);
  return destDir;
}

export function measureClips(mediaRoot: string) {
  const clip = (path: string) => {
    const file = readFileSync(join(mediaRoot, path));
    return { ...readMovieSummary(file), bytes: file.length };
  };
  return {
    ads: ADS.map((id) => ({ id, ...clip(`ads/${id}.mp4`) })),
    packshots: PACKSHOTS.map((id) => ({ id, ...clip(`packshots/${id}.mp4`) })),
  };
}
